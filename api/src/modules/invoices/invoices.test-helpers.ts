import { addMember, createCompany, createSite, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { todayInMorocco } from '../../core/time/morocco';
import { addDays, today } from '../../../test/factories';

/*
 * What the invoice suites share: the operations, a quote computed by hand, and the world they run in. The bindings
 * are live: a suite reads `t`, `a`… once setUpInvoiceWorld's beforeAll has set them.
 */
export const INVOICE =
  'id reference kind label quote { reference } client { name } site { id } creditOf { reference } issueDate dueDate percent ' +
  'totalHT totalVAT totalTTC retentionRate retentionAmount netToPay paidAmount creditedAmount balance status amountInWords ' +
  'lines { designation quoteLineId previousPercent cumulativePercent deduction vatRate totalHT } vat { rate base vat } ' +
  'payments { date amount mode reference }';
export const QUOTE = 'mutation ($input: QuoteInput!) { createQuote(input: $input) { id reference lots { lines { id } } } }';
export const ACCEPT = 'mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }';
export const INVOICE_OF = `mutation ($quoteId: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $quoteId, input: $input) { ${INVOICE} } }`;
export const PAY = `mutation ($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { ${INVOICE} } }`;
export const CREDIT = `mutation ($id: ID!, $input: CreditNoteInput!) { createCreditNote(invoiceId: $id, input: $input) { ${INVOICE} } }`;
export const GET = `query ($id: ID!) { invoice(id: $id) { ${INVOICE} } }`;
export const LIST =
  'query ($filter: InvoiceFilterInput) { invoices(filter: $filter, size: 100) { total items { reference status } totals { count totalTTC due } } }';
export const OVERDUE = 'query { invoicesOverdue { count due } }';

export let t: TestServer;
export let a: TestCompany;
export let b: TestCompany;
export let user: Member;
export let siteId: string;
export const year = todayInMorocco().slice(0, 4);
export { addDays, today };

/**
 * Computed by hand: 10 m³ × 1 000 at 20 % and 1 u × 3 333,33 at 14 %: HT 13 333,33, TVA 2 000,00 + 466,67, TTC 15 800,00.
 */
export const lots = [
  {
    title: 'Gros œuvre',
    lines: [
      { designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' },
      { designation: 'Tableau électrique', unit: 'u', quantity: '1', unitPriceHT: '3333.33', vatRate: '14' },
    ],
  },
];
export const clients = new Map<string, string>();
/** A private person (no ICE needed on their invoices), made once per company and name. */
export async function personClient(company: TestCompany, name: string): Promise<string> {
  const key = `${company.id}:${name}`;
  if (!clients.has(key)) {
    const created = gqlOk(
      await t.gql(
        'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
        { input: { name, kind: 'PERSON' } },
        company.manager.accessToken,
      ),
    ).createClient;
    clients.set(key, created.id);
  }
  return clients.get(key)!;
}
export async function acceptedQuote(
  company = a,
  site: string | null = siteId,
  clientName = 'M. Bennani',
  issueDate = today,
): Promise<{ id: string; reference: string; lineIds: string[] }> {
  const clientId = await personClient(company, clientName);
  // A quote of the past is still valid today (accepted late), as one being invoiced over months.
  const validUntil = issueDate < today ? addDays(today, 30) : undefined;
  const q = gqlOk(await t.gql(QUOTE, { input: { clientId, issueDate, validUntil, siteId: site, lots } }, company.manager.accessToken)).createQuote;
  gqlOk(await t.gql(ACCEPT, { id: q.id }, company.manager.accessToken));
  return { id: q.id, reference: q.reference, lineIds: q.lots[0].lines.map((l: { id: string }) => l.id) };
}
export const invoice = async (quoteId: string, input: Record<string, unknown>, token = a.manager.accessToken) =>
  gqlOk(await t.gql(INVOICE_OF, { quoteId, input }, token)).createInvoice;
export const pay = async (id: string, amount: string, mode = 'VIREMENT', date = today) =>
  gqlOk(await t.gql(PAY, { id, input: { date, amount, mode } }, a.manager.accessToken)).recordPayment;
export const siteRevenues = async (site: string) =>
  (
    await sql(
      t,
      `select coalesce(sum(amount), 0)::text as ttc, coalesce(sum(amount_ht), 0)::text as ht, count(*)::int as n from revenue where site_id = $1`,
      [site],
    )
  )[0];

/** The server, two companies (A with a USER, a site and 10 % retention) and their teardown, for an invoice suite. */
export function setUpInvoiceWorld(): void {
  beforeAll(async () => {
    t = await startTestServer();
    [a, b] = await Promise.all([createCompany(t, 'Atlas Factures'), createCompany(t, 'Souss Factures')]);
    user = await addMember(t, a);
    siteId = (await createSite(t, a.manager.accessToken, { name: 'Villa Facturée' })).id;
    await sql(t, `update company set retention_rate = 10 where id = $1`, [a.id]);
  });
  afterAll(() => t.stop());
}

export const legal = (companyId: string) =>
  sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765' where id = $1`, [companyId]);
