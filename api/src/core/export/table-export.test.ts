import ExcelJS from 'exceljs';
import { exportFileName, exportTable } from './table-export';

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

describe('amounts in exports', () => {
  const amounts = {
    name: 'achats',
    fileName: 'achats_villa-anfa_2026-11-01_2026-11-30',
    columns: [{ header: 'Libellé' }, { header: 'Montant', kind: 'money' as const }, { header: 'Quantité', kind: 'quantity' as const }],
    rows: [
      ['Ciment 2.5', '18500.00', '-2.500'],
      ['Total', '999999999999.99', null],
      ['Somme', '12345678901234.56', null],
    ],
  };

  it('writes decimal commas in the CSV, only in number columns, and names the file after its content', async () => {
    const file = await exportTable(amounts, 'csv');
    expect(file.bytes.toString('utf8')).toBe(
      '\ufeffLibellé;Montant;Quantité\r\nCiment 2.5;18500,00;-2,500\r\nTotal;999999999999,99;\r\nSomme;12345678901234,56;\r\n',
    );
    expect(file.fileName).toBe('achats_villa-anfa_2026-11-01_2026-11-30.csv');
  });

  it('writes numbers with a number format in the workbook', async () => {
    const file = await exportTable(amounts, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('achats')!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Ciment 2.5', 18500, -2.5]);
    expect(sheet.getRow(3).getCell(2).value).toBe(999999999999.99);
    // 16 significant digits: a number would lose the last one, so it stays exact as text.
    expect(sheet.getRow(4).getCell(2).value).toBe('12345678901234.56');
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
  });

  it('makes file names out of any text', () => {
    expect(exportFileName('achats', 'Villa Anfa — bloc B', '2026-11-01', null)).toBe('achats_villa-anfa-bloc-b_2026-11-01');
    expect(exportFileName('stock', 'Œuvre/../«x»')).toBe('stock_oeuvre-x');
  });
});
