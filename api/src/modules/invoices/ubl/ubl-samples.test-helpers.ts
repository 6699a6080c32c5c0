import { documentTotals, fromCentimes, moneyOf, retentionOf, sumMoney, splitTTCByRate, subtractMoney, ttcByRate } from '@chantiers/schema';
import { seeded } from '../../../../test/fuzz-values';
import type { UblDocumentData, UblKind, UblLine, UblParty } from './ubl-document';

/*
 * Invoices and credit notes of every kind as the app issues them: amounts computed by the shared money rules (per-rate
 * TVA rounded once, credit notes split from their TTC, retention on the TTC), parties with and without their optional
 * mentions, names with the characters people type. A seed replays a document.
 */
const KINDS: UblKind[] = ['ACOMPTE', 'SITUATION', 'SOLDE', 'RETENUE', 'AVOIR'];
const RATES = ['20', '14', '10', '7', '0'];
const NAMES = [
  'Béton armé C25/30',
  'Carrelage 60×60 & plinthes',
  'Électricité — lot n° 3',
  'Étanchéité <toiture> "terrasse"',
  'عزل الأسطح',
  'Peinture',
];
const CLIENTS = ['M. Bennani', 'Société Atlas & Fils', 'Résidence Al Amal', 'شركة البناء', "L'Oréal Maroc"];
/** A tiny PDF: the conformance run checks the embedding, not the rendering (a real invoice's PDF is tested over REST). */
export const SAMPLE_PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

const digits = (rand: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const cents = (rand: () => number, max: number) => fromCentimes(BigInt(1 + Math.floor(rand() * max)));

export const SELLER = {
  name: 'Atlas Bâtiment SARL',
  person: false,
  ice: '001234567000089',
  fiscalId: '12345678',
  tradeRegister: '98765',
  tradeRegisterCourt: 'Casablanca',
  patente: '34567890',
  cnss: '1234567',
  legalForm: 'SARL',
  capital: '100000.00',
  address: '12, rue des Oudayas',
  city: 'Casablanca',
  phone: '+212 522 00 00 00',
  email: 'factures@atlas.ma',
  bank: 'Attijariwafa bank',
  rib: '007780000123456789012345',
};

function buyer(rand: () => number): UblParty {
  const person = rand() < 0.4;
  return {
    name: pick(rand, CLIENTS),
    person,
    ice: person ? null : `00${digits(rand, 13)}`,
    address: rand() < 0.7 ? `${1 + Math.floor(rand() * 200)}, avenue Hassan II` : null,
    city: pick(rand, ['Rabat', 'Fès', 'Agadir', 'Tanger']),
    phone: rand() < 0.5 ? '+212 6 61 23 45 67' : null,
    email: rand() < 0.5 ? 'client@example.ma' : null,
  };
}

function workLines(rand: () => number, kind: UblKind): UblLine[] {
  const count = 1 + Math.floor(rand() * 6);
  const lines: UblLine[] = Array.from({ length: count }, () => ({
    designation: pick(rand, NAMES),
    note: kind === 'SITUATION' ? `Avancement cumulé ${Math.floor(rand() * 100)} %` : null,
    totalHT: cents(rand, 50_000_000),
    vatRate: moneyOf(pick(rand, RATES)),
  }));
  // A situation takes the deposits off, in proportion: a negative line at the rate of the works it follows.
  if (kind === 'SITUATION' && rand() < 0.6) {
    const first = lines[0];
    lines.push({
      designation: 'Déduction des acomptes',
      totalHT: `-${cents(rand, Number(first.totalHT.replace('.', '')) - 1)}`,
      vatRate: first.vatRate,
    });
  }
  return lines;
}

/** One document of `kind`, from `seed`. */
export function sampleDocument(seed: number, kind: UblKind = KINDS[seed % KINDS.length]): UblDocumentData {
  const rand = seeded(seed);
  const year = 2026 + Math.floor(rand() * 2);
  const n = String(1 + Math.floor(rand() * 9999)).padStart(4, '0');
  const issueDate = `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
  const base = {
    kind,
    id: `${digits(rand, 8)}-${digits(rand, 4)}-4${digits(rand, 3)}-8${digits(rand, 3)}-${digits(rand, 12)}`,
    reference: `${kind === 'AVOIR' ? 'AV' : 'FAC'}-${year}-${n}`,
    issueDate,
    dueDate: kind === 'AVOIR' ? null : `${year + 1}-01-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    label: `${kind} — devis DEV-${year}-0042`,
    notes: rand() < 0.3 ? 'Règlement par virement & chèque <accepté>' : null,
    seller: SELLER,
    buyer: buyer(rand),
    siteName: rand() < 0.8 ? 'Villa Les Oliviers' : null,
    quote: { reference: `DEV-${year}-0042`, issueDate: `${year}-01-02` },
    previous: kind === 'SITUATION' || kind === 'SOLDE' ? [{ reference: `FAC-${year}-0001`, issueDate: `${year}-01-15` }] : [],
    creditOf: kind === 'AVOIR' ? { reference: `FAC-${year}-0007`, issueDate: `${year}-01-20` } : null,
    pdf: rand() < 0.5 ? { fileName: `${kind}.pdf`, bytes: SAMPLE_PDF } : null,
  };
  const retentionRate = moneyOf(pick(rand, ['0', '5', '7', '10']));
  if (kind === 'RETENUE') {
    const released = cents(rand, 10_000_000);
    return {
      ...base,
      lines: [],
      vat: [],
      totals: { totalHT: '0.00', totalVAT: '0.00', totalTTC: '0.00' },
      retention: { rate: '0.00', amount: released, releases: true },
      netToPay: released,
    };
  }
  if (kind === 'AVOIR') {
    // A credit note cancels part of an invoice's TTC, split over that invoice's rates (each share into HT and TVA).
    const invoiced = workLines(rand, 'SOLDE');
    const whole = documentTotals(invoiced).totalTTC;
    const amount = rand() < 0.3 ? whole : cents(rand, Number(whole.replace('.', '')));
    const { bases, vat } = splitTTCByRate(amount, ttcByRate(invoiced));
    const rows = [...bases].map(([rate, b]) => ({ rate, base: b, vat: vat.get(rate)! }));
    const retention = retentionOf(amount, retentionRate);
    return {
      ...base,
      lines: rows.map((r) => ({ designation: 'Remise commerciale', totalHT: r.base, vatRate: r.rate })),
      vat: rows,
      totals: { totalHT: sumMoney(rows.map((r) => r.base)), totalVAT: sumMoney(rows.map((r) => r.vat)), totalTTC: amount },
      retention: { rate: retentionRate, amount: retention, releases: false },
      netToPay: subtractMoney(amount, retention),
    };
  }
  const lines = workLines(rand, kind);
  const totals = documentTotals(lines);
  const held = retentionOf(totals.totalTTC, retentionRate);
  return {
    ...base,
    lines,
    vat: totals.vat,
    totals: { totalHT: totals.totalHT, totalVAT: totals.totalVAT, totalTTC: totals.totalTTC },
    retention: { rate: retentionRate, amount: held, releases: false },
    netToPay: subtractMoney(totals.totalTTC, held),
  };
}
