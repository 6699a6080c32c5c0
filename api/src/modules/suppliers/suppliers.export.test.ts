import ExcelJS from 'exceljs';
import { createCompany, gqlOk, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Export'), createCompany(t, 'Rif Export')]);
  const create = 'mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }';
  gqlOk(
    await t.gql(
      create,
      { input: { name: 'Béton Atlas', ice: '001525874000023', email: 'a@beton.ma', phone: '0522000000', address: 'Casablanca' } },
      a.manager.accessToken,
    ),
  );
  gqlOk(await t.gql(create, { input: { name: '=cmd', ice: '123', email: 'x@x.ma', phone: '0522000001', address: 'Rabat' } }, a.manager.accessToken));
  gqlOk(
    await t.gql(
      create,
      { input: { name: 'Rif Acier', ice: '999', email: 'r@rif.ma', phone: '0539000000', address: 'Tanger' } },
      b.manager.accessToken,
    ),
  );
});
afterAll(() => t.stop());

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
const download = (format: string, token?: string) =>
  fetch(`${t.url}/api/v1/chantiers/fournisseurs/export?format=${format}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('supplier exports', () => {
  it("exports the caller's suppliers as CSV, formulas inert, other companies absent", async () => {
    const res = await download('csv', a.manager.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="fournisseurs_${today}.csv"`);
    const text = await res.text();
    expect(text).toContain('Béton Atlas;001525874000023;oui;a@beton.ma;0522000000;Casablanca');
    expect(text).toContain("'=cmd;123;non");
    expect(text).not.toContain('Rif Acier');
  });

  it('exports an .xlsx workbook that opens and holds the rows', async () => {
    const res = await download('xlsx', a.manager.accessToken);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('fournisseurs')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe("'=cmd");
    expect(sheet.getRow(3).getCell(1).value).toBe('Béton Atlas');
  });

  it('refuses a caller without a session', async () => {
    expect((await download('csv')).status).toBe(401);
  });
});
