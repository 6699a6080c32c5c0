// @both-databases: the same record changed or deleted by several requests at once, under row locks.
import { createCompany, createSite, createSupplier, gqlErr, gqlOk, sql, type TestCompany } from '../../../../test/company';
import { createPerson, createPurchase, createRevenue, createServiceSheet, today } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { REBUILD_MONTHS_SQL } from './month-totals';

/**
 * A double tap, a retry after a timeout, two tabs: the same delete or change arrives several times at once. Each
 * record must move its site's totals once, every answer must be one the user can read (the record, or 'not found'),
 * and the kept totals must equal a rebuild from the records.
 */
let t: TestServer;
let a: TestCompany;
let siteId: string;
let supplierId: string;
const AT_ONCE = 8;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Concurrence');
  siteId = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  supplierId = (await createSupplier(t, a.manager.accessToken, { name: 'Béton Atlas' })).id;
  await sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765' where id = $1`, [a.id]);
});
afterAll(() => t.stop());

const gql = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, a.manager.accessToken);
const atOnce = (n: number, run: (i: number) => Promise<{ status: number; body: any }>) => Promise.all(Array.from({ length: n }, (_, i) => run(i)));
const codes = (answers: { body: any }[]) => answers.map((r) => (r.body.errors ? r.body.errors[0].extensions.code : 'OK')).sort();

const COLUMNS =
  'site_id, month::text as month, revenues::text, revenues_ht::text, purchases_ht::text, purchases_vat::text, purchases_ttc::text, ' +
  'subcontracting::text, labour_net::text, labour_bonus::text';
const kept = () => sql(t, `select ${COLUMNS} from site_month_finance where company_id = $1 order by site_id, month`, [a.id]);
/** The kept totals, then the same rebuilt from the records (the rebuild replaces them: read them first). */
async function keptAndRebuilt() {
  const before = await kept();
  // This file's database holds one company: the whole table is rebuilt.
  await sql(t, 'delete from site_month_finance');
  await sql(t, REBUILD_MONTHS_SQL);
  const nonZero = (rows: Record<string, string>[]) =>
    rows.filter((r) => Object.entries(r).some(([k, v]) => !['site_id', 'month'].includes(k) && Number(v) !== 0));
  return { kept: nonZero(before), rebuilt: nonZero(await kept()) };
}

describe('the same record changed several times at once', () => {
  it('deletes a purchase, a revenue and a service sheet once each; the others are told it is gone', async () => {
    const token = a.manager.accessToken;
    const purchase = await createPurchase(t, token, siteId, {
      supplierId,
      label: 'Ciment',
      reference: 'F1',
      date: today,
      amountHT: '1000',
      vatRate: '20',
    });
    const revenue = await createRevenue(t, token, siteId, { label: 'Avance', reference: 'R1', date: today, amount: '3600' });
    const sheet = await createServiceSheet(t, token, siteId, {
      date: '2024-03-18',
      amountPaid: '1750',
      bonus: '0',
      supplier: 'Équipe Saïd',
      worker: 'Saïd',
    });
    const [p, r, s] = await Promise.all([
      atOnce(AT_ONCE, () => gql('mutation ($id: ID!) { deletePurchase(id: $id) }', { id: purchase.id })),
      atOnce(AT_ONCE, () => gql('mutation ($id: ID!) { deleteRevenue(id: $id) }', { id: revenue.id })),
      atOnce(AT_ONCE, () => gql('mutation ($id: ID!) { deleteServiceSheet(id: $id) }', { id: sheet.id })),
    ]);
    for (const answers of [p, r, s])
      expect(codes(answers)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'OK']);
    const figures = gqlOk(
      await gql('query ($id: ID!) { siteSummary(id: $id) { revenues purchasesTTC subcontracting } }', { id: siteId }),
    ).siteSummary;
    expect(figures).toEqual({ revenues: '0.00', purchasesTTC: '0.00', subcontracting: '0.00' });
    const { kept: k, rebuilt } = await keptAndRebuilt();
    expect(k).toEqual(rebuilt);
  });

  it('applies eight concurrent edits of one purchase in turn: the totals hold the last one, not a sum of them', async () => {
    const purchase = await createPurchase(t, a.manager.accessToken, siteId, {
      supplierId,
      label: 'Acier',
      reference: 'F2',
      date: today,
      amountHT: '100',
      vatRate: '20',
    });
    const answers = await atOnce(AT_ONCE, (i) =>
      gql('mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { amountHT } }', {
        id: purchase.id,
        input: { supplierId, label: 'Acier', reference: 'F2', date: today, amountHT: String(200 + i), vatRate: '20', amountPaid: '0' },
      }),
    );
    expect(codes(answers)).toEqual(Array(AT_ONCE).fill('OK'));
    const [row] = await sql<{ ht: string }>(t, 'select amount_ht::text as ht from purchase where id = $1', [purchase.id]);
    const figures = gqlOk(await gql('query ($id: ID!) { siteSummary(id: $id) { purchasesHT } }', { id: siteId })).siteSummary;
    expect(figures.purchasesHT).toBe(row.ht);
    const { kept: k, rebuilt } = await keptAndRebuilt();
    expect(k).toEqual(rebuilt);
  });

  it('cancels an invoice payment once: the invoice and the site revenues lose it once, and no larger payment gets in', async () => {
    const client = gqlOk(await gql('mutation { createClient(input: { name: "M. Bennani", kind: "PERSON" }) { id } }', {})).createClient;
    const quote = gqlOk(
      await gql('mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }', {
        input: {
          clientId: client.id,
          issueDate: today,
          siteId,
          lots: [{ title: 'Lot', lines: [{ designation: 'Dalle', unit: 'u', quantity: '1', unitPriceHT: '1458.33' }] }],
        },
      }),
    ).createQuote;
    gqlOk(await gql('mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }', { id: quote.id }));
    const invoice = gqlOk(
      await gql('mutation ($q: ID!) { createInvoice(quoteId: $q, input: { kind: "SOLDE" }) { id netToPay } }', { q: quote.id }),
    ).createInvoice;
    const PAY = 'mutation ($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { paidAmount payments { id amount } } }';
    const first = gqlOk(await gql(PAY, { id: invoice.id, input: { date: today, amount: '700', mode: 'VIREMENT' } })).recordPayment;
    gqlOk(await gql(PAY, { id: invoice.id, input: { date: today, amount: '875', mode: 'CHEQUE' } }));
    const paymentId = first.payments.find((x: { amount: string }) => x.amount === '700.00').id;
    const cancels = await atOnce(6, () => gql('mutation ($id: ID!) { deletePayment(paymentId: $id) { paidAmount } }', { id: paymentId }));
    expect(codes(cancels)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'OK']);
    const after = gqlOk(await gql('query ($id: ID!) { invoice(id: $id) { paidAmount balance } }', { id: invoice.id })).invoice;
    expect(after.paidAmount).toBe('875.00');
    // What is left (1 750 − 875 = 875) is the most a payment may be: 2 100 is refused, and nothing is recorded.
    expect(invoice.netToPay).toBe('1750.00');
    expect(gqlErr(await gql(PAY, { id: invoice.id, input: { date: today, amount: '2100', mode: 'VIREMENT' } })).extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    const [revenues] = await sql<{ total: string }>(t, 'select coalesce(sum(amount), 0)::text as total from revenue where site_id = $1', [siteId]);
    expect(revenues.total).toBe('875.00');
    const { kept: k, rebuilt } = await keptAndRebuilt();
    expect(k).toEqual(rebuilt);
  });

  it('clears an activity-report cell once, and locks a month once (the others are told it is already locked)', async () => {
    const person = (await createPerson(t, a.manager.accessToken, { lastName: 'Alami', firstName: 'Karim', dailyRate: '350', mealBonus: '0' })).id;
    const day = '2026-10-05';
    gqlOk(
      await gql('mutation ($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { day } }', {
        entries: [{ siteId, personnelId: person, day, value: '1' }],
      }),
    );
    const clears = await atOnce(6, () =>
      gql('mutation ($cells: [ActivityCellInput!]!) { clearActivity(cells: $cells) }', { cells: [{ siteId, personnelId: person, day }] }),
    );
    expect(clears.map((c) => c.body.data?.clearActivity).sort()).toEqual([0, 0, 0, 0, 0, 1]);
    const { kept: k, rebuilt } = await keptAndRebuilt();
    expect(k).toEqual(rebuilt);

    const locks = await atOnce(4, () => gql('mutation ($m: String!) { lockActivityMonth(month: $m) }', { m: '2026-10' }));
    expect(codes(locks)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'OK']);
    expect(locks.every((l) => l.status < 500)).toBe(true);
    expect(await sql(t, "select count(*)::int as n from activity_month_lock where company_id = $1 and month = '2026-10-01'", [a.id])).toEqual([
      { n: 1 },
    ]);
  });

  it("makes one site when 'Créer le chantier' is clicked eight times at once", async () => {
    const client = gqlOk(await gql('mutation { createClient(input: { name: "Famille Idrissi", kind: "PERSON" }) { id } }', {})).createClient;
    const quote = gqlOk(
      await gql('mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }', {
        input: {
          clientId: client.id,
          issueDate: today,
          object: 'Villa Souissi',
          lots: [{ title: 'Lot', lines: [{ designation: 'Dalle', unit: 'u', quantity: '1', unitPriceHT: '100' }] }],
        },
      }),
    ).createQuote;
    gqlOk(await gql('mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }', { id: quote.id }));
    const before = await sql<{ n: number }>(t, 'select count(*)::int as n from site where company_id = $1', [a.id]);
    const answers = await atOnce(AT_ONCE, () => gql('mutation ($id: ID!) { createSiteFromQuote(id: $id) { site { id } } }', { id: quote.id }));
    expect(codes(answers)).toEqual([...Array(AT_ONCE - 1).fill('CONFLICT'), 'OK']);
    expect(await sql(t, 'select count(*)::int as n from site where company_id = $1', [a.id])).toEqual([{ n: before[0].n + 1 }]);
  });
});
