import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { planningMessages } from './messages';
import { ResourceView, resourceRows } from './ResourceView';

const SITE = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Villa Anfa' };
const person = (id: string, firstName: string, lastName: string, trade: string) => ({
  id,
  firstName,
  lastName,
  trade,
});
const YOUSSEF = person('p-youssef', 'Youssef', 'Tazi', 'Maçon');
const KARIM = person('p-karim', 'Karim', 'Alami', 'Plâtrier');
const ELODIE = person('p-elodie', 'Élodie', 'Berrada', 'Électricienne');
const FATIMA = person('p-fatima', 'Fatima', 'Bennani', 'Peintre');

const task = (
  id: string,
  title: string,
  people: TaskFieldsFragment['people'],
  startDate = '2026-03-09',
  endDate = '2026-03-10',
): TaskFieldsFragment => ({
  id,
  title,
  description: null,
  startDate,
  endDate,
  progress: 0,
  category: 'AUTRE',
  updatedAt: '2026-03-01T08:00:00.000Z',
  site: SITE,
  people,
  dependsOn: [],
});

const NOBODY = 'Sans personne';

describe('resourceRows', () => {
  it('gives each person a row, sorted by name the French way (É with E), with their trade', () => {
    const tasks = [
      task('t1', 'Fondations', [YOUSSEF]),
      task('t2', 'Peinture', [FATIMA]),
      task('t3', 'Enduits', [KARIM]),
      task('t4', 'Câblage', [ELODIE]),
    ];
    const rows = resourceRows(tasks, NOBODY);
    expect(rows.map((r) => r.name)).toEqual(['Élodie Berrada', 'Fatima Bennani', 'Karim Alami', 'Youssef Tazi']);
    expect(rows.map((r) => r.trade)).toEqual(['Électricienne', 'Peintre', 'Plâtrier', 'Maçon']);
    expect(rows.map((r) => r.id)).toEqual(['p-elodie', 'p-fatima', 'p-karim', 'p-youssef']);
  });

  it('puts the tasks without people in one last row « Sans personne », whatever their place', () => {
    const rows = resourceRows(
      [task('t0', 'Nettoyage', []), task('t1', 'Fondations', [YOUSSEF]), task('t4', 'Réception', []), task('t2', 'Enduits', [KARIM])],
      NOBODY,
    );
    expect(rows.map((r) => r.name)).toEqual(['Karim Alami', 'Youssef Tazi', NOBODY]);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ id: '', trade: null });
    expect(last.tasks.map((t) => t.id)).toEqual(['t0', 't4']);
  });

  it('shows a task with two people in both rows, and a person on two tasks once', () => {
    const rows = resourceRows([task('t1', 'Dalle', [YOUSSEF, KARIM]), task('t2', 'Enduits', [KARIM])], NOBODY);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'Karim Alami' });
    expect(rows[0].tasks.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(rows[1]).toMatchObject({ name: 'Youssef Tazi' });
    expect(rows[1].tasks.map((t) => t.id)).toEqual(['t1']);
  });

  it('has no row without tasks', () => {
    expect(resourceRows([], NOBODY)).toEqual([]);
  });
});

describe('ResourceView', () => {
  const show = (tasks: TaskFieldsFragment[], onOpen = jest.fn()) =>
    render(
      <IntlProvider locale="fr" messages={planningMessages}>
        <ResourceView tasks={tasks} from="2026-03-09" to="2026-03-15" colourBy="site" onOpen={onOpen} />
      </IntlProvider>,
    );

  it('draws a row per person and the task on each of its days', () => {
    const onOpen = jest.fn();
    const dalle = task('t1', 'Dalle', [YOUSSEF, KARIM], '2026-03-10', '2026-03-11');
    show([dalle, task('t2', 'Nettoyage', [], '2026-03-13', '2026-03-13')], onOpen);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Karim AlamiPlâtrier', 'Youssef TaziMaçon', NOBODY]);
    // Monday 9 to Sunday 15: Dalle on Tuesday and Wednesday, in both people's rows.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0])).toEqual(['', 'DalleVilla Anfa', 'DalleVilla Anfa', '', '', '', '']);
    expect(cells(rows[1])).toEqual(['', 'DalleVilla Anfa', 'DalleVilla Anfa', '', '', '', '']);
    expect(cells(rows[2])).toEqual(['', '', '', '', 'NettoyageVilla Anfa', '', '']);
    within(rows[1]).getAllByRole('button', { name: /Dalle/ })[0].click();
    expect(onOpen).toHaveBeenCalledWith(dalle);
  });

  it('says so when nobody has a task', () => {
    show([]);
    expect(screen.getByText('Aucune personne n’a de tâche cette semaine.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
