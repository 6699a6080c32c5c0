import { formatAmount, formatDate, formatPercent, formatQuantity, formatRib, legalMentions } from './document-pdf.format';
import { renderDocumentPdf } from './document-pdf';
import { extractPages, fullQuote, FULL_COMPANY, logoPng, longQuote, writeForReview } from './document-pdf.test-helpers';
import type { DocumentPdfData } from './document-pdf.types';

describe('quote pdf formats', () => {
  it('writes amounts in French from the decimal string, never through a float', () => {
    expect(formatAmount('1234.56')).toBe('1\u202f234,56');
    expect(formatAmount('1234567.5')).toBe('1\u202f234\u202f567,50');
    expect(formatAmount('0.29')).toBe('0,29');
    expect(formatAmount('90071992547409931.01')).toBe('90\u202f071\u202f992\u202f547\u202f409\u202f931,01');
    expect(formatAmount('-12.005')).toBe('\u221212,01');
    expect(formatAmount('-0.00')).toBe('0,00');
    expect(() => formatAmount('1,5')).toThrow(/not a decimal string/);
  });

  it('writes quantities without useless zeros, rates and dates the French way', () => {
    expect(formatQuantity('12.500')).toBe('12,5');
    expect(formatQuantity('3.000')).toBe('3');
    expect(formatQuantity('1250.125')).toBe('1\u202f250,125');
    expect(formatPercent('20.00')).toBe('20\u00a0%');
    expect(formatPercent('5.50')).toBe('5,5\u00a0%');
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatRib('007780000123456789012345')).toBe('007 780 0001234567890123 45');
  });

  it('lists only the legal mentions that are given', () => {
    expect(legalMentions({ name: 'Solo' })).toEqual(['Solo']);
    const [first, second] = legalMentions(FULL_COMPANY);
    expect(first).toContain('au capital de 100\u202f000,00\u00a0DH');
    expect(first).toContain('RC\u00a0: 345678 (Tribunal de commerce de Casablanca)');
    expect(second).toContain('RIB\u00a0: 007 780 0001234567890123 45');
  });
});

describe('renderDocumentPdf', () => {
  it('renders a one-page quote with its logo, the legal mentions, the lots, the TVA and the amount in words', async () => {
    const pdf = await renderDocumentPdf(fullQuote(await logoPng()));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    writeForReview('quote-one-page', pdf);
    const { total, pages } = await extractPages(pdf);
    expect(total).toBe(1);
    const text = pages[0];

    for (const expected of [
      // Header, client, object and site.
      'BATI ATLAS',
      'DEVIS',
      'N° DEV-2026-0001',
      'Date : 23/11/2026',
      'Valable jusqu’au : 23/12/2026',
      'Résidence Les Œillets – Syndic',
      'ICE : 002233445000012',
      'Extension d’une villa R+1 : gros œuvre et électricité',
      'Villa Bennani – Hay Riad, Rabat',
      // The table: columns, units with their exponents, quantities and rates in French.
      'Désignation',
      'P.U. HT',
      'Remise',
      'm³',
      'm²',
      '12,5',
      '85,25',
      '1 250,00',
      '5 %',
      'Lot 1 : Gros œuvre',
      'Sous-total HT – Lot 1 : Gros œuvre',
      '33 702,75',
      'Lot 2 : Électricité',
      'Main d’œuvre d’électricien qualifié',
      'Sous-total HT – Lot 2 : Électricité',
      '3 972,00',
      // Totals and TVA by rate with its base.
      'Total HT',
      '37 674,75 DH',
      'TVA 20 %',
      'base 35 754,75',
      '7 150,95 DH',
      'TVA 10 %',
      'base 1 920,00',
      '192,00 DH',
      'Total TVA',
      '7 342,95 DH',
      'Total TTC',
      '45 017,70 DH',
      'Arrêté le présent devis à la somme de : quarante-cinq mille dix-sept dirhams et soixante-dix centimes TTC.',
      'Les quantités seront ajustées au métré contradictoire',
      'Acompte de 30 % à la commande',
      'Bon pour accord',
      'Date, cachet et signature du client',
      // The footer's legal mentions.
      'BATI ATLAS SARL',
      'au capital de 100 000,00 DH',
      'ICE : 001525478000089',
      'IF : 40123456',
      'RC : 345678 (Tribunal de commerce de Casablanca)',
      'Patente : 35201234',
      'CNSS : 1234567',
      'Banque : Attijariwafa bank',
      'RIB : 007 780 0001234567890123 45',
      'Page 1 / 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('runs a long quote over several pages with the column header and the page number on every page', async () => {
    const data = longQuote(120);
    const pdf = await renderDocumentPdf(data);
    writeForReview('quote-multi-page', pdf, [1, 2, 3, 4]);
    const { total, pages } = await extractPages(pdf);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(pages).toHaveLength(total);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} / ${total}`);
      expect(text).toContain('Désignation');
      expect(text).toContain('ICE : 001525478000089');
      if (index > 0) expect(text).toContain('Devis N° DEV-2026-0002 du 23/11/2026 (suite)');
    });
    // Every line once, none lost or repeated at a page break, in order.
    const all = pages.join(' ');
    const seen = [...all.matchAll(/Ligne (\d{3}) –/g)].map((match) => Number(match[1]));
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    // A lot cut by a page break is named again; the totals close the last page, beside lines of the table.
    expect(all).toMatch(/\(suite\)/);
    const last = pages[total - 1];
    expect(last).toContain('Total TTC');
    expect(last).toContain('151 200,00 DH');
    expect(last).toMatch(/Ligne \d{3} –/);
    expect(last).toContain('Bon pour accord');
  });

  it('renders a minimal quote without a logo or any optional field, and prints no undefined or null', async () => {
    const data: DocumentPdfData = {
      title: 'DEVIS',
      number: 'DEV-2026-0003',
      issueDate: '2026-01-05',
      company: { name: 'Atelier Minimal' },
      client: { name: 'M. Karim Alaoui' },
      lots: [
        {
          title: 'Travaux',
          lines: [{ designation: 'Peinture', unit: 'm²', quantity: '40', unitPriceHT: '35', vatRate: '20', discountPercent: '0', totalHT: '1400' }],
          subtotalHT: '1400',
        },
      ],
      totals: { totalHT: '1400', vat: [{ rate: '20', base: '1400', vat: '280' }], totalVAT: '280', totalTTC: '1680' },
      amountInWords: 'mille six cent quatre-vingts dirhams',
    };
    const pdf = await renderDocumentPdf(data);
    writeForReview('quote-minimal', pdf);
    const { total, pages } = await extractPages(pdf);
    expect(total).toBe(1);
    const text = pages[0];
    expect(text).not.toMatch(/undefined|null|NaN|\[object/i);
    for (const expected of ['Atelier Minimal', 'M. Karim Alaoui', '1 400,00', '1 680,00 DH', 'TVA 20 %', 'Bon pour accord', 'Page 1 / 1']) {
      expect(text).toContain(expected);
    }
    for (const absent of ['ICE', 'RIB', 'capital', 'Valable', 'Objet', 'OBJET', 'CHANTIER', 'Notes', 'Conditions']) {
      expect(text).not.toContain(absent);
    }
  });

  it('words an invoice as one, without the quote’s acceptance block', async () => {
    const data: DocumentPdfData = { ...fullQuote(null), title: 'FACTURE', number: 'FAC-2026-0001', validUntil: null, dueDate: '2027-01-22' };
    const { pages } = await extractPages(await renderDocumentPdf(data));
    expect(pages[0]).toContain('FACTURE');
    expect(pages[0]).toContain('Échéance : 22/01/2027');
    expect(pages[0]).toContain('Arrêtée la présente facture à la somme de : quarante-cinq mille');
    expect(pages[0]).not.toContain('Bon pour accord');
  });

  it('still issues the document when the logo cannot be read', async () => {
    const pdf = await renderDocumentPdf(fullQuote(Buffer.from('not an image')));
    const { pages } = await extractPages(pdf);
    expect(pages[0]).toContain('BATI ATLAS');
  });
});
