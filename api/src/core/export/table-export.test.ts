import ExcelJS from 'exceljs';
import { exportTable } from './table-export';

const table = {
  name: 'fournisseurs',
  columns: [{ header: 'Nom' }, { header: 'ICE' }],
  rows: [
    ['Béton Atlas', '001525874000023'],
    ['=HYPERLINK("http://x")', '+212'],
  ],
};

describe('table exports', () => {
  it('writes a CSV that French Excel opens (BOM, semicolons) with formulas made inert', async () => {
    const file = await exportTable(table, 'csv');
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\ufeffNom;ICE\r\n')).toBe(true);
    expect(text).toContain('Béton Atlas;001525874000023');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")";'+212`);
    expect(file.fileName).toBe('fournisseurs.csv');
  });

  it('writes an .xlsx workbook that opens and holds the rows as text', async () => {
    const file = await exportTable(table, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('fournisseurs')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nom', 'ICE']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Béton Atlas', '001525874000023']);
    expect(sheet.getRow(3).getCell(1).value).toBe(`'=HYPERLINK("http://x")`);
  });
});
