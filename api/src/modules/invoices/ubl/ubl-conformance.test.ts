import { DOMParser } from '@xmldom/xmldom';
import { checkUblRules, UBL_RULES } from './ubl-rules';
import { validateUbl } from './ubl-schemas';
import { ublXml } from './ubl-xml';
import { sampleDocument, SAMPLE_PDF, SELLER } from './ubl-samples.test-helpers';

/*
 * Issue 39: 500 invoices and credit notes of every kind validate against the OASIS UBL 2.1 schemas (libxml2) and the
 * Moroccan rule set; a broken one is refused with its rule's article.
 */
const COUNT = 500;
const docs = Array.from({ length: COUNT }, (_, seed) => sampleDocument(seed));
const files = docs.map((d, i) => ({ fileName: `doc-${i}.xml`, xml: ublXml(d) }));

describe('UBL 2.1 invoices and credit notes', () => {
  it(`writes ${COUNT} documents of every kind that the OASIS schemas accept`, async () => {
    expect(new Set(docs.map((d) => d.kind))).toEqual(new Set(['ACOMPTE', 'SITUATION', 'SOLDE', 'RETENUE', 'AVOIR']));
    const reports = await validateUbl(files);
    expect(reports.filter((r) => r.errors.length)).toEqual([]);
    expect(reports).toHaveLength(COUNT);
  }, 120_000);

  it(`keeps every rule of the Moroccan profile in all ${COUNT}`, () => {
    const broken = files.map((f) => ({ file: f.fileName, violations: checkUblRules(f.xml) })).filter((r) => r.violations.length);
    expect(broken).toEqual([]);
  });

  it('says what each document is: type code, references, parties, amounts, the PDF attached', () => {
    const situation = docs.find((d) => d.kind === 'SITUATION' && d.lines.some((l) => l.totalHT.startsWith('-')) && d.pdf)!;
    const doc = new DOMParser().parseFromString(ublXml(situation), 'text/xml');
    const text = (name: string) => Array.from(doc.getElementsByTagName(name)).map((e) => e.textContent);
    expect(text('cbc:InvoiceTypeCode')).toEqual(['875']);
    expect(text('cbc:ID')).toContain(situation.reference);
    expect(text('cbc:PayableAmount')).toEqual([situation.netToPay]);
    expect(text('cbc:TaxInclusiveAmount')).toEqual([situation.totals.totalTTC]);
    // A deposit taken off reads minus one at a positive price, never a negative price.
    expect(text('cbc:InvoicedQuantity')).toContain('-1');
    expect(text('cbc:PriceAmount').every((p) => !p!.startsWith('-'))).toBe(true);
    const attached = doc.getElementsByTagName('cbc:EmbeddedDocumentBinaryObject')[0];
    expect(attached.getAttribute('mimeCode')).toBe('application/pdf');
    expect(Buffer.from(attached.textContent!, 'base64').equals(SAMPLE_PDF)).toBe(true);

    const credit = docs.find((d) => d.kind === 'AVOIR')!;
    const cn = new DOMParser().parseFromString(ublXml(credit), 'text/xml');
    expect(cn.documentElement!.localName).toBe('CreditNote');
    expect(cn.getElementsByTagName('cbc:CreditNoteTypeCode')[0].textContent).toBe('381');
    expect(cn.getElementsByTagName('cac:InvoiceDocumentReference')[0].getElementsByTagName('cbc:ID')[0].textContent).toBe(credit.creditOf!.reference);
  });

  it('keeps text as typed: markup, ampersands and Arabic are escaped, control characters dropped', async () => {
    const d = { ...sampleDocument(7, 'SOLDE'), notes: 'A <b>gras</b> & "cité"\u0001 — ملاحظة' };
    const xml = ublXml(d);
    expect(xml).toContain('A &lt;b&gt;gras&lt;/b&gt; &amp; "cité" — ملاحظة');
    expect((await validateUbl([{ fileName: 'typed.xml', xml }]))[0].errors).toEqual([]);
  });
});

describe('a broken document', () => {
  const violationsOf = (xml: string) => checkUblRules(xml).map((v) => `${v.rule} ${v.article}`);

  it('without the seller’s ICE is refused under CGI art. 145-III-2°', () => {
    const xml = ublXml({ ...sampleDocument(1, 'ACOMPTE'), seller: { ...SELLER, ice: null } });
    expect(violationsOf(xml)).toEqual(['MA-04 CGI art. 145-III-2°']);
  });

  it('without the company client’s ICE is refused under CGI art. 145-III-4°; a private person needs none', () => {
    const company = { ...sampleDocument(2, 'SOLDE'), buyer: { name: 'Société Atlas', person: false, ice: null, city: 'Rabat' } };
    expect(violationsOf(ublXml(company))).toEqual(['MA-10 CGI art. 145-III-4°']);
    expect(violationsOf(ublXml({ ...company, buyer: { ...company.buyer, person: true } }))).toEqual([]);
  });

  it('whose TVA row does not add up is refused, and so is a total that does not follow', () => {
    const d = sampleDocument(3, 'ACOMPTE');
    const row = d.vat[0];
    const wrongRow = { ...d, vat: [{ ...row, vat: `${Number(row.vat.split('.')[0]) + 100}.${row.vat.split('.')[1]}` }, ...d.vat.slice(1)] };
    expect(violationsOf(ublXml(wrongRow))).toEqual(['MA-12 CGI art. 145-III', 'MA-13 CGI art. 145-III']);
    const wrongTotal = { ...d, totals: { ...d.totals, totalTTC: '1.00' } };
    expect(violationsOf(ublXml(wrongTotal))).toEqual(expect.arrayContaining(['MA-15 CGI art. 145-III']));
  });

  it('without patente, RC or address says each missing mention with its text', () => {
    const d = sampleDocument(4, 'SOLDE');
    const xml = ublXml({ ...d, seller: { ...SELLER, patente: ' ', tradeRegister: null }, buyer: { ...d.buyer, address: null, city: null } });
    expect(violationsOf(xml)).toEqual([
      'MA-03 CGI art. 145-III-2°',
      'MA-05 Code de commerce (loi 15-95), registre du commerce',
      'MA-09 CGI art. 145-III-4°',
    ]);
  });

  it('that is not XML breaks every rule; one out of the schema’s order is refused by the schema', async () => {
    expect(checkUblRules('<Invoice><unclosed>')).toHaveLength(UBL_RULES.length);
    const good = ublXml(sampleDocument(5, 'ACOMPTE'));
    const swapped = good.replace(/(\s*<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(\s*<cbc:DueDate>[^<]*<\/cbc:DueDate>)/, '$2$1');
    expect(swapped).not.toBe(good);
    const [report] = await validateUbl([{ fileName: 'swapped.xml', xml: swapped }]);
    expect(report.errors.join('\n')).toMatch(/DueDate.*not expected|This element is not expected/);
  }, 60_000);
});
