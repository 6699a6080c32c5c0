import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { createCompany, createSite, type TestCompany, createSupplier, gqlOk } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { createPurchase, createRevenue, createServiceSheet } from '../../../test/factories';

let t: TestServer;
let a: TestCompany;
let token: string;
let site: string;
let beton: string;
let acier: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Export');
  token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Tour Export' })).id;
  const supplier = async (name: string, ice: string, taxId?: string) => (await createSupplier(t, token, { name, ice, taxId })).id;
  [beton, acier] = [await supplier('Béton Atlas', '001525874000023', '40213958'), await supplier('Acier du Nord', '001525874000024')];
  const purchase = (supplierId: string, label: string, date: string, amountHT: string, vatRate: string, amountPaid = '0', paid = {}) =>
    createPurchase(t, token, site, { supplierId, label, reference: `F-${date}`, date, amountHT, vatRate, amountPaid, ...paid });
  // Out of date order on purpose: the export lists by date.
  await purchase(acier, '=HYPERLINK("http://x")', '2024-02-01', '0.20', '0');
  await purchase(beton, 'Ciment CPJ 45', '2024-01-15', '999999999999.99', '20', '999999999999.99');
  await purchase(beton, 'Sable', '2024-01-31', '0.10', '0', '0.10', { paymentDate: '2024-02-03', paymentMode: 'CHEQUE' });
  const revenue = (label: string, date: string, amount: string) => createRevenue(t, token, site, { label, date, reference: `R-${date}`, amount });
  await revenue('Situation n°1', '2024-01-20', '999999999999.99');
  await revenue('Acompte', '2024-02-10', '0.10');
  await revenue('Solde', '2024-02-11', '0.20');
  const sheet = (day: string, date: string, amountPaid: string, bonus: string, supplier: string) =>
    createServiceSheet(t, token, site, { day, date, amountPaid, bonus, supplier });
  // 2024-01-08 and 2024-02-05 are Mondays.
  await sheet('Lundi', '2024-01-08', '0.10', '0.20', 'Plâtrerie du Sud');
  await sheet('Lundi', '2024-02-05', '300.00', '50.00', 'Électricité Moderne');
});
afterAll(() => t.stop());

const setVatSubject = async (vatSubject: boolean) =>
  gqlOk(await t.gql('mutation ($v: Boolean) { updateCompanySettings(input: { vatSubject: $v }) { vatSubject } }', { v: vatSubject }, token));
const download = (path: string, tok: string | null = token) =>
  fetch(`${t.url}/api/v1/chantiers${path}`, { headers: tok ? { authorization: `Bearer ${tok}` } : {} });
async function csv(path: string): Promise<string[][]> {
  const res = await download(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)))
    .map((cells) => cells.map(fromCsvDecimal));
}
/** The CSV writes decimal commas for French Excel ('18500,00'); read back as the api's strings to compare. */
const fromCsvDecimal = (cell: string) => (/^-?\d+,\d+$/.test(cell) ? cell.replace(',', '.') : cell);
/** The workbook holds amounts as numbers (text past 15 significant digits) and days as dates; read back as the CSV's. */
const fromXlsxNumber = (cell: unknown) =>
  typeof cell === 'number' ? cell.toFixed(2) : cell instanceof Date ? cell.toISOString().slice(0, 10).split('-').reverse().join('/') : cell;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
async function xlsx(path: string, sheetName: string, asStrings = true): Promise<unknown[][]> {
  const res = await download(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.getWorksheet(sheetName)!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1).map(asStrings ? fromXlsxNumber : (c) => c)));
  return rows;
}

const PURCHASE_HEADER = [
  'Date',
  'Fournisseur',
  'ICE fournisseur',
  'IF fournisseur',
  'Libellé',
  'Référence',
  'Montant HT',
  'TVA %',
  'TVA',
  'Montant TTC',
  'Réglé',
  'Restant',
  'Soldé',
  'Date de règlement',
  'Mode de règlement',
];
// 999999999999.99 at 20 %: TVA 200000000000.00, TTC 1199999999999.99, fully paid.
const BIG = [
  '15/01/2024',
  'Béton Atlas',
  '001525874000023',
  '40213958',
  'Ciment CPJ 45',
  'F-2024-01-15',
  '999999999999.99',
  '20.00',
  '200000000000.00',
  '1199999999999.99',
  '999999999999.99',
  '200000000000.00',
  'non',
  '',
  '',
];
const SABLE = [
  '31/01/2024',
  'Béton Atlas',
  '001525874000023',
  '40213958',
  'Sable',
  'F-2024-01-31',
  '0.10',
  '0.00',
  '0.00',
  '0.10',
  '0.10',
  '0.00',
  'oui',
  '03/02/2024',
  'chèque',
];
const FORMULA = [
  '01/02/2024',
  'Acier du Nord',
  '001525874000024',
  '',
  `'=HYPERLINK("http://x")`,
  'F-2024-02-01',
  '0.20',
  '0.00',
  '0.00',
  '0.20',
  '0.00',
  '0.20',
  'non',
  '',
  '',
];
const PURCHASE_TOTAL = (ht: string, vat: string, ttc: string, paid: string, left: string) => [
  'Total',
  '',
  '',
  '',
  '',
  '',
  ht,
  '',
  vat,
  ttc,
  paid,
  left,
  '',
  '',
  '',
];

describe('GET /chantiers/depenses/export', () => {
  it('writes decimal commas in the CSV and names the file after the site and the period', async () => {
    const res = await download(`/depenses/export?idChantier=${site}&dateDebut=2024-01-01&dateFin=2024-01-31&format=csv`);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="achats_tour-export_2024-01-01_2024-01-31.csv"');
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text).toContain(
      '\r\n15/01/2024;Béton Atlas;001525874000023;40213958;Ciment CPJ 45;F-2024-01-15;999999999999,99;20,00;200000000000,00;1199999999999,99;',
    );
    // Everything so far: the file says up to which day.
    const all = await download(`/recettes/export?idChantier=${site}&format=xlsx`);
    expect(all.headers.get('content-disposition')).toBe(`attachment; filename="recettes_tour-export_jusqu-au_${today}.xlsx"`);
    const since = await download(`/recettes/export?idChantier=${site}&dateDebut=2024-02-01`);
    expect(since.headers.get('content-disposition')).toBe(`attachment; filename="recettes_tour-export_2024-02-01_${today}.csv"`);
  });

  it('exports a CSV (BOM, ;) by date with the exact decimal strings and a totals row', async () => {
    const rows = await csv(`/depenses/export?idChantier=${site}&format=csv`);
    expect(rows).toEqual([
      PURCHASE_HEADER,
      BIG,
      SABLE,
      FORMULA,
      // HT 999999999999.99 + 0.10 + 0.20 = 1000000000000.29; TTC 1199999999999.99 + 0.30 = 1200000000000.29;
      // réglé 999999999999.99 + 0.10 = 1000000000000.09; restant 200000000000.20.
      PURCHASE_TOTAL('1000000000000.29', '200000000000.00', '1200000000000.29', '1000000000000.09', '200000000000.20'),
    ]);
  });

  it('filters by period and supplier, the totals row following the filter', async () => {
    const jan = await csv(`/depenses/export?idChantier=${site}&dateDebut=2024-01-16&dateFin=2024-02-29`);
    expect(jan).toEqual([PURCHASE_HEADER, SABLE, FORMULA, PURCHASE_TOTAL('0.30', '0.00', '0.30', '0.10', '0.20')]);
    const byAcier = await csv(`/depenses/export?idChantier=${site}&idFournisseur=${acier}`);
    expect(byAcier.slice(1)).toEqual([FORMULA, PURCHASE_TOTAL('0.20', '0.00', '0.20', '0.00', '0.20')]);
  });

  it('exports an .xlsx that opens with exceljs and holds the same strings', async () => {
    const rows = await xlsx(`/depenses/export?idChantier=${site}&format=xlsx`, 'achats');
    expect(rows[0]).toEqual(PURCHASE_HEADER);
    expect(rows[1]).toEqual(BIG);
    expect(rows[3]).toEqual(FORMULA);
    expect(rows[4]).toEqual(PURCHASE_TOTAL('1000000000000.29', '200000000000.00', '1200000000000.29', '1000000000000.09', '200000000000.20'));
    const raw = await xlsx(`/depenses/export?idChantier=${site}&format=xlsx`, 'achats', false);
    // Amounts of up to 15 significant digits are numbers the spreadsheet shows exactly.
    expect([raw[1][9], raw[4][9]]).toEqual([1199999999999.99, 1200000000000.29]);
    // Days are dates a spreadsheet sorts and filters, not text.
    expect([raw[1][0], raw[2][13]]).toEqual([new Date('2024-01-15T00:00:00.000Z'), new Date('2024-02-03T00:00:00.000Z')]);
  });

  it('answers 401 without a bearer, 400 without idChantier or with a bad period, 404 for an unknown site or supplier id', async () => {
    expect((await download(`/depenses/export?idChantier=${site}`, null)).status).toBe(401);
    const missing = await download('/depenses/export?format=csv');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'BAD_USER_INPUT', fields: { siteId: 'Choisissez un chantier' } });
    const order = await download(`/depenses/export?idChantier=${site}&dateDebut=2024-02-01&dateFin=2024-01-01`);
    expect(order.status).toBe(400);
    expect(await order.json()).toMatchObject({ fields: { to: 'La fin de la période ne peut pas précéder son début' } });
    expect((await download(`/depenses/export?idChantier=${randomUUID()}`)).status).toBe(404);
    expect((await download(`/depenses/export?idChantier=pas-un-id`)).status).toBe(404);
    expect((await download(`/depenses/export?idChantier=${site}&idFournisseur=pas-un-id`)).status).toBe(404);
  });
});

describe('GET /chantiers/recettes/export and /chantiers/services/export', () => {
  it('exports the revenues with their total, HT and TVA apart', async () => {
    // TTC at 20 %: 999999999999.99 / 1.2 = 833333333333.325 -> 833333333333.33 HT; 0.10 -> 0.08 + 0.02; 0.20 -> 0.17 + 0.03.
    const expected = [
      ['Date', 'Libellé', 'Référence', 'Montant HT', 'TVA %', 'TVA', 'Montant TTC'],
      ['20/01/2024', 'Situation n°1', 'R-2024-01-20', '833333333333.33', '20.00', '166666666666.66', '999999999999.99'],
      ['10/02/2024', 'Acompte', 'R-2024-02-10', '0.08', '20.00', '0.02', '0.10'],
      ['11/02/2024', 'Solde', 'R-2024-02-11', '0.17', '20.00', '0.03', '0.20'],
      ['Total', '', '', '833333333333.58', '', '166666666666.71', '1000000000000.29'],
    ];
    expect(await csv(`/recettes/export?idChantier=${site}`)).toEqual(expected);
    expect(await xlsx(`/recettes/export?idChantier=${site}&format=xlsx`, 'recettes')).toEqual(expected);
    // 0.10 + 0.20 = 0.30 exactly.
    expect((await csv(`/recettes/export?idChantier=${site}&dateDebut=2024-02-01`)).at(-1)).toEqual(['Total', '', '', '0.25', '', '0.05', '0.30']);
    expect((await download(`/recettes/export?idChantier=${site}`, null)).status).toBe(401);
  });

  it('exports the service sheets with their totals, filtered by supplier without regard to accents', async () => {
    const header = ['Date', 'Jour', 'Fournisseur', 'Intervenant', 'Téléphone', 'Montant payé', 'Prime'];
    const rows = await csv(`/services/export?idChantier=${site}&format=csv`);
    expect(rows).toEqual([
      header,
      ['08/01/2024', 'Lundi', 'Plâtrerie du Sud', 'Omar', '0612345678', '0.10', '0.20'],
      ['05/02/2024', 'Lundi', 'Électricité Moderne', 'Omar', '0612345678', '300.00', '50.00'],
      ['Total', '', '', '', '', '300.10', '50.20'],
    ]);
    expect(await xlsx(`/services/export?idChantier=${site}&format=xlsx`, 'fiches-de-service')).toEqual(rows);
    expect((await csv(`/services/export?idChantier=${site}&fournisseur=electricite`)).slice(1)).toEqual([
      rows[2],
      ['Total', '', '', '', '', '300.00', '50.00'],
    ]);
    expect((await download(`/services/export?idChantier=${site}`, null)).status).toBe(401);
  });
});

describe('GET /chantiers/finance-globale/export', () => {
  it('exports the sites, the total and every month of the period: HT with the TVA apart, or TTC when not subject', async () => {
    // Subject to TVA (the default). 10–11 February: the revenues 0.10 and 0.20 only: 0.25 HT, 0.05 TVA collected.
    const rows = await csv('/finance-globale/export?dateDebut=2024-02-10&dateFin=2024-02-11&format=csv');
    const htHeader = [
      'Chantier / mois',
      'Recettes HT',
      'Achats HT',
      "Main d'œuvre",
      'Sous-traitance',
      'Marge',
      'Marge (% des recettes HT)',
      'TVA collectée',
      'TVA déductible',
      'Solde TVA',
    ];
    expect(rows).toEqual([
      htHeader,
      ['Tour Export', '0.25', '0.00', '0.00', '0.00', '0.25', '100.0', '0.05', '0.00', '0.05'],
      ['Total', '0.25', '0.00', '0.00', '0.00', '0.25', '100.0', '0.05', '0.00', '0.05'],
      ['', '', '', '', '', '', '', '', '', ''],
      ['2024-02', '0.25', '0.00', '0.00', '0.00', '0.25', '100.0', '0.05', '0.00', '0.05'],
    ]);

    // Not subject: all on TTC amounts, no TVA columns.
    await setVatSubject(false);
    try {
      const book = await xlsx('/finance-globale/export?dateDebut=2024-01-01&dateFin=2024-03-31&format=xlsx', 'finance-globale');
      expect(book[0]).toEqual(['Chantier / mois', 'Recettes', 'Achats TTC', "Main d'œuvre", 'Sous-traitance', 'Marge', 'Marge (% des recettes)']);
      // Recettes 999999999999.99 + 0.30 = 1000000000000.29; TTC 1200000000000.29; sous-traitance 0.30 + 350.00 = 350.30.
      expect(book[1].slice(0, 5)).toEqual(['Tour Export', '1000000000000.29', '1200000000000.29', '0.00', '350.30']);
      expect(book.map((r) => r[0])).toEqual(['Chantier / mois', 'Tour Export', 'Total', '', '2024-01', '2024-02', '2024-03']);
      // A month without revenues has no margin rate.
      expect(book[6]).toEqual(['2024-03', '0.00', '0.00', '0.00', '0.00', '0.00', '']);
      expect((await csv('/finance-globale/export?dateDebut=2024-02-10&dateFin=2024-02-11&format=csv'))[1]).toEqual([
        'Tour Export',
        '0.30',
        '0.00',
        '0.00',
        '0.00',
        '0.30',
        '100.0',
      ]);
    } finally {
      await setVatSubject(true);
    }
  });

  it('answers 400 on a wrong period and 401 without a bearer', async () => {
    const res = await download('/finance-globale/export?dateDebut=2024-03-01&dateFin=2024-02-01');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { to: 'La fin de la période ne peut pas précéder son début' } });
    expect((await download('/finance-globale/export?dateFin=2024-02-01')).status).toBe(400);
    expect((await download('/finance-globale/export?dateDebut=2024-01-01&dateFin=2024-12-31', null)).status).toBe(401);
  });
});
