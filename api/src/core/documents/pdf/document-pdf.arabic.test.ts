import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderDocumentPdf } from './document-pdf';
import { arabicQuote, normalize, writeForReview } from './document-pdf.test-helpers';
import type { DocumentPdfData } from './document-pdf.types';

/**
 * poppler's pdftotext, as a reader copies the text: it reorders right-to-left words into their logical order (on a page
 * that is mostly French, a punctuation mark cuts that reordering: the checks take the Arabic between such marks). It
 * leaves out the space between an Arabic word and the French colon after it: 'التاريخ: 23/11/2026'.
 */
function pdftotext(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'arabic-pdf-')), 'document.pdf');
  writeFileSync(file, pdf);
  const done = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`pdftotext failed: ${done.stderr}`);
  // poppler frames right-to-left and left-to-right stretches with embedding marks: the words are what is checked.
  return normalize(done.stdout.replace(/[\u202a-\u202e\u200e\u200f]/g, ''));
}

describe('a bilingual (French and Arabic) document', () => {
  let text: string;
  beforeAll(async () => {
    const pdf = await renderDocumentPdf(arabicQuote());
    writeForReview('quote-arabic', pdf);
    text = pdftotext(pdf);
  });

  it('reads back its Arabic labels in logical order, letters and lam-alef ligatures whole', () => {
    for (const label of [
      'عرض أثمان',
      'CLIENT / الزبون',
      'OBJET / الموضوع',
      'البيان',
      'الكمية',
      'المجموع دون احتساب الرسوم',
      'مجموع الضريبة على القيمة المضافة',
      'المجموع مع احتساب الرسوم',
      'Notes / ملاحظات',
      'Bon pour accord / موافقة الزبون',
      'Montants en dirhams (DH) / المبالغ بالدرهم',
    ]) {
      expect(text).toContain(label);
    }
  });

  it('states the amount in words in both languages, and every figure exactly, never mirrored', () => {
    expect(text).toContain('Arrêté le présent devis à la somme de : quinze mille huit cents dirhams TTC.');
    expect(text).toContain('حصر عرض الأثمان هذا في مبلغ خمسة عشر ألفا وثمانمائة درهم مع احتساب الرسوم');
    for (const figure of ['15 800,00 DH', '13 166,67', '2 633,33 DH', '11 000,00', '2 166,67', 'Date / التاريخ: 23/11/2026', 'N° DEV-2026-0007']) {
      expect(text).toContain(figure);
    }
    // The rate in the Arabic label keeps its order: '20 %', not '% 20'.
    expect(text).toContain('20 % الضريبة على القيمة المضافة');
    expect(text).not.toContain('% 20');
  });

  it('words a bilingual invoice with its settlement and the late-payment mention in Arabic', async () => {
    const data: DocumentPdfData = {
      ...arabicQuote(),
      title: 'FACTURE',
      heading: 'FACTURE D’ACOMPTE',
      number: 'FAC-2026-0003',
      validUntil: null,
      dueDate: '2026-12-23',
      arabic: { heading: 'فاتورة تسبيق', amountInWords: 'خمسة عشر ألفا وثمانمائة درهم' },
      settlement: {
        retentionRate: '0.00',
        retentionAmount: '0.00',
        releasesRetention: false,
        netToPay: '15800.00',
        payments: [{ date: '2026-11-30', amount: '5000.00', mode: 'Virement' }],
        credited: '0.00',
        balance: '10800.00',
      },
    };
    const invoice = pdftotext(await renderDocumentPdf(data));
    for (const expected of [
      'FACTURE D’ACOMPTE',
      'فاتورة تسبيق',
      'Échéance / تاريخ الاستحقاق: 23/12/2026',
      'حصرت هذه الفاتورة في مبلغ خمسة عشر ألفا وثمانمائة درهم',
      'الصافي الواجب أداؤه',
      'الباقي للأداء',
      '10 800,00 DH',
      'كل تأخر في الأداء يترتب عنه بقوة القانون غرامات التأخير',
    ]) {
      expect(invoice).toContain(expected);
    }
    expect(invoice).not.toContain('Bon pour accord');
  });
});
