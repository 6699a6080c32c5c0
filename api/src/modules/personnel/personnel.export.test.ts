import ExcelJS from 'exceljs';
import { addMember, createCompany, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());

const SET_ACTIVE = 'mutation ($id: ID!, $active: Boolean!) { setPersonnelActive(id: $id, active: $active) { id } }';
const HEADERS = ['Nom', 'Prénom', 'CNI', 'Métier', 'Tarif journalier (DH)', 'Prime panier (DH)', 'Téléphone', 'E-mail', 'Adresse', 'Actif'];

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Export'), createCompany(t, 'Rif Export')]);
  user = await addMember(t, a);
  const person = (token: string, lastName: string, firstName: string, cni: string, extra: Record<string, string> = {}) =>
    createPerson(t, token, {
      lastName,
      firstName,
      cni,
      address: 'Casablanca',
      dailyRate: '250,5',
      mealBonus: '30',
      email: `${cni.toLowerCase()}@example.ma`,
      ...extra,
    });
  const ta = a.manager.accessToken;
  await person(ta, 'Alami', 'Karim', 'AA111', { address: '12 rue de Fès; Casablanca "centre"' });
  await person(ta, '=HYPERLINK("http://x")', 'Mal', 'AA222', { trade: '+Plombier', address: '@SUM(1)' });
  const off = await person(ta, 'Zemmouri', 'Inactif', 'AA333');
  gqlOk(await t.gql(SET_ACTIVE, { id: off.id, active: false }, ta));
  await person(b.manager.accessToken, 'Rifi', 'Secret', 'BB999', { trade: 'Ferrailleur' });
});
afterAll(() => t.stop());

const download = (format: string, token?: string, query = '') =>
  fetch(`${t.url}/api/v1/chantiers/personnel/export?format=${format}${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function csvOf(res: Response): Promise<{ bom: boolean; lines: string[] }> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  return {
    bom,
    lines: bytes
      .subarray(bom ? 3 : 0)
      .toString('utf8')
      .split('\r\n')
      .filter(Boolean),
  };
}

async function sheetOf(res: Response): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.getWorksheet('personnel');
  expect(sheet).toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('personnel exports', () => {
  it('refuses a caller without a session, or with a bad bearer, with 401', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await download(format);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toBe('UNAUTHENTICATED');
      expect((await download(format, 'not-a-token')).status).toBe(401);
    }
  });

  it("exports the active personnel as CSV: UTF-8 BOM, ';', every column, by name", async () => {
    const res = await download('csv', a.manager.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="personnel_${today}.csv"`);
    const { bom, lines } = await csvOf(res);
    expect(bom).toBe(true);
    expect(lines[0]).toBe(HEADERS.join(';'));
    expect(lines).toHaveLength(3);
    // By name: '=HYPERLINK…' sorts before 'Alami'.
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")";Mal;AA222;'+Plombier;250,50;30,00;0661234567;aa222@example.ma;'@SUM(1);oui`);
    expect(lines[2]).toBe('Alami;Karim;AA111;Maçon;250,50;30,00;0661234567;aa111@example.ma;"12 rue de Fès; Casablanca ""centre""";oui');
    expect(lines.join('\n')).not.toContain('Zemmouri');
  });

  it('includes deactivated people when asked, and filters with the search', async () => {
    const all = await csvOf(await download('csv', a.manager.accessToken, '&inactifs=true'));
    expect(all.lines).toHaveLength(4);
    expect(all.lines[3]).toMatch(/^Zemmouri;Inactif;AA333;.*;non$/);
    const searched = await csvOf(await download('csv', a.manager.accessToken, '&search=alami'));
    expect(searched.lines.slice(1).map((l) => l.split(';')[0])).toEqual(['Alami']);
  });

  it('exports an .xlsx workbook that opens and holds the rows, formulas inert', async () => {
    const res = await download('xlsx', user.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="personnel_${today}.xlsx"`);
    const rows = await sheetOf(res);
    expect(rows).toEqual([
      HEADERS,
      [`'=HYPERLINK("http://x")`, 'Mal', 'AA222', "'+Plombier", 250.5, 30, '0661234567', 'aa222@example.ma', "'@SUM(1)", 'oui'],
      ['Alami', 'Karim', 'AA111', 'Maçon', 250.5, 30, '0661234567', 'aa111@example.ma', '12 rue de Fès; Casablanca "centre"', 'oui'],
    ]);
    // No cell is a formula.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await download('xlsx', a.manager.accessToken)).arrayBuffer());
    book.getWorksheet('personnel')!.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it("never holds another company's rows, in either format", async () => {
    for (const format of ['csv', 'xlsx']) {
      const inA = await download(format, a.manager.accessToken, '&inactifs=true');
      const textA = format === 'csv' ? (await csvOf(inA)).lines.join('\n') : JSON.stringify(await sheetOf(inA));
      expect(textA).not.toContain('Rifi');
      expect(textA).not.toContain('BB999');
      const inB = await download(format, b.manager.accessToken, '&inactifs=true');
      const textB = format === 'csv' ? (await csvOf(inB)).lines.join('\n') : JSON.stringify(await sheetOf(inB));
      expect(textB).toContain('BB999');
      for (const secret of ['Alami', 'AA111', 'AA222', 'Zemmouri', 'HYPERLINK'])
        expect({ format, secret, found: textB.includes(secret) }).toEqual({ format, secret, found: false });
    }
    const searchB = await csvOf(await download('csv', b.manager.accessToken, '&search=alami&inactifs=true'));
    expect(searchB.lines).toEqual([HEADERS.join(';')]);
  });
});
