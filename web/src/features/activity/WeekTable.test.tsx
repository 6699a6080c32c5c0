import '../../test/jsdom-screen-globals';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import type { ActivityMonthQuery } from '../../gql/graphql';
import { activityMessages } from './messages';
import { WeekTable } from './WeekTable';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

type Month = ActivityMonthQuery['activityMonth'];
const ANFA = { id: 'd1000000-0000-4000-8000-000000000001', name: 'Villa Anfa' };
const RABAT = { id: 'd1000000-0000-4000-8000-000000000002', name: 'Résidence Rabat' };
const person = (id: string, firstName: string, lastName: string, trade: string) => ({
  id,
  firstName,
  lastName,
  trade,
});
const KARIM = person('p1000000-0000-4000-8000-000000000001', 'Karim', 'Alami', 'Plâtrier');
const YOUSSEF = person('p1000000-0000-4000-8000-000000000002', 'Youssef', 'Idrissi', 'Maçon');
const SAID = person('p1000000-0000-4000-8000-000000000003', 'Saïd', 'Bennani', 'Maçon');

type Entry = [day: string, value: string, site?: typeof ANFA];
const row = (personnel: ReturnType<typeof person>, entries: Entry[]) => ({
  personnel,
  entries: entries.map(([day, value, site = ANFA]) => ({ day, value, site })),
  days: '0',
  net: '0.00',
  bonus: '0.00',
  gross: '0.00',
});
const month = (m: string, rows: ReturnType<typeof row>[], holidays: { day: string; name: string }[] = []): Month => ({
  month: m,
  label: m,
  locked: false,
  rows,
  totals: { days: '0', net: '0.00', bonus: '0.00', gross: '0.00' },
  holidays: holidays.map((h) => ({ ...h })),
});
const week = (monday: string) =>
  Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${monday}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
const MARCH_9 = week('2026-03-09');
const LABEL = 'Semaine du 9 mars au 15 mars 2026';

function show(months: Month[], days: string[], trade: string | null = null, locale = 'fr') {
  return render(
    <IntlProvider locale={locale} defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr, ...activityMessages }}>
      <WeekTable months={months} days={days} trade={trade} label={LABEL} />
    </IntlProvider>,
  );
}

/** A person's row: their day cells (Monday → Sunday) and the week's days. */
function cellsOf(name: string) {
  const line = screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
  const cells = within(line).getAllByRole('cell');
  return { days: cells.slice(0, 7), total: cells[7] };
}

const MARCH = month(
  '2026-03',
  [
    row(YOUSSEF, [
      ['2026-03-09', '1'],
      ['2026-03-10', '1', RABAT],
      ['2026-03-11', '1'],
    ]),
    row(KARIM, [
      ['2026-03-02', '1'],
      ['2026-03-09', '1'],
      ['2026-03-10', '0.5'],
      ['2026-03-11', '0'],
      ['2026-03-12', '0.5'],
      ['2026-03-12', '0.5', RABAT],
    ]),
    // Only the week before: not in this week.
    row(SAID, [['2026-03-05', '1']]),
  ],
  [{ day: '2026-03-13', name: 'Fête de test' }],
);

describe('WeekTable', () => {
  it('shows a row per person who worked that week, by last name, with the days in halves', () => {
    show([MARCH], MARCH_9);
    const table = screen.getByRole('table', { name: LABEL });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Personne', 'lun. 9', 'mar. 10', 'mer. 11', 'jeu. 12', 'ven. 13', 'sam. 14', 'dim. 15', 'Jours']);
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names).toEqual(['Karim AlamiPlâtrier', 'Youssef IdrissiMaçon']);
    expect(screen.queryByText('Saïd Bennani')).toBeNull();

    const karim = cellsOf('Karim Alami');
    expect(karim.days.map((d) => d.textContent)).toEqual(['J', '½', 'A', '½½', '', '', '']);
    // 1 + ½ + absent + ½ + ½ (two sites the same day); the week before is not counted.
    expect(karim.total).toHaveTextContent(/^2,5$/);
    expect(within(karim.days[0]).getByLabelText('Villa Anfa : journée')).toHaveTextContent('J');
    expect(within(karim.days[1]).getByLabelText('Villa Anfa : demi-journée')).toBeInTheDocument();
    expect(within(karim.days[2]).getByLabelText('Villa Anfa : absent')).toBeInTheDocument();
    expect(within(karim.days[3]).getByLabelText('Résidence Rabat : demi-journée')).toBeInTheDocument();
    expect(within(karim.days[3]).getByLabelText('Villa Anfa : demi-journée')).toBeInTheDocument();

    const youssef = cellsOf('Youssef Idrissi');
    expect(within(youssef.days[1]).getByLabelText('Résidence Rabat : journée')).toBeInTheDocument();
    expect(youssef.total).toHaveTextContent(/^3$/);
  });

  it('shades the holiday (named) and the Sunday', () => {
    show([MARCH], MARCH_9);
    const headers = screen.getAllByRole('columnheader');
    expect(headers[5]).toHaveClass('is-holiday');
    expect(headers[5]).toHaveAttribute('title', 'Fête de test');
    expect(headers[7]).toHaveClass('is-sunday');
    expect(headers[6]).not.toHaveClass('is-sunday');
    const { days } = cellsOf('Karim Alami');
    expect(days[4]).toHaveClass('is-holiday');
    expect(days[6]).toHaveClass('is-sunday');
    expect(days[0]).not.toHaveClass('is-holiday');
  });

  it('keeps the trade chosen only', () => {
    const { unmount } = show([MARCH], MARCH_9, 'Maçon');
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Youssef IdrissiMaçon']);
    unmount();
    show([MARCH], MARCH_9, 'Électricien');
    expect(screen.getByText('Aucune journée imputée cette semaine.')).toBeInTheDocument();
  });

  it('joins the two months a week straddles into one row per person', () => {
    const days = week('2026-03-30');
    const april = month('2026-04', [
      row(KARIM, [
        ['2026-04-01', '1'],
        ['2026-04-02', '0.5'],
        ['2026-04-20', '1'],
      ]),
    ]);
    const march = month('2026-03', [
      row(KARIM, [
        ['2026-03-30', '1'],
        ['2026-03-31', '1'],
      ]),
    ]);
    show([march, april], days);
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    const karim = cellsOf('Karim Alami');
    expect(karim.days.map((d) => d.textContent)).toEqual(['J', 'J', 'J', '½', '', '', '']);
    expect(karim.total).toHaveTextContent(/^3,5$/);
  });

  it('writes the half day the English way in English', () => {
    show([MARCH], MARCH_9, null, 'en');
    expect(cellsOf('Karim Alami').total).toHaveTextContent(/^2\.5$/);
  });

  it('says when nobody worked that week', () => {
    show([month('2026-03', [row(SAID, [['2026-03-05', '1']])])], MARCH_9);
    expect(screen.getByText('Aucune journée imputée cette semaine.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
