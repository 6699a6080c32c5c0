import { createCompany, createSite, createSupplier, gqlErr, gqlOk, sql, type TestCompany } from '../../../../test/company';
import { purchaseInput } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

/*
 * What was paid under a purchase is a ledger (issue 38): each change of « Montant réglé » is a row on its own day, so
 * the bank journal and the TVA return of a month keep what was paid in it, whatever is paid later.
 */
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let site: string;
let supplier: string;

const SAVE = `mutation ($id: ID!, $i: PurchaseInput!) { updatePurchase(id: $id, input: $i) { amountPaid paymentDate } }`;
const JOURNALS = `query ($from: String, $to: String) { accountingJournals(from: $from, to: $to) {
  entries { journal date documentRef documentDate label lines { key debit credit } } } }`;
const VAT = `query ($p: String!) { vatReturn(period: $p) { deductibleVAT deductions { id purchaseId amountPaid paymentDate paidVAT } } }`;

/** A purchase of 2026-03-02: HT 1 000,00 at 20 % (TTC 1 200,00), nothing paid. */
async function newPurchase(label: string): Promise<string> {
  const created = await t.gql(
    `mutation ($s: ID!, $i: PurchaseInput!) { createPurchase(siteId: $s, input: $i) { id } }`,
    { s: site, i: purchaseInput(supplier, { label, reference: label, date: '2026-03-02', amountHT: '1000.00', vatRate: '20' }) },
    a.manager.accessToken,
  );
  return gqlOk(created).createPurchase.id;
}

const pay = async (id: string, label: string, amountPaid: string, paymentDate: string | null, paymentMode: string | null = 'VIREMENT') =>
  t.gql(
    SAVE,
    {
      id,
      i: purchaseInput(supplier, {
        label,
        reference: label,
        date: '2026-03-02',
        amountHT: '1000.00',
        vatRate: '20',
        amountPaid,
        paymentDate,
        paymentMode,
      }),
    },
    a.manager.accessToken,
  );

const ledger = async (id: string) =>
  sql(t, `select to_char(date, 'YYYY-MM-DD') as day, amount, mode from purchase_payment where purchase_id = $1 order by created_at, id`, [id]);

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Règlements'), createCompany(t, 'Rif Règlements')]);
  site = (await createSite(t, a.manager.accessToken, { name: 'Villa Règlements' })).id;
  supplier = (await createSupplier(t, a.manager.accessToken, { name: 'Béton Règlements' })).id;
});
afterAll(() => t.stop());

describe('the ledger of a purchase', () => {
  it('books a payment in March and the rest in April on their own days, in each month’s bank journal and TVA', async () => {
    const id = await newPurchase('Ciment');
    gqlOk(await pay(id, 'Ciment', '1000', '2026-03-20'));
    const march = gqlOk(await t.gql(JOURNALS, { from: '2026-03-01', to: '2026-03-31' }, a.manager.accessToken)).accountingJournals.entries;
    gqlOk(await pay(id, 'Ciment', '1200', '2026-04-10', 'CHEQUE'));

    expect(await ledger(id)).toEqual([
      { day: '2026-03-20', amount: '1000.00', mode: 'VIREMENT' },
      { day: '2026-04-10', amount: '200.00', mode: 'CHEQUE' },
    ]);
    // Its detail lists both payments (a list does not: one query per row would be an N+1).
    const detail = gqlOk(await t.gql('query ($id: ID!) { purchase(id: $id) { payments { date amount mode } } }', { id }, a.manager.accessToken));
    expect(detail.purchase.payments).toEqual([
      { date: '2026-03-20', amount: '1000.00', mode: 'VIREMENT' },
      { date: '2026-04-10', amount: '200.00', mode: 'CHEQUE' },
    ]);
    const list = gqlOk(await t.gql('query ($s: ID!) { purchases(siteId: $s) { items { payments { id } } } }', { s: site }, a.manager.accessToken));
    expect(list.purchases.items).toEqual([{ payments: null }]);
    // March as it was before April's payment: the purchase (AC) and 1 000,00 paid (BQ), not 1 200,00 on 10 April.
    const marchAfter = gqlOk(await t.gql(JOURNALS, { from: '2026-03-01', to: '2026-03-31' }, a.manager.accessToken)).accountingJournals.entries;
    expect(marchAfter).toEqual(march);
    const bank = (entries: { journal: string }[]) => entries.filter((e) => e.journal === 'BQ');
    expect(bank(marchAfter)).toEqual([
      expect.objectContaining({
        date: '2026-03-20',
        documentRef: 'Ciment',
        lines: [
          { key: 'suppliers', debit: '1000.00', credit: '0.00' },
          { key: 'bank', debit: '0.00', credit: '1000.00' },
        ],
      }),
    ]);
    const april = gqlOk(await t.gql(JOURNALS, { from: '2026-04-01', to: '2026-04-30' }, a.manager.accessToken)).accountingJournals.entries;
    expect(april.map((e: { journal: string }) => e.journal)).toEqual(['BQ']);
    expect(april[0]).toMatchObject({ date: '2026-04-10', documentDate: '2026-03-02', lines: [{ debit: '200.00' }, { credit: '200.00' }] });

    // TVA: 200,00 × 1 000 / 1 200 = 166,67 in March; the rest of the 200,00, 33,33, in April: together the purchase's TVA.
    const vat = async (p: string) => gqlOk(await t.gql(VAT, { p }, a.manager.accessToken)).vatReturn;
    const [m, ap] = [await vat('2026-03'), await vat('2026-04')];
    expect(m.deductions).toEqual([expect.objectContaining({ purchaseId: id, amountPaid: '1000.00', paymentDate: '2026-03-20', paidVAT: '166.67' })]);
    expect(ap.deductions).toEqual([expect.objectContaining({ purchaseId: id, amountPaid: '200.00', paymentDate: '2026-04-10', paidVAT: '33.33' })]);
    expect(m.deductions[0].id).not.toBe(ap.deductions[0].id);
  });

  it('takes a payment back as a negative row on its day, reversed in the bank journal; the same amount on another day moves the last row', async () => {
    const id = await newPurchase('Sable');
    gqlOk(await pay(id, 'Sable', '600', '2026-03-10'));
    gqlOk(await pay(id, 'Sable', '400', '2026-03-12'));
    expect(await ledger(id)).toEqual([
      { day: '2026-03-10', amount: '600.00', mode: 'VIREMENT' },
      { day: '2026-03-12', amount: '-200.00', mode: 'VIREMENT' },
    ]);
    gqlOk(await pay(id, 'Sable', '400', '2026-03-13', 'ESPECES'));
    expect((await ledger(id))[1]).toEqual({ day: '2026-03-13', amount: '-200.00', mode: 'ESPECES' });
    const entries = gqlOk(await t.gql(JOURNALS, { from: '2026-03-13', to: '2026-03-13' }, a.manager.accessToken)).accountingJournals.entries;
    expect(entries).toEqual([
      expect.objectContaining({
        journal: 'CA',
        label: 'Annulation de règlement Sable Béton Règlements',
        lines: [
          { key: 'cash', debit: '200.00', credit: '0.00' },
          { key: 'suppliers', debit: '0.00', credit: '200.00' },
        ],
      }),
    ]);
    // Nothing left paid: the last day stays the day of the payment taken back.
    gqlOk(await pay(id, 'Sable', '0', null, null));
    expect((await ledger(id)).at(-1)).toEqual({ day: '2026-03-13', amount: '-400.00', mode: 'ESPECES' });
  });

  it('keeps the sum of the rows equal to « Montant réglé » for every purchase, and a purchase deleted takes its rows', async () => {
    const id = await newPurchase('Clous');
    gqlOk(await pay(id, 'Clous', '1200', '2026-03-05'));
    const drift = await sql(
      t,
      `select p.id from purchase p left join purchase_payment pp on pp.purchase_id = p.id where p.company_id = $1
        group by p.id, p.amount_paid having coalesce(sum(pp.amount), 0) <> p.amount_paid`,
      [a.id],
    );
    expect(drift).toEqual([]);
    gqlOk(await t.gql('mutation ($id: ID!) { deletePurchase(id: $id) }', { id }, a.manager.accessToken));
    expect(await ledger(id)).toEqual([]);
  });

  it('refuses a paid amount over the TTC and writes no row; another company sees none of them', async () => {
    const id = await newPurchase('Gravier');
    expect(gqlErr(await pay(id, 'Gravier', '1200.01', '2026-03-05')).extensions.code).toBe('BAD_USER_INPUT');
    expect(await ledger(id)).toEqual([]);
    const theirs = gqlOk(await t.gql(VAT, { p: '2026-03' }, b.manager.accessToken)).vatReturn;
    expect(theirs.deductions).toEqual([]);
    const journals = gqlOk(await t.gql(JOURNALS, { from: '2026-03-01', to: '2026-04-30' }, b.manager.accessToken)).accountingJournals.entries;
    expect(journals).toEqual([]);
    gqlOk(await pay(id, 'Gravier', '10', '2026-03-05'));
    const theirSave = await t.gql(SAVE, { id, i: purchaseInput(supplier, { amountPaid: '5' }) }, b.manager.accessToken);
    expect(gqlErr(theirSave).extensions.code).toBe('NOT_FOUND');
    expect((await ledger(id)).map((r) => r.amount)).toEqual(['10.00']);
  });
});
