import { gqlErr, gqlOk } from '../../../test/company';
import { a, acceptedQuote, INVOICE_OF, invoice, legal, LIST, setUpInvoiceWorld, t } from './invoices.test-helpers';

setUpInvoiceWorld();

/** The quote of the helpers: 10 000,00 HT at 20 % (Béton) and 3 333,33 HT at 14 % (Tableau électrique). */
describe('a deposit after a progress statement', () => {
  beforeAll(() => legal(a.id));

  it('bills no rate beyond its base: a share of a rate already billed is refused, an amount goes to what is left', async () => {
    const q = await acceptedQuote(a, undefined, 'M. Tazi');
    await invoice(q.id, { kind: 'SITUATION', progress: [{ lineId: q.lineIds[0], percent: '100' }] });
    // 10 % of the quote would bill 1 000,00 more at 20 %, where all 10 000,00 are billed.
    const share = gqlErr(await t.gql(INVOICE_OF, { quoteId: q.id, input: { kind: 'ACOMPTE', percent: '10' } }, a.manager.accessToken));
    expect(share.extensions.fields).toEqual({
      percent: 'Cet acompte dépasse ce qui reste à facturer au taux de 20 % (0,00 HT) : saisissez plutôt un montant, réparti sur ce qui reste.',
    });
    const deposit = await invoice(q.id, { kind: 'ACOMPTE', amountHT: '1000' });
    expect(deposit.lines.map((l: { vatRate: string; totalHT: string }) => [l.vatRate, l.totalHT])).toEqual([['14.00', '1000.00']]);
    const balance = await invoice(q.id, { kind: 'SOLDE' });
    expect(balance.lines.map((l: { vatRate: string; totalHT: string }) => [l.vatRate, l.totalHT])).toEqual([['14.00', '2333.33']]);
    const all = gqlOk(await t.gql(LIST, { filter: { search: q.reference } }, a.manager.accessToken)).invoices;
    // The quote's TTC, to the centime: 10 000,00 × 1,20 + 3 333,33 × 1,14.
    expect(all.totals).toMatchObject({ count: 3, totalTTC: '15800.00' });
  });
});
