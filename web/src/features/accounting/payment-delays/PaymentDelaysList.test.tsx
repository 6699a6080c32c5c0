import '../../../test/jsdom-screen-globals';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { onPhone } from '../../../test/phone-screen';
import { paymentDelaysMessages } from './messages';
import { paymentDelaysMessagesEn } from './messages.en';
import { type DelayRow, PaymentDelaysList } from './PaymentDelaysList';
import { lastQuarter } from './DeclarationDownload';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

// Two rows of the fixture (schema/accounting/payment-delays.fixture.md): A09, 2 months late; A07, capped at 120 days.
const row = (over: Partial<DelayRow>): DelayRow => ({
  id: 'a09',
  side: 'RECEIVED',
  reference: 'A09',
  party: 'Béton Atlas',
  issueDate: '2025-11-30',
  agreedDueDate: '2026-01-31',
  dueDate: '2026-01-31',
  dueDateCapped: false,
  amount: '33333.33',
  paid: '33333.33',
  unpaid: '0.00',
  daysLate: 29,
  monthsLate: 2,
  keyRate: '2.25',
  rate: '3.10',
  penalty: '1033.33',
  late: true,
  ...over,
});
const rows = [
  row({}),
  row({
    id: 'a07',
    reference: 'A07',
    issueDate: '2025-12-01',
    agreedDueDate: '2026-06-15',
    dueDate: '2026-03-31',
    dueDateCapped: true,
    penalty: '155.00',
  }),
  row({ id: 'f01', reference: 'F01', side: 'ISSUED', party: 'M. Bennani', late: false, daysLate: 0, monthsLate: 0, rate: '0.00', penalty: '0.00' }),
];
const wrap = (locale: 'fr' | 'en' = 'fr') =>
  render(
    <IntlProvider locale={locale} messages={locale === 'fr' ? paymentDelaysMessages : paymentDelaysMessagesEn}>
      <PaymentDelaysList rows={rows} loading={false} />
    </IntlProvider>,
  );

describe('the payment delays list', () => {
  it('shows each invoice’s legal due date, its delay and its penalty in a table on a desk', () => {
    wrap();
    const a09 = screen.getByRole('row', { name: /A09/ });
    expect(within(a09).getByText('29 j')).toBeTruthy();
    expect(within(a09).getByText('3,1 %')).toBeTruthy();
    expect(within(a09).getByText(/1 033,33/)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /A07/ })).getByText(/ramenée à 120 jours/)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /F01/ })).getByText('À temps')).toBeTruthy();
  });

  it('becomes cards on a phone, in English too', async () => {
    await onPhone(async () => {
      wrap('en');
      expect(screen.queryByRole('table')).toBeNull();
      const card = screen.getByText('A07 · Béton Atlas').closest('article')!;
      expect(within(card).getByText(/capped at 120 days/)).toBeTruthy();
      expect(within(card).getByText(/155.00|155,00/)).toBeTruthy();
    });
  });

  it('offers the quarter just ended for the declaration', () => {
    expect(lastQuarter(new Date(2026, 11, 1))).toEqual({ year: 2026, quarter: 3 });
    expect(lastQuarter(new Date(2027, 1, 10))).toEqual({ year: 2026, quarter: 4 });
  });
});
