import { sumMoney } from '@chantiers/schema';
import { DELAY_FIXTURES, type DelayFixture } from '../../../../../schema/accounting/payment-delays.fixture';
import { createSite, createSupplier, gqlOk, type TestCompany } from '../../../../test/company';
import type { TestServer } from '../../../../test/server';
import { todayInMorocco } from '../../../core/time/morocco';

export const CREATE_PURCHASE = 'mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id dueDate } }';
const LOTS = [{ title: 'Gros œuvre', lines: [{ designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' }] }];

/** An accepted quote of a private client: the invoices of the fixture hang on it. */
async function acceptedQuote(t: TestServer, company: TestCompany): Promise<string> {
  const token = company.manager.accessToken;
  const client = gqlOk(
    await t.gql('mutation ($input: ClientInput!) { createClient(input: $input) { id } }', { input: { name: 'M. Bennani', kind: 'PERSON' } }, token),
  ).createClient.id;
  const quote = gqlOk(
    await t.gql(
      'mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }',
      { input: { clientId: client, issueDate: todayInMorocco(), lots: LOTS } },
      token,
    ),
  ).createQuote.id;
  gqlOk(await t.gql('mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }', { id: quote }, token));
  return quote;
}

/** A purchase of the fixture through the api (TVA 0: TTC = HT); an agreed date past 120 days is an old row's, written in SQL. */
async function received(t: TestServer, company: TestCompany, site: string, supplier: string, f: DelayFixture): Promise<void> {
  const [payment] = f.payments;
  const legal = !f.dueDate || f.dueDate <= f.expected.dueDate;
  const input = {
    supplierId: supplier,
    label: `Achat ${f.reference}`,
    reference: f.reference,
    date: f.issueDate,
    amountHT: f.ttc,
    vatRate: '0',
    amountPaid: payment?.amount ?? '0',
    paymentDate: payment?.date ?? null,
    paymentMode: payment ? 'VIREMENT' : null,
    ...(legal ? { dueDate: f.dueDate } : {}),
  };
  const created = gqlOk(await t.gql(CREATE_PURCHASE, { siteId: site, input }, company.manager.accessToken)).createPurchase;
  if (!legal) await t.sql('update purchase set due_date = $1 where id = $2', [f.dueDate, created.id]);
}

/** An invoice of the fixture written in SQL (issued invoices have their own suites), with its payments and credit notes. */
async function issued(t: TestServer, company: TestCompany, site: string, quote: string, f: DelayFixture): Promise<void> {
  const retention = f.retention ?? '0.00';
  const credited = f.credited ?? '0.00';
  const paid = sumMoney(f.payments.map((p) => p.amount));
  // An invoice always has a due date: with none agreed it was given the default one.
  const due = f.dueDate ?? f.expected.dueDate;
  const [row] = await t.sql<{ id: string }>(
    `insert into invoice (id, company_id, reference, kind, quote_id, site_id, label, issue_date, due_date, total_ht, total_vat, total_ttc,
       retention_rate, retention_amount, net_to_pay, paid_amount, credited_amount, search_text, created_at)
     values (gen_random_uuid(), $1, $2::text, 'SOLDE', $3, $4, $2::text, $5, $6, $7::numeric, 0, $7::numeric, 0, $8::numeric,
       $7::numeric - $8::numeric, $9, $10, $2::text, now())
     returning id`,
    [company.id, f.reference, quote, site, f.issueDate, due, f.ttc, retention, paid, credited],
  );
  for (const p of f.payments)
    await t.sql(
      `insert into invoice_payment (id, company_id, invoice_id, date, amount, mode, created_at) values (gen_random_uuid(), $1, $2, $3, $4, 'VIREMENT', now())`,
      [company.id, row.id, p.date, p.amount],
    );
  if (f.credited)
    await t.sql(
      `insert into invoice (id, company_id, reference, kind, quote_id, site_id, credit_of_id, label, issue_date, due_date, total_ht, total_vat, total_ttc,
         retention_rate, retention_amount, net_to_pay, paid_amount, credited_amount, search_text, created_at)
       values (gen_random_uuid(), $1, $2::text, 'AVOIR', $3, $4, $5, $2::text, $6::date, $6::date, $7::numeric, 0, $7::numeric, 0, 0,
         $7::numeric, 0, 0, $2::text, now())`,
      [company.id, `AV-${f.reference}`, quote, site, row.id, f.issueDate, credited],
    );
}

/** The 50 invoices of schema/accounting/payment-delays.fixture.ts in `company`. */
export async function writeFixture(t: TestServer, company: TestCompany): Promise<void> {
  const token = company.manager.accessToken;
  const site = (await createSite(t, token, { name: 'Résidence 69-21' })).id as string;
  const supplier = (await createSupplier(t, token, { name: 'Béton Atlas', ice: '001525874000023' })).id;
  const quote = await acceptedQuote(t, company);
  for (const f of DELAY_FIXTURES) {
    if (f.side === 'RECEIVED') await received(t, company, site, supplier, f);
    else await issued(t, company, site, quote, f);
  }
}
