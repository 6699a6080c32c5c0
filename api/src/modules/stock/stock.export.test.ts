import ExcelJS from 'exceljs';
import { createCompany, type TestCompany } from '../../../test/company';
import { createProduct } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());

const HEADER = "Libellé;Catégorie;Stock;Unité;Seuil d'alerte;Seuil d'avertissement;Niveau;Jour de stock";

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Export'), createCompany(t, 'Rif Export')]);
  const product = (label: string, category: string, stock: string, alertThreshold: string, warningThreshold: string, unit = 'sac') => ({
    label,
    category,
    stock,
    alertThreshold,
    warningThreshold,
    unit,
    backgroundColor: null,
  });
  for (const input of [
    product('Ciment CPJ 45', 'Liants', '50', '5', '10', 'sac de 50 kg'),
    product('Chaux éteinte', 'Liants', '10', '2', '10'),
    product('Électrodes', 'Électricité', '2,5', '2.5', '10', 'boîte'),
    product('=HYPERLINK("http://x")', 'Divers', '1', '0', '0'),
  ]) {
    await createProduct(t, a.manager.accessToken, input);
  }
  await createProduct(t, b.manager.accessToken, product('Acier Rif', 'Fer', '3', '1', '2'));
});
afterAll(() => t.stop());

const download = (query: string, token?: string) =>
  fetch(`${t.url}/api/v1/chantiers/stock/export${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const csvLines = async (query: string) => {
  const res = await download(query, a.manager.accessToken);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
};

describe('stock exports', () => {
  it("exports the caller's stock as CSV (UTF-8 BOM, ';'), by label, level in French, formulas inert, other companies absent", async () => {
    const res = await download('?format=csv', a.manager.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="stock_${today}.csv"`);
    const lines = await csvLines('?format=csv');
    // Where a leading '=' sorts depends on the database collation; the other rows are by label, accents ignored.
    const formula = `"'=HYPERLINK(""http://x"")";Divers;1,000;sac;0,000;0,000;Normal;02/03/2026`;
    expect(lines).toHaveLength(5);
    expect(lines.filter((l) => l !== formula)).toEqual([
      HEADER,
      'Chaux éteinte;Liants;10,000;sac;2,000;10,000;Avertissement;02/03/2026',
      'Ciment CPJ 45;Liants;50,000;sac de 50 kg;5,000;10,000;Normal;02/03/2026',
      'Électrodes;Électricité;2,500;boîte;2,500;10,000;Alerte;02/03/2026',
    ]);
    expect(lines.slice(1)).toContain(formula);
    expect(lines.join('\n')).not.toContain('Acier Rif');
  });

  it('defaults to CSV without a format', async () => {
    const lines = await csvLines('');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(5);
  });

  it('keeps only the products to restock with aReapprovisionner=true, and filters by categorie and search', async () => {
    expect((await csvLines('?format=csv&aReapprovisionner=true')).slice(1).map((l) => l.split(';')[0])).toEqual(['Chaux éteinte', 'Électrodes']);
    expect((await csvLines(`?format=csv&categorie=${encodeURIComponent('Liants')}`)).slice(1).map((l) => l.split(';')[0])).toEqual([
      'Chaux éteinte',
      'Ciment CPJ 45',
    ]);
    expect((await csvLines('?format=csv&search=ELECTRICITE')).slice(1).map((l) => l.split(';')[0])).toEqual(['Électrodes']);
    expect(await csvLines('?format=csv&search=introuvable')).toEqual([HEADER]);
  });

  it('exports an .xlsx workbook that opens with exceljs and holds the rows', async () => {
    const res = await download('?format=xlsx', a.manager.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="stock_${today}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('stock')!;
    expect(sheet.rowCount).toBe(5);
    const rows = Array.from({ length: 5 }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1));
    expect(rows[0]).toEqual(HEADER.split(';'));
    const formula = ['\'=HYPERLINK("http://x")', 'Divers', 1, 'sac', 0, 0, 'Normal', new Date('2026-03-02T00:00:00.000Z')];
    expect(rows.slice(1)).toContainEqual(formula);
    expect(rows.slice(1).filter((r) => r[0] !== formula[0])).toEqual([
      ['Chaux éteinte', 'Liants', 10, 'sac', 2, 10, 'Avertissement', new Date('2026-03-02T00:00:00.000Z')],
      ['Ciment CPJ 45', 'Liants', 50, 'sac de 50 kg', 5, 10, 'Normal', new Date('2026-03-02T00:00:00.000Z')],
      ['Électrodes', 'Électricité', 2.5, 'boîte', 2.5, 10, 'Alerte', new Date('2026-03-02T00:00:00.000Z')],
    ]);

    const restock = await download('?format=xlsx&aReapprovisionner=true', a.manager.accessToken);
    const restockBook = new ExcelJS.Workbook();
    await restockBook.xlsx.load(await restock.arrayBuffer());
    const restockSheet = restockBook.getWorksheet('stock')!;
    expect(restockSheet.rowCount).toBe(3);
    expect([2, 3].map((n) => restockSheet.getRow(n).getCell(7).value)).toEqual(['Avertissement', 'Alerte']);
  });

  it('refuses a caller without a session, or with a bad token, with 401', async () => {
    for (const format of ['csv', 'xlsx']) {
      expect((await download(`?format=${format}`)).status).toBe(401);
      expect((await download(`?format=${format}`, 'not-a-token')).status).toBe(401);
    }
  });
});
