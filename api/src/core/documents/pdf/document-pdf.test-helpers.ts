import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PdfCompany, PdfLine, DocumentPdfData } from './document-pdf.types';

/**
 * pdf.js (through pdf-parse) loads its worker with a dynamic import(), which jest's CommonJS sandbox refuses
 * without --experimental-vm-modules: the text is extracted by a plain Node process instead.
 */
const EXTRACT = `
const { PDFParse } = require(${JSON.stringify(require.resolve('pdf-parse'))});
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const result = await parser.getText();
  await parser.destroy();
  process.stdout.write(JSON.stringify({ total: result.total, pages: result.pages.map((page) => page.text) }));
});
`;

/** Spaces of every kind as one, and a word cut at a hyphen by the line wrap joined again. */
export function normalize(text: string): string {
  return text
    .replace(/-\s*\n\s*/g, '-')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

export async function extractPages(pdf: Buffer): Promise<{ total: number; pages: string[] }> {
  const child = spawn(process.execPath, ['-e', EXTRACT], { stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end(pdf);
  });
  if (code !== 0) throw new Error(`text extraction failed (${code}): ${Buffer.concat(err).toString()}`);
  const result = JSON.parse(Buffer.concat(out).toString()) as { total: number; pages: string[] };
  return { total: result.total, pages: result.pages.map(normalize) };
}

/** PDFs and page images for a person to look at; never committed (the folder ignores itself). */
export const OUTPUT_DIR = path.resolve(__dirname, '../../../../test-output/pdf');

function hasPdftoppm(): boolean {
  const probe = spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  return !probe.error;
}

/**
 * Writes the PDF and, where poppler's pdftoppm is installed, the given pages as PNG; returns the PNGs written.
 * A review aid only: a machine without pdftoppm or without a writable folder skips it, no test fails for it.
 */
export function writeForReview(name: string, pdf: Buffer, pages: number[] = [1]): string[] {
  try {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(path.join(OUTPUT_DIR, '..', '.gitignore'), '*\n');
    const file = path.join(OUTPUT_DIR, `${name}.pdf`);
    writeFileSync(file, pdf);
    if (!hasPdftoppm()) return [];
    const written: string[] = [];
    for (const page of pages) {
      const prefix = path.join(OUTPUT_DIR, `${name}-page${page}`);
      const done = spawnSync('pdftoppm', ['-png', '-r', '110', '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
      if (done.status === 0) written.push(`${prefix}.png`);
    }
    return written;
  } catch {
    return [];
  }
}

/** A logo as an upload would bring it: a PNG with transparency, wider than tall. */
export async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <rect width="360" height="120" rx="18" fill="#1f3a5f"/>
    <polygon points="28,98 88,22 148,98" fill="#f2b134"/>
    <rect x="170" y="38" width="160" height="16" rx="4" fill="#ffffff"/>
    <rect x="170" y="66" width="112" height="16" rx="4" fill="#9fb3c8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const FULL_COMPANY: PdfCompany = {
  name: 'BATI ATLAS',
  legalForm: 'SARL',
  capital: '100000.00',
  address: '12, rue Ibn Battouta, Maârif',
  city: 'Casablanca',
  ice: '001525478000089',
  fiscalId: '40123456',
  tradeRegister: '345678',
  tradeRegisterCourt: 'Tribunal de commerce de Casablanca',
  patente: '35201234',
  cnss: '1234567',
  phone: '05 22 98 76 54',
  email: 'contact@batiatlas.ma',
  bank: 'Attijariwafa bank',
  rib: '007780000123456789012345',
};

const line = (designation: string, unit: string, quantity: string, price: string, vat: string, discount: string, total: string): PdfLine => ({
  designation,
  unit,
  quantity,
  unitPriceHT: price,
  vatRate: vat,
  discountPercent: discount,
  totalHT: total,
});

/** Two lots, two TVA rates, a discount, a long designation: what a real quote of a small company looks like. */
export function fullQuote(logo: Buffer | null): DocumentPdfData {
  return {
    title: 'DEVIS',
    number: 'DEV-2026-0001',
    issueDate: '2026-11-23',
    validUntil: '2026-12-23',
    object: 'Extension d’une villa R+1 : gros œuvre et électricité',
    siteName: 'Villa Bennani – Hay Riad, Rabat',
    company: { ...FULL_COMPANY, logo },
    client: {
      name: 'Résidence Les Œillets – Syndic',
      ice: '002233445000012',
      address: 'Lot 45, avenue Mehdi Ben Barka\nHay Riad',
      city: 'Rabat',
      phone: '06 61 23 45 67',
      email: 'syndic@oeillets.ma',
    },
    lots: [
      {
        title: 'Lot 1 : Gros œuvre',
        lines: [
          line(
            'Béton armé dosé à 350 kg/m³ pour semelles, poteaux et poutres, y compris coffrage, ferraillage en acier HA FeE500 et vibration',
            'm³',
            '12.500',
            '1250.00',
            '20.00',
            '0.00',
            '15625.00',
          ),
          line('Maçonnerie en agglos creux de 20 cm, hourdés au mortier de ciment', 'm²', '85.250', '180.00', '20.00', '5.00', '14577.75'),
          line('Installation et repli de chantier', 'forfait', '1.000', '3500.00', '20.00', '0.00', '3500.00'),
        ],
        subtotalHT: '33702.75',
      },
      {
        title: 'Lot 2 : Électricité',
        lines: [
          line('Fourniture et pose de prises 2P+T 16 A encastrées', 'u', '24', '85.50', '20.00', '0.00', '2052.00'),
          line('Main d’œuvre d’électricien qualifié', 'h', '16', '120.00', '10.00', '0.00', '1920.00'),
        ],
        subtotalHT: '3972.00',
      },
    ],
    totals: {
      totalHT: '37674.75',
      vat: [
        { rate: '20.00', base: '35754.75', vat: '7150.95' },
        { rate: '10.00', base: '1920.00', vat: '192.00' },
      ],
      totalVAT: '7342.95',
      totalTTC: '45017.70',
    },
    amountInWords: 'quarante-cinq mille dix-sept dirhams et soixante-dix centimes',
    notes: 'Les quantités seront ajustées au métré contradictoire en fin de travaux.',
    conditions: 'Acompte de 30 % à la commande, solde à la réception des travaux. Validité de l’offre : 30 jours.',
  };
}

/** `count` lines over four lots, some designations long enough to wrap: a quote that runs over several pages. */
export function longQuote(count: number): DocumentPdfData {
  const lotTitles = ['Lot 1 : Terrassements', 'Lot 2 : Gros œuvre', 'Lot 3 : Revêtements', 'Lot 4 : Peinture'];
  const perLot = Math.ceil(count / lotTitles.length);
  const lots = lotTitles.map((title, lotIndex) => {
    const lines: PdfLine[] = [];
    for (let i = lotIndex * perLot; i < Math.min(count, (lotIndex + 1) * perLot); i++) {
      const n = String(i + 1).padStart(3, '0');
      const designation =
        i % 7 === 3
          ? `Ligne ${n} – Enduit au mortier de ciment dosé à 400 kg/m³ sur murs intérieurs, en deux couches, y compris échafaudage et nettoyage`
          : `Ligne ${n} – Carrelage grès cérame 60×60`;
      lines.push(line(designation, 'm²', '10.500', '100.00', '20.00', '0.00', '1050.00'));
    }
    return { title, lines, subtotalHT: (lines.length * 1050).toFixed(2) };
  });
  const totalHT = (count * 1050).toFixed(2);
  const vat = (count * 210).toFixed(2);
  const ttc = (count * 1260).toFixed(2);
  return {
    ...fullQuote(null),
    number: 'DEV-2026-0002',
    lots,
    totals: { totalHT, vat: [{ rate: '20.00', base: totalHT, vat }], totalVAT: vat, totalTTC: ttc },
    amountInWords: 'cent cinquante et un mille deux cents dirhams',
    notes: null,
    conditions: null,
  };
}

/** A private homeowner's quote in Arabic (law 31-08): one lot, 15 800,00 DH TTC, the amount in both languages. */
export function arabicQuote(): DocumentPdfData {
  return {
    ...fullQuote(null),
    number: 'DEV-2026-0007',
    client: { name: 'M. Youssef Bennani', address: '23, rue Al Massira', city: 'Marrakech', phone: '06 61 00 11 22' },
    lots: [
      {
        title: 'Lot 1 : Carrelage',
        lines: [
          line('Carrelage grès cérame 60×60, pose collée', 'm²', '50', '220.00', '20.00', '0.00', '11000.00'),
          line('Plinthes assorties (pose comprise)', 'forfait', '1', '2166.67', '20.00', '0.00', '2166.67'),
        ],
        subtotalHT: '13166.67',
      },
    ],
    totals: { totalHT: '13166.67', vat: [{ rate: '20.00', base: '13166.67', vat: '2633.33' }], totalVAT: '2633.33', totalTTC: '15800.00' },
    amountInWords: 'quinze mille huit cents dirhams',
    arabic: { heading: 'عرض أثمان', amountInWords: 'خمسة عشر ألفا وثمانمائة درهم' },
  };
}
