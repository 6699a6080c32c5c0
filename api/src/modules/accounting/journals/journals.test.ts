import { WEEKDAYS } from '@chantiers/schema';
import { addMonths, monthOf } from '../../../core/books/months';
import { todayInMorocco } from '../../../core/time/morocco';
import { addMember, createCompany, createSite, createSupplier, gqlErr, gqlOk, sql, type TestCompany } from '../../../../test/company';
import { createPerson, purchaseInput, sheetInput } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

/* The month of journals-fixture.md, computed by hand, matched to the centime by the journals and both files. */

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let token: string;
const M = addMonths(monthOf(todayInMorocco()), -1);
const day = (n: number) => `${M}-${String(n).padStart(2, '0')}`;
const LAST = new Date(Date.UTC(Number(M.slice(0, 4)), Number(M.slice(5, 7)), 0)).toISOString().slice(0, 10);
const refs: Record<string, string> = {};

const JOURNALS = `query ($from: String, $to: String) { accountingJournals(from: $from, to: $to) {
  entries { journal number date documentRef label lines { account debit credit } } totals { journal debit credit entries } } }`;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Comptes'), createCompany(t, 'Rif Comptes')]);
  token = a.manager.accessToken;
  await sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765', retention_rate = 0 where id = $1`, [
    a.id,
  ]);
  const ok = async (q: string, v: Record<string, unknown>) => gqlOk(await t.gql(q, v, token));
  const site = (await createSite(t, token, { name: 'Villa Comptes' })).id;
  const client = (await ok('mutation ($i: ClientInput!) { createClient(input: $i) { id } }', { i: { name: 'M. Bennani', kind: 'PERSON' } }))
    .createClient.id;
  const lots = [
    {
      title: 'Lot unique',
      lines: [
        { designation: 'Béton armé', unit: 'm³', quantity: '10', unitPriceHT: '1000', vatRate: '20' },
        { designation: 'Menuiserie', unit: 'u', quantity: '5', unitPriceHT: '2000', vatRate: '14' },
      ],
    },
  ];
  const quote = (
    await ok('mutation ($i: QuoteInput!) { createQuote(input: $i) { id } }', {
      i: { clientId: client, issueDate: day(1), validUntil: `${monthOf(todayInMorocco())}-28`, siteId: site, lots },
    })
  ).createQuote.id;
  await ok('mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }', { id: quote });
  const inv = (
    await ok('mutation ($q: ID!, $i: InvoiceInput!) { createInvoice(quoteId: $q, input: $i) { id reference totalHT totalVAT totalTTC netToPay } }', {
      q: quote,
      i: { kind: 'ACOMPTE', percent: '30', issueDate: day(5) },
    })
  ).createInvoice;
  expect(inv).toMatchObject({ totalHT: '6000.00', totalVAT: '1020.00', totalTTC: '7020.00', netToPay: '7020.00' });
  refs.invoice = inv.reference;
  const credit = (
    await ok('mutation ($id: ID!, $i: CreditNoteInput!) { createCreditNote(invoiceId: $id, input: $i) { reference totalHT totalVAT totalTTC } }', {
      id: inv.id,
      i: { reason: 'Remise commerciale', amountTTC: '1170', issueDate: day(8) },
    })
  ).createCreditNote;
  expect(credit).toMatchObject({ totalHT: '1000.00', totalVAT: '170.00', totalTTC: '1170.00' });
  refs.credit = credit.reference;
  const pay = (amount: string, mode: string, date: string) =>
    ok('mutation ($id: ID!, $i: PaymentInput!) { recordPayment(invoiceId: $id, input: $i) { id } }', {
      id: inv.id,
      i: { date, amount, mode, reference: `R-${amount}` },
    });
  await pay('3000', 'VIREMENT', day(12));
  await pay('1000', 'ESPECES', day(13));
  const supplier = (await createSupplier(t, token, { name: 'Béton Atlas' })).id;
  const purchase = (i: Record<string, unknown>) =>
    ok('mutation ($s: ID!, $i: PurchaseInput!) { createPurchase(siteId: $s, input: $i) { id } }', { s: site, i: purchaseInput(supplier, i) });
  await purchase({
    reference: 'P1',
    label: 'Ciment',
    date: day(6),
    amountHT: '1000',
    vatRate: '20',
    amountPaid: '1200',
    paymentDate: day(6),
    paymentMode: 'ESPECES',
  });
  await purchase({
    reference: 'P2',
    label: 'Fer',
    date: day(7),
    amountHT: '2500',
    vatRate: '10',
    amountPaid: '1000',
    paymentDate: day(14),
    paymentMode: 'CHEQUE',
  });
  const sheetDay = day(9);
  await ok('mutation ($s: ID!, $i: ServiceSheetInput!) { createServiceSheet(siteId: $s, input: $i) { id } }', {
    s: site,
    i: sheetInput({ date: sheetDay, day: WEEKDAYS[(new Date(`${sheetDay}T00:00:00Z`).getUTCDay() + 6) % 7], amountPaid: '300', bonus: '50' }),
  });
  const person = (await createPerson(t, token, { dailyRate: '200', mealBonus: '0' })).id;
  await ok('mutation ($e: [ActivityEntryInput!]!) { saveActivity(entries: $e) { day } }', {
    e: Array.from({ length: 10 }, (_, i) => ({ siteId: site, personnelId: person, day: day(i + 10), value: '1' })),
  });
});
afterAll(() => t.stop());

type Line = { account: string; debit: string; credit: string };
const lines = (...spec: [string, string, string][]): Line[] => spec.map(([account, debit, credit]) => ({ account, debit, credit }));

describe('the journals of a month', () => {
  it('are the hand-computed entries of journals-fixture.md, each balanced and numbered in its journal', async () => {
    const { entries, totals } = gqlOk(await t.gql(JOURNALS, { from: `${M}-01`, to: LAST }, token)).accountingJournals;
    const shape = entries.map((e: { journal: string; date: string; documentRef: string; lines: Line[] }) => [
      e.journal,
      e.date,
      e.documentRef,
      e.lines,
    ]);
    expect(shape).toEqual([
      [
        'VT',
        day(5),
        refs.invoice,
        lines(['3421', '7020.00', '0.00'], ['7124', '0.00', '6000.00'], ['4455', '0.00', '600.00'], ['4455', '0.00', '420.00']),
      ],
      [
        'VT',
        day(8),
        refs.credit,
        lines(['3421', '0.00', '1170.00'], ['7124', '1000.00', '0.00'], ['4455', '100.00', '0.00'], ['4455', '70.00', '0.00']),
      ],
      ['AC', day(6), 'P1', lines(['6122', '1000.00', '0.00'], ['3455', '200.00', '0.00'], ['4411', '0.00', '1200.00'])],
      ['AC', day(7), 'P2', lines(['6122', '2500.00', '0.00'], ['3455', '250.00', '0.00'], ['4411', '0.00', '2750.00'])],
      ['AC', day(9), expect.stringMatching(/^FS /), lines(['6125', '350.00', '0.00'], ['4411', '0.00', '350.00'])],
      ['BQ', day(12), 'R-3000', lines(['5141', '3000.00', '0.00'], ['3421', '0.00', '3000.00'])],
      ['BQ', day(14), 'P2', lines(['4411', '1000.00', '0.00'], ['5141', '0.00', '1000.00'])],
      ['CA', day(6), 'P1', lines(['4411', '1200.00', '0.00'], ['5161', '0.00', '1200.00'])],
      ['CA', day(9), expect.stringMatching(/^FS /), lines(['4411', '350.00', '0.00'], ['5161', '0.00', '350.00'])],
      ['CA', day(13), 'R-1000', lines(['5161', '1000.00', '0.00'], ['3421', '0.00', '1000.00'])],
      [
        'PA',
        LAST,
        `CNSS ${M}`,
        lines(
          ['6171', '2000.00', '0.00'],
          ['4432', '0.00', '1865.20'],
          ['4441', '0.00', '134.80'],
          ['6174', '421.80', '0.00'],
          ['4441', '0.00', '421.80'],
        ),
      ],
    ]);
    expect(entries.map((e: { number: string }) => e.number).slice(0, 3)).toEqual([
      `VT-${M.slice(0, 4)}-000001`,
      `VT-${M.slice(0, 4)}-000002`,
      `AC-${M.slice(0, 4)}-000001`,
    ]);
    expect(totals).toEqual([
      { journal: 'VT', debit: '8190.00', credit: '8190.00', entries: 2 },
      { journal: 'AC', debit: '4300.00', credit: '4300.00', entries: 3 },
      { journal: 'BQ', debit: '4000.00', credit: '4000.00', entries: 2 },
      { journal: 'CA', debit: '2550.00', credit: '2550.00', entries: 3 },
      { journal: 'PA', debit: '2421.80', credit: '2421.80', entries: 1 },
      { journal: 'ALL', debit: '21461.80', credit: '21461.80', entries: 11 },
    ]);
  });

  it('posts to the accounts the company set instead of the CGNC defaults; the default puts it back', async () => {
    const set = (key: string, account: string) =>
      t.gql(
        'mutation ($k: String!, $a: String!) { setAccountMapping(key: $k, account: $a) { key account defaultAccount } }',
        { k: key, a: account },
        token,
      );
    expect(gqlOk(await set('bank', '51411')).setAccountMapping.find((m: { key: string }) => m.key === 'bank')).toEqual({
      key: 'bank',
      account: '51411',
      defaultAccount: '5141',
    });
    const { entries } = gqlOk(await t.gql(JOURNALS, { from: `${M}-01`, to: LAST }, token)).accountingJournals;
    expect(entries.find((e: { journal: string }) => e.journal === 'BQ').lines[0].account).toBe('51411');
    expect(gqlErr(await set('bank', '51-1')).message).toBe('Le compte doit compter de 4 à 10 chiffres (plan comptable marocain, CGNC).');
    expect(gqlErr(await set('nothing', '5141')).extensions.code).toBe('BAD_USER_INPUT');
    // Another company's accounts are its own.
    const other = gqlOk(await t.gql('{ accountMapping { key account } }', {}, b.manager.accessToken)).accountMapping;
    expect(other.find((m: { key: string }) => m.key === 'bank').account).toBe('5141');
    gqlOk(await set('bank', '5141'));
    expect((await sql(t, 'select count(*)::int as n from account_mapping where company_id = $1', [a.id]))[0].n).toBe(0);
  });

  it('exports the same entries as CSV and as the FEC of the year, debits equal to credits', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const csv = await fetch(`${t.url}/api/v1/comptabilite/journaux/export?du=${M}-01&au=${LAST}&format=csv`, { headers: auth });
    expect(csv.status).toBe(200);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1);
    expect(rows).toHaveLength(31);
    const cents = (v: string) => BigInt(v.replace(/"/g, '').replace(',', '.').replace('.', ''));
    const sum = (col: number) => rows.reduce((s, r) => s + cents(r.split(';')[col]), 0n);
    expect([sum(7), sum(8)]).toEqual([2146180n, 2146180n]);

    const fec = await fetch(`${t.url}/api/v1/comptabilite/journaux/fec?annee=${M.slice(0, 4)}`, { headers: auth });
    expect(fec.headers.get('content-disposition')).toContain(`FEC_${M.slice(0, 4)}.txt`);
    const fecRows = (await fec.text()).trim().split('\r\n');
    expect(fecRows[0].split('\t')).toHaveLength(18);
    const mine = fecRows.slice(1).filter((r) => r.split('\t')[3].startsWith(M.replace('-', '')));
    expect(mine).toHaveLength(31);
    const fecSum = (col: number) => mine.reduce((s, r) => s + cents(r.split('\t')[col]), 0n);
    expect([fecSum(11), fecSum(12)]).toEqual([2146180n, 2146180n]);
    expect(mine[0].split('\t').slice(0, 5)).toEqual(['VT', 'Ventes', `VT-${M.slice(0, 4)}-000001`, day(5).replace(/-/g, ''), '3421']);
  });

  it('refuses a period it cannot read, and is the books of an Admin Société', async () => {
    expect(gqlErr(await t.gql(JOURNALS, { from: `${M}-10`, to: `${M}-01` }, token)).message).toBe(
      'Période invalide : indiquez un mois (AAAA-MM) ou un début et une fin (AAAA-MM-JJ).',
    );
    expect(gqlErr(await t.gql(JOURNALS, { from: '2024-01-01', to: '2025-06-30' }, token)).extensions.code).toBe('BAD_USER_INPUT');
    // A day that is not in the calendar (found by the REST fuzz: it reached the database, 500).
    expect(gqlErr(await t.gql(JOURNALS, { from: '2026-02-01', to: '2026-02-30' }, token)).extensions.code).toBe('BAD_USER_INPUT');
    const user = await addMember(t, a);
    expect(gqlErr(await t.gql(JOURNALS, { from: `${M}-01`, to: LAST }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    // Another company sees none of A's entries.
    const theirs = gqlOk(await t.gql(JOURNALS, { from: `${M}-01`, to: LAST }, b.manager.accessToken)).accountingJournals;
    expect(theirs.entries).toEqual([]);
  });
});
