// @both-databases: the refusal is thrown inside the flush's transaction under the books' advisory lock, on each engine
import { WEEKDAYS } from '@chantiers/schema';
import { addMonths, monthOf } from '../../../core/books/months';
import { todayInMorocco } from '../../../core/time/morocco';
import { createCompany, createSite, createSupplier, gqlErr, gqlOk, sql, type TestCompany } from '../../../../test/company';
import { createPerson, purchaseInput, revenueInput, sheetInput } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { BOOKED, NOT_BOOKED } from './booked-mutations.test-helpers';

/*
 * Closing a month (issue 38): over every mutation of the schema, nothing dated in a closed month is created, changed
 * or deleted, on both doors; what is refused says why and where to close, and changes nothing.
 */

let t: TestServer;
let a: TestCompany;
let token: string;
const today = todayInMorocco();
const CLOSED = addMonths(monthOf(today), -2);
const OPEN = addMonths(monthOf(today), -1);

/** The first day of `month` on or after its `from`th that is a working weekday (Tuesday to Thursday). */
function weekday(month: string, from: number): string {
  for (let d = from; ; d += 1) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    const w = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (w >= 2 && w <= 4) return day;
  }
}
const frenchDay = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];

const ids: Record<string, string> = {};
const gql = async (query: string, variables: Record<string, unknown>) => t.gql(query, variables, token);
const ok = async (query: string, variables: Record<string, unknown>) => gqlOk(await gql(query, variables));

const BOOK_TABLES = ['purchase', 'purchase_payment', 'revenue', 'service_sheet', 'invoice', 'invoice_payment', 'activity_entry', 'site'];
/** Every book record of the company, as text: what a refused write must leave exactly as it was. */
async function books(): Promise<string> {
  const parts = await Promise.all(
    BOOK_TABLES.map(async (table) => {
      const rows = await sql(t, `select md5(coalesce(string_agg(x::text, '|' order by x.id), '')) as h from ${table} x where company_id = $1`, [
        a.id,
      ]);
      return `${table}:${rows[0].h}`;
    }),
  );
  return parts.join(' ');
}

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Clôtures');
  token = a.manager.accessToken;
  await sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765' where id = $1`, [a.id]);
  ids.site = (await createSite(t, token, { name: 'Villa Clôturée', budget: '500000' })).id;
  ids.supplier = (await createSupplier(t, token, { name: 'Béton Atlas' })).id;
  ids.person = (await createPerson(t, token)).id;
  const d = weekday(CLOSED, 3);
  ids.purchase = (
    await ok(`mutation ($s: ID!, $i: PurchaseInput!) { createPurchase(siteId: $s, input: $i) { id } }`, {
      s: ids.site,
      i: purchaseInput(ids.supplier, { date: d, amountPaid: '500', paymentDate: d, paymentMode: 'VIREMENT' }),
    })
  ).createPurchase.id;
  ids.revenue = (
    await ok(`mutation ($s: ID!, $i: RevenueInput!) { createRevenue(siteId: $s, input: $i) { id } }`, { s: ids.site, i: revenueInput({ date: d }) })
  ).createRevenue.id;
  ids.sheet = (
    await ok(`mutation ($s: ID!, $i: ServiceSheetInput!) { createServiceSheet(siteId: $s, input: $i) { id } }`, {
      s: ids.site,
      i: sheetInput({ date: d, day: frenchDay(d) }),
    })
  ).createServiceSheet.id;
  ids.client = (
    await ok('mutation ($i: ClientInput!) { createClient(input: $i) { id } }', { i: { name: 'M. Bennani', kind: 'PERSON' } })
  ).createClient.id;
  const lots = [{ title: 'Gros œuvre', lines: [{ designation: 'Béton armé', unit: 'm³', quantity: '10', unitPriceHT: '1000', vatRate: '20' }] }];
  const quote = (
    await ok('mutation ($i: QuoteInput!) { createQuote(input: $i) { id } }', {
      i: { clientId: ids.client, issueDate: d, validUntil: `${monthOf(today)}-28`, siteId: ids.site, lots },
    })
  ).createQuote;
  ids.quote = quote.id;
  await ok('mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }', { id: quote.id });
  ids.invoice = (
    await ok('mutation ($q: ID!, $i: InvoiceInput!) { createInvoice(quoteId: $q, input: $i) { id } }', {
      q: quote.id,
      i: { kind: 'ACOMPTE', percent: '30', issueDate: d },
    })
  ).createInvoice.id;
  const paid = await ok('mutation ($id: ID!, $i: PaymentInput!) { recordPayment(invoiceId: $id, input: $i) { payments { id } } }', {
    id: ids.invoice,
    i: { date: d, amount: '1000', mode: 'VIREMENT' },
  });
  ids.payment = paid.recordPayment.payments[0].id;
  ids.activityDay = d;
  await ok('mutation ($e: [ActivityEntryInput!]!) { saveActivity(entries: $e) { day } }', {
    e: [{ siteId: ids.site, personnelId: ids.person, day: d, value: '1' }],
  });
  // A site with days worked only: deleting it would take them (the database's cascade); it is archived instead.
  ids.site2 = (await createSite(t, token, { name: 'Dépôt Ain Sebaâ' })).id;
  await ok('mutation ($e: [ActivityEntryInput!]!) { saveActivity(entries: $e) { day } }', {
    e: [{ siteId: ids.site2, personnelId: ids.person, day: weekday(CLOSED, 20), value: '1' }],
  });
  const closed = await ok('mutation ($m: String!) { closeBooksMonth(month: $m) { closedThrough openMonths } }', { m: CLOSED });
  expect(closed.closeBooksMonth).toEqual({ closedThrough: CLOSED, openMonths: [OPEN, monthOf(today)] });
});
afterAll(() => t.stop());

describe('a closed month', () => {
  it('every mutation of the schema is named: as writing dated records of the books, or as not', async () => {
    const schema = gqlOk(await gql('{ __schema { mutationType { fields { name } } } }', {}));
    const all = schema.__schema.mutationType.fields.map((f: { name: string }) => f.name).sort();
    const named = [...Object.keys(BOOKED), ...NOT_BOOKED].sort();
    expect(all.filter((m: string) => !named.includes(m))).toEqual([]);
    expect(named.filter((m) => !all.includes(m))).toEqual([]);
    expect(Object.keys(BOOKED).filter((m) => NOT_BOOKED.includes(m))).toEqual([]);
  });

  it('refuses, over GraphQL, every write dated in it: create, change and delete, each saying why and where to close', async () => {
    const before = await books();
    const d = weekday(CLOSED, 15);
    const refusals: string[] = [];
    for (const [mutation, attempts] of Object.entries(BOOKED)) {
      for (const attempt of attempts({ ids, closedDay: d, frenchDay })) {
        const err = gqlErr(await gql(attempt.query, attempt.variables));
        refusals.push(`${mutation}: ${err.extensions.code} ${err.message.startsWith(`Le mois de `) && err.message.includes('est clôturé')}`);
        expect([mutation, err.extensions.code, (err.extensions as Record<string, unknown>).fixPath, err.message]).toEqual([
          mutation,
          'CONFLICT',
          '/comptabilite',
          expect.stringContaining('est clôturé'),
        ]);
      }
    }
    expect(refusals.every((r) => r.endsWith('CONFLICT true'))).toBe(true);
    expect(refusals.length).toBeGreaterThanOrEqual(Object.keys(BOOKED).length);
    expect(await books()).toBe(before);
    // Deleting a site with days worked in the closed month keeps them: the site is archived.
    expect((await ok('mutation ($id: ID!) { deleteSite(id: $id) { deleted } }', { id: ids.site2 })).deleteSite.deleted).toBe(false);
    expect((await sql(t, 'select count(*)::int as n from activity_entry where site_id = $1', [ids.site2]))[0].n).toBe(1);
  });

  it('refuses the same writes through the REST door, with the same message', async () => {
    const before = await books();
    const d = weekday(CLOSED, 16);
    const rest = t.rest.bind(t);
    const auth = { authorization: `Bearer ${token}` };
    const answers = [
      await rest('POST', '/chantiers/depenses/save', { idChantier: ids.site, ...legacyPurchase(d) }, auth),
      await rest('PUT', `/chantiers/depenses/modifierDepense/${ids.purchase}`, { ...legacyPurchase(d), libelle: 'Changé' }, auth),
      await rest('DELETE', `/chantiers/depenses/delete/${ids.purchase}`, undefined, auth),
      await rest('POST', '/chantiers/recettes/save', { idChantier: ids.site, libelle: 'Situation', date: d, reference: 'S-9', montant: '100' }, auth),
      await rest('DELETE', `/chantiers/recettes/delete/${ids.revenue}`, undefined, auth),
      await rest('DELETE', `/chantiers/services/delete/${ids.sheet}`, undefined, auth),
      await rest('POST', `/factures/${ids.invoice}/paiements`, { date: d, montant: '10', mode: 'VIREMENT' }, auth),
      await rest('DELETE', `/factures/paiements/${ids.payment}`, undefined, auth),
      await rest('POST', `/factures/${ids.invoice}/avoir`, { motif: 'Erreur', montant: '10', dateEmission: d }, auth),
      await rest('POST', '/chantiers/cra/ajouter', { idChantier: ids.site, idPersonnel: ids.person, dateImputation: d, imputation: 1 }, auth),
    ];
    for (const [i, answer] of answers.entries()) {
      expect([i, answer.status, (answer.body as { message?: string }).message]).toEqual([i, 409, expect.stringContaining('est clôturé')]);
    }
    expect(await books()).toBe(before);
  });

  it('refuses a write past the two open months, naming the month to close first', async () => {
    const next = `${addMonths(monthOf(today), 1)}-05`;
    const err = gqlErr(
      await gql(`mutation ($s: ID!, $i: PurchaseInput!) { createPurchase(siteId: $s, input: $i) { id } }`, {
        s: ids.site,
        i: purchaseInput(ids.supplier, { date: next }),
      }),
    );
    expect(err.extensions).toMatchObject({ code: 'CONFLICT', fixPath: '/comptabilite' });
    expect(err.message).toContain('pas encore ouvert');
    expect(err.message).toContain(`clôturer`);
  });

  it('takes corrections in an open month: the rest paid today, a payment and a credit note dated today', async () => {
    const paid = await ok(`mutation ($id: ID!, $i: PurchaseInput!) { updatePurchase(id: $id, input: $i) { amountPaid } }`, {
      id: ids.purchase,
      i: purchaseInput(ids.supplier, { date: weekday(CLOSED, 3), amountPaid: '1200', paymentDate: today, paymentMode: 'CHEQUE' }),
    });
    expect(paid.updatePurchase.amountPaid).toBe('1200.00');
    // The closed month's bank journal keeps the 500,00 paid in it; the 700,00 paid today is today's.
    const bank = async (from: string, to: string) =>
      (
        await ok('query ($f: String, $t: String) { accountingJournals(from: $f, to: $t) { entries { journal date lines { debit } } } }', {
          f: from,
          t: to,
        })
      ).accountingJournals.entries.filter((e: { journal: string }) => e.journal === 'BQ' || e.journal === 'CA');
    expect((await bank(`${CLOSED}-01`, `${CLOSED}-28`)).map((e: { lines: { debit: string }[] }) => e.lines[0].debit)).toContain('500.00');
    expect(await bank(today, today)).toEqual([{ journal: 'BQ', date: today, lines: [{ debit: '700.00' }, { debit: '0.00' }] }]);
    await ok('mutation ($id: ID!, $i: PaymentInput!) { recordPayment(invoiceId: $id, input: $i) { id } }', {
      id: ids.invoice,
      i: { date: today, amount: '100', mode: 'VIREMENT' },
    });
    await ok('mutation ($id: ID!, $i: CreditNoteInput!) { createCreditNote(invoiceId: $id, input: $i) { id } }', {
      id: ids.invoice,
      i: { reason: 'Remise', amountTTC: '50', issueDate: today },
    });
  });

  it('closes in order, once ended, never twice, and only for an Admin Société', async () => {
    const close = (m: string, tok = token) => t.gql('mutation ($m: String!) { closeBooksMonth(month: $m) { closedThrough } }', { m }, tok);
    expect(gqlErr(await close(monthOf(today))).message).toContain('une fois terminé');
    expect(gqlErr(await close(CLOSED)).extensions.code).toBe('CONFLICT');
    expect(gqlErr(await close('2026-13')).extensions.code).toBe('BAD_USER_INPUT');
    const other = await createCompany(t, 'Rif Clôtures');
    // Another company's books are its own: nothing of A's closing applies to B, which closes its own months.
    expect(gqlOk(await t.gql('{ booksPeriods { closedThrough } }', {}, other.manager.accessToken)).booksPeriods.closedThrough).toBeNull();
    expect(gqlOk(await close(addMonths(CLOSED, -2), other.manager.accessToken)).closeBooksMonth.closedThrough).toBe(addMonths(CLOSED, -2));
    expect(gqlErr(await close(CLOSED, other.manager.accessToken)).message).toContain('dans l’ordre');
  });
});

function legacyPurchase(day: string) {
  return { idFournisseur: ids.supplier, libelle: 'Ciment', reference: 'BL-1', date: day, montantHT: '100', tva: 20 };
}
