/**
 * The month's salary declaration as Damancom's e-BDS exchange file (CNSS, « Cahier des charges relatif à la
 * réalisation des déclarations des salaires en mode échange de fichiers », records B00 to B06), pure: rows in, text out.
 *
 * Fixed-width records of 260 characters, one per line (LF): numbers right-aligned and zero-filled, amounts in centimes
 * without a separator, text left-aligned, space-filled, upper-case ASCII. Without the CNSS's préétabli file (which
 * lists the insured and carries the transfer id), the transfer id is zeros, the family-allowance fields are zeros, the
 * workers with a CNSS number are declared on B02 (préétabli) and those without one on B04 (entrants, with their CIN).
 * S_Ctr, the horizontal check sum: N_Num_Assure + N_AF_A_Reverser + N_Jours_Declares + N_Salaire_Reel + N_Salaire_Plaf
 * (+ the situation's rank, none here).
 */
import { toCentimes } from '@chantiers/schema';
import type { PayrollRow } from './payroll-rows';

export interface EbdsCompany {
  /** Numéro d'affiliation CNSS, 7 digits. */
  affiliateNumber: string;
  name: string;
  activity?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
}

export interface EbdsFile {
  fileName: string;
  content: string;
}

export const EBDS_RECORD_LENGTH = 260;

/** Upper-case ASCII: accents dropped, anything else a space. */
export const ebdsText = (value: string | null | undefined): string =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 '.\-/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const an = (value: string | null | undefined, width: number): string => ebdsText(value).slice(0, width).padEnd(width, ' ');
const n = (value: number | bigint | string, width: number): string => {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new RangeError(`e-BDS: ${text} does not fit ${width} digits`);
  return text.padStart(width, '0');
};
const blank = (width: number) => ' '.repeat(width);
const record = (...fields: string[]): string => {
  const line = fields.join('');
  if (line.length !== EBDS_RECORD_LENGTH) throw new RangeError(`e-BDS record of ${line.length} characters: ${line.slice(0, 3)}`);
  return line;
};

/** The 10th of the next month, AAAAMMJJ: the contributions' due date (paid within the first ten days). */
const dueDate = (month: string): string => {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}0110` : `${y}${String(m + 1).padStart(2, '0')}10`;
};

interface Line {
  number: bigint;
  days: number;
  real: bigint;
  capped: bigint;
  ctr: bigint;
}

const lineOf = (r: PayrollRow): Line => {
  const number = BigInt(r.cnssNumber ?? 0);
  const real = toCentimes(r.base);
  const capped = toCentimes(r.cappedBase);
  return { number, days: r.declaredDays, real, capped, ctr: number + BigInt(r.declaredDays) + real + capped };
};

interface Totals {
  count: number;
  number: bigint;
  days: number;
  real: bigint;
  capped: bigint;
  ctr: bigint;
}

const totals = (lines: Line[]): Totals =>
  lines.reduce<Totals>(
    (t, l) => ({
      count: t.count + 1,
      number: t.number + l.number,
      days: t.days + l.days,
      real: t.real + l.real,
      capped: t.capped + l.capped,
      ctr: t.ctr + l.ctr,
    }),
    { count: 0, number: 0n, days: 0, real: 0n, capped: 0n, ctr: 0n },
  );

const fullName = (r: PayrollRow) => `${r.lastName} ${r.firstName}`;

/** The e-BDS file of `month` (YYYY-MM), issued on `issuedOn` (YYYY-MM-DD). */
export function ebdsFile(month: string, company: EbdsCompany, rows: readonly PayrollRow[], issuedOn: string): EbdsFile {
  const affiliate = n(company.affiliateNumber, 7);
  const period = month.replace('-', '');
  const head = [affiliate, period];
  const insured = rows.filter((r) => r.cnssNumber).sort((a, b) => (a.cnssNumber as string).localeCompare(b.cnssNumber as string));
  const entrants = rows.filter((r) => !r.cnssNumber);
  const insuredLines = insured.map(lineOf);
  const entrantLines = entrants.map(lineOf);
  const ti = totals(insuredLines);
  const te = totals(entrantLines);
  const all = totals([...insuredLines, ...entrantLines]);

  const lines: string[] = [
    record('B00', n(0, 14), 'B0', blank(241)),
    record(
      'B01',
      ...head,
      an(company.name, 40),
      an(company.activity, 40),
      an(company.address, 120),
      an(company.city, 20),
      an(company.postalCode, 6),
      n(0, 2),
      issuedOn.replaceAll('-', ''),
      dueDate(month),
    ),
    ...insured.map((r, i) => {
      const l = insuredLines[i]!;
      // Children, family allowances to pay, to deduct, net, to return: the préétabli's, none here.
      return record(
        'B02',
        ...head,
        n(l.number, 9),
        an(fullName(r), 60),
        n(0, 2),
        n(0, 6),
        n(0, 6),
        n(0, 6),
        n(0, 6),
        n(l.days, 2),
        n(l.real, 13),
        n(l.capped, 9),
        blank(2),
        n(l.ctr, 19),
        blank(104),
      );
    }),
    record(
      'B03',
      ...head,
      n(ti.count, 6),
      n(0, 6),
      n(0, 12),
      n(0, 12),
      n(0, 12),
      n(ti.number, 15),
      n(0, 12),
      n(ti.days, 6),
      n(ti.real, 15),
      n(ti.capped, 13),
      n(ti.ctr, 19),
      blank(116),
    ),
    ...(entrants.length
      ? entrants.map((r, i) => {
          const l = entrantLines[i]!;
          return record(
            'B04',
            ...head,
            n(0, 9),
            an(fullName(r), 60),
            an(r.cni, 8),
            n(l.days, 2),
            n(l.real, 13),
            n(l.capped, 9),
            n(l.ctr, 19),
            blank(124),
          );
        })
      : [record('B04', ...head, blank(9), blank(60), blank(8), n(0, 2), n(0, 13), n(0, 9), n(0, 19), blank(124))]),
    record('B05', ...head, n(te.count, 6), n(te.number, 15), n(te.days, 6), n(te.real, 15), n(te.capped, 13), n(te.ctr, 19), blank(170)),
    record('B06', ...head, n(all.count, 6), n(all.number, 15), n(all.days, 6), n(all.real, 15), n(all.capped, 13), n(all.ctr, 19), blank(170)),
  ];
  return { fileName: `DS_${affiliate}_${period}.txt`, content: `${lines.join('\n')}\n` };
}
