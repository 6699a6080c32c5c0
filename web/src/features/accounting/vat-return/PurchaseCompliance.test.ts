import type { ApolloClient } from '@apollo/client';
import { createIntl } from 'react-intl';
import { siteFinanceSharedMessages } from '../../finance/site/shared-messages';
import { setCurrentIntl } from '../../../shared/intl/current-intl';
import { confirmCashLimits } from './PurchaseCompliance';

const confirm = jest.fn();
jest.mock('antd/es/modal', () => ({ __esModule: true, default: { confirm: (props: unknown) => confirm(props) } }));

setCurrentIntl(createIntl({ locale: 'fr', messages: siteFinanceSharedMessages }));
const clientAnswering = (check: object | Error) =>
  ({
    query: jest.fn(() => (check instanceof Error ? Promise.reject(check) : Promise.resolve({ data: { cashPaymentCheck: check } }))),
  }) as unknown as ApolloClient;
// Supplier C's day: 6 000 + 2 400 already paid in cash; a further 1 200 (HT 1 000 at 20 %) is wholly beyond 5 000.
const CASH = {
  supplierId: 's-c',
  date: '2026-03-15',
  amountHT: '1000',
  vatRate: '20',
  amountPaid: '1200',
  paymentDate: '2026-03-15',
  paymentMode: 'ESPECES',
};
const OVER = { nonDeductibleAmount: '1200.00', nonDeductibleVat: '200.00', overDay: true, overMonth: false };

beforeEach(() => confirm.mockReset());

describe('the cash limits before a purchase is saved', () => {
  it('asks to confirm, saying the amount and the TVA not deductible, and saves only when confirmed', async () => {
    const client = clientAnswering(OVER);
    confirm.mockImplementationOnce(({ onOk }: { onOk(): void }) => onOk());
    await expect(confirmCashLimits(client, CASH, null)).resolves.toBe(true);
    expect(client.query).toHaveBeenCalledWith(
      expect.objectContaining({
        variables: { supplierId: 's-c', day: '2026-03-15', amountPaid: '1200', amountVAT: '200.00', amountTTC: '1200.00', purchaseId: null },
      }),
    );
    const shown = confirm.mock.calls[0][0] as { title: string; content: string };
    expect(shown.title).toMatch(/^Plus de 5\s000,00\sDH en espèces ce jour à ce fournisseur$/);
    expect(shown.content).toContain('200,00');
    confirm.mockImplementationOnce(({ onCancel }: { onCancel(): void }) => onCancel());
    await expect(confirmCashLimits(client, CASH, 'p-1')).resolves.toBe(false);
  });

  it('asks nothing within the limits, for another mode, or when the check cannot be made (offline)', async () => {
    await expect(confirmCashLimits(clientAnswering({ ...OVER, nonDeductibleAmount: '0.00' }), CASH, null)).resolves.toBe(true);
    await expect(confirmCashLimits(clientAnswering(OVER), { ...CASH, paymentMode: 'VIREMENT' }, null)).resolves.toBe(true);
    await expect(confirmCashLimits(clientAnswering(new Error('offline')), CASH, null)).resolves.toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
