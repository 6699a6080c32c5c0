// @both-databases: raw SQL (date casts, joins scoped by hand) reads the invoices and purchases
import { addMember, createCompany, gqlErr, gqlOk, type Member, type TestCompany } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';
import { DELAY_FIXTURES, FIXTURE_AS_OF } from '../../../../../schema/accounting/payment-delays.fixture';
import { writeFixture } from './payment-delays.test-helpers';

const ROWS =
  'asOf rows { reference side dueDate dueDateCapped unpaid monthsLate keyRate penalty late } totals { owed owedTo lateReceived lateIssued }';
const LIST = `query ($filter: PaymentDelayFilterInput) { paymentDelays(filter: $filter) { ${ROWS} } }`;
const DECLARATION = `query ($year: Int!, $quarter: Int) { paymentDelayDeclaration(year: $year, quarter: $quarter) {
  from to total rows { reference paidLateInPeriod periodPenalty } } }`;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Délais'), createCompany(t, 'Rif Délais')]);
  user = await addMember(t, a, { role: 'USER' });
  await writeFixture(t, a);
}, 120_000);
afterAll(() => t.stop());

const get = (path: string, token = a.manager.accessToken) =>
  fetch(`${t.url}/api/v1/comptabilite/delais-paiement${path}`, { headers: { authorization: `Bearer ${token}` } });
/** The CSV's rows, BOM and CRLF off, decimal commas back to the api's points. */
async function csv(path: string, token?: string): Promise<string[][]> {
  const res = await get(path, token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = Buffer.from(await res.arrayBuffer())
    .subarray(3)
    .toString('utf8');
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';').map((c) => (c.startsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c)))
    .map((cells) => cells.map((c) => (/^-?\d+,\d+$/.test(c) ? c.replace(',', '.') : c)));
}

describe('law 69-21 payment delays', () => {
  it('matches the 50 hand-computed invoices of the fixture to the centime in the export', async () => {
    const [head, ...rows] = await csv(`/export?dateArrete=${FIXTURE_AS_OF}`);
    expect(head[1]).toBe('Référence');
    expect(head[14]).toBe('Amende');
    const byRef = new Map(rows.map((r) => [r[1], r]));
    for (const f of DELAY_FIXTURES) {
      const row = byRef.get(f.reference);
      expect([f.reference, row?.[6], row?.[9], row?.[11], row?.[14]]).toEqual([
        f.reference,
        f.expected.dueDate.split('-').reverse().join('/'),
        f.expected.unpaid,
        String(f.expected.monthsLate),
        f.expected.penalty,
      ]);
    }
    // 50 invoices (the credit note is not one), then the two totals of payment-delays.fixture.md.
    expect(rows).toHaveLength(52);
    expect(rows[50]).toEqual(['Amendes dues par la société', ...Array(13).fill(''), '10031.03']);
    expect(rows[51]).toEqual(['Amendes à la charge des clients', ...Array(13).fill(''), '19471.08']);
  });

  it('filters by side, invoice date and lateness, and totals what it shows', async () => {
    const late = gqlOk(await t.gql(LIST, { filter: { side: 'RECEIVED', lateOnly: true, asOf: FIXTURE_AS_OF } }, a.manager.accessToken)).paymentDelays;
    expect(late.rows).toHaveLength(20);
    expect(late.totals).toEqual({ owed: '10031.03', owedTo: '0.00', lateReceived: 20, lateIssued: 0 });
    const capped = late.rows.find((r: { reference: string }) => r.reference === 'A07');
    expect(capped).toMatchObject({ dueDate: '2026-03-31', dueDateCapped: true, monthsLate: 2, keyRate: '2.25', penalty: '155.00' });
    const june = gqlOk(
      await t.gql(LIST, { filter: { side: 'ISSUED', from: '2026-04-01', to: '2026-04-30', asOf: FIXTURE_AS_OF } }, a.manager.accessToken),
    ).paymentDelays;
    // F15 (issued 15/04) and F22 (01/04): 62,00 + 250,00.
    expect(june.rows.map((r: { reference: string }) => r.reference).sort()).toEqual(['F15', 'F22']);
    expect(june.totals.owedTo).toBe('312.00');
  });

  it("declares a quarter's invoices received with the penalty that arose in it (CSV, JSON and the printed report)", async () => {
    const q2 = gqlOk(await t.gql(DECLARATION, { year: 2026, quarter: 2 }, a.manager.accessToken)).paymentDelayDeclaration;
    expect([q2.from, q2.to]).toEqual(['2026-04-01', '2026-06-30']);
    const row = (ref: string) => q2.rows.find((r: { reference: string }) => r.reference === ref);
    // A11: due 30/04, all of it in Q2: 414,00. A15: 60 000,00 due 14/12/2025 paid 10/06: 3 900,00 to the payment
    // (6 months, 6,50 %) less 2 880,00 at 31/03 (4 months, 4,80 %) = 1 020,00. A16 (2025) is not declared again.
    expect(row('A11')).toEqual({ reference: 'A11', paidLateInPeriod: '6000.00', periodPenalty: '414.00' });
    expect(row('A15')).toEqual({ reference: 'A15', paidLateInPeriod: '60000.00', periodPenalty: '1020.00' });
    expect(row('A16')).toBeUndefined();
    expect(row('F02')).toBeUndefined();
    const file = await csv('/declaration/export?annee=2026&trimestre=2');
    expect(file[0][0]).toBe('ICE fournisseur');
    expect(file.find((r) => r[2] === 'A15')).toEqual([
      '001525874000023',
      'Béton Atlas',
      'A15',
      '15/10/2025',
      '14/12/2025',
      '14/12/2025',
      '60000.00',
      '60000.00',
      '0.00',
      '6',
      '6.50',
      '1020.00',
    ]);
    expect(file[file.length - 1]).toEqual(['Total', ...Array(10).fill(''), q2.total]);
    const rest = await t.rest('GET', '/comptabilite/delais-paiement/declaration?annee=2026&trimestre=2', undefined, {
      authorization: `Bearer ${a.manager.accessToken}`,
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ annee: 2026, trimestre: 2, dateDebut: '2026-04-01', totalAmendes: q2.total });
    const pdf = await get('/declaration/pdf?annee=2026&trimestre=2');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers the REST list with French keys and today’s totals', async () => {
    const res = await t.rest('GET', `/comptabilite/delais-paiement?sens=RECUES&retard=true&dateArrete=${FIXTURE_AS_OF}`, undefined, {
      authorization: `Bearer ${a.manager.accessToken}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.totaux).toMatchObject({ dateArrete: FIXTURE_AS_OF, amendesDues: '10031.03', facturesRecuesEnRetard: 20 });
    expect(res.body.factures.find((f: { reference: string }) => f.reference === 'A02')).toMatchObject({
      sens: 'RECEIVED',
      tiers: 'Béton Atlas',
      echeance: '2026-03-06',
      moisRetard: 1,
      taux: '2.25',
      amende: '270.00',
    });
    const totals = await t.rest('GET', '/comptabilite/delais-paiement/totaux', undefined, { authorization: `Bearer ${a.manager.accessToken}` });
    expect(totals.status).toBe(200);
    // Today (after 30/06/2026) the unpaid invoices have run on: more than on the fixture's day.
    expect(Number(totals.body.amendesDues)).toBeGreaterThan(10031.03);
  });

  it("never shows another company's invoices", async () => {
    const other = gqlOk(await t.gql(LIST, { filter: { asOf: FIXTURE_AS_OF } }, b.manager.accessToken)).paymentDelays;
    expect(other.rows).toEqual([]);
    expect(other.totals).toEqual({ owed: '0.00', owedTo: '0.00', lateReceived: 0, lateIssued: 0 });
    const file = await csv(`/export?dateArrete=${FIXTURE_AS_OF}`, b.manager.accessToken);
    expect(file).toHaveLength(3);
    const declared = gqlOk(await t.gql(DECLARATION, { year: 2026 }, b.manager.accessToken)).paymentDelayDeclaration;
    expect(declared.rows).toEqual([]);
  });

  it('is for who reads the books: a USER is refused', async () => {
    expect(gqlErr(await t.gql(LIST, {}, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect((await get('/export', user.accessToken)).status).toBe(403);
    expect((await get('/declaration/pdf?annee=2026', user.accessToken)).status).toBe(403);
  });

  it('refuses a bad date or period with a French message', async () => {
    const err = gqlErr(await t.gql(LIST, { filter: { asOf: '2026-02-30' } }, a.manager.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { asOf: 'Date invalide (AAAA-MM-JJ)' } });
    const order = gqlErr(await t.gql(LIST, { filter: { from: '2026-05-01', to: '2026-04-01' } }, a.manager.accessToken));
    expect(order.extensions.fields).toEqual({ to: 'La fin de la période ne peut pas précéder son début' });
    const quarter = await t.rest('GET', '/comptabilite/delais-paiement/declaration?annee=2026&trimestre=5', undefined, {
      authorization: `Bearer ${a.manager.accessToken}`,
    });
    expect(quarter.status).toBe(400);
    expect(quarter.body.fields).toEqual({ trimestre: expect.stringContaining('un trimestre de 1 à 4') });
    expect((await get('/declaration/export?annee=deux')).status).toBe(400);
  });
});
