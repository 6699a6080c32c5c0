import Decimal from 'decimal.js';
import type { PdfCompany } from './pdf-company';

/**
 * French formats for the app's PDFs, by string work on the decimal strings the data carries: going through a
 * JavaScript float would print 0.29 as 0,28999… or lose centimes on large amounts. decimal.js only rounds a value
 * that comes with more places than the document shows (exact decimal arithmetic, no float involved).
 */

/** French typography groups thousands with a narrow no-break space, the web app's separator too: '1 234 567,50'. */
export const GROUP = '\u202f';
/** Before '%' and ':' in French, and between a number and its unit: the line never breaks there. */
export const NBSP = '\u00a0';
/** The true minus sign, which a French reader does not take for a dash. */
export const MINUS = '\u2212';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/** Rounds a decimal string half-up to `places` and splits it; throws on anything else, since a wrong figure must not be printed. */
function parts(value: string, places: number, what: string): { negative: boolean; units: string; fraction: string } {
  const trimmed = String(value ?? '').trim();
  if (!DECIMAL.test(trimmed)) throw new Error(`quote pdf: ${what} "${value}" is not a decimal string`);
  const fixed = new D(trimmed).toFixed(places);
  const [, sign, units, fraction = ''] = DECIMAL.exec(fixed) as RegExpExecArray;
  const zero = /^0+$/.test(units + fraction);
  return { negative: sign === '-' && !zero, units, fraction };
}

function group(units: string): string {
  return units.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

function join(negative: boolean, units: string, fraction: string): string {
  return `${negative ? MINUS : ''}${group(units)}${fraction ? `,${fraction}` : ''}`;
}

/** '1234.5' -> '1 234,50'. */
export function formatAmount(value: string): string {
  const p = parts(value, 2, 'amount');
  return join(p.negative, p.units, p.fraction);
}

/** '1234.5' -> '1 234,50 DH'. */
export function formatMoney(value: string): string {
  return `${formatAmount(value)}${NBSP}DH`;
}

/** '12.500' -> '12,5', '3.000' -> '3': up to 3 decimals without the zeros that say nothing. */
export function formatQuantity(value: string): string {
  const p = parts(value, 3, 'quantity');
  return join(p.negative, p.units, p.fraction.replace(/0+$/, ''));
}

/** '20.00' -> '20 %', '5.50' -> '5,5 %'. */
export function formatPercent(value: string): string {
  const p = parts(value, 2, 'rate');
  return `${join(p.negative, p.units, p.fraction.replace(/0+$/, ''))}${NBSP}%`;
}

export function isZero(value: string): boolean {
  return /^[+-]?0*(\.0*)?$/.test(String(value ?? '').trim());
}

/** '2026-11-23' -> '23/11/2026'. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? '').trim());
  if (!match) throw new Error(`quote pdf: date "${value}" is not YYYY-MM-DD`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/**
 * A Moroccan RIB is 24 digits: bank (3), city (3), account (16), key (2). Grouped so that the client who types it
 * into a transfer can check it; anything else is printed as given.
 */
export function formatRib(value: string): string {
  const digits = value.replace(/\s/g, '');
  return /^\d{24}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 22)} ${digits.slice(22)}` : value;
}

/**
 * Text typed by users: composed accents (a decomposed 'é' would need the font's mark positioning), no control
 * characters (they would print as empty boxes), no tabs. Line breaks stay unless `oneLine`.
 */
export function clean(value: string | null | undefined, oneLine = false): string {
  if (value === null || value === undefined) return '';
  let text = String(value)
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\ufeff]/g, '');
  if (oneLine) text = text.replace(/\s*\n\s*/g, ', ');
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trimEnd())
    .join('\n')
    .trim();
}

const present = (value: string | null | undefined): value is string => clean(value) !== '';

/**
 * The legal mentions every page's footer carries, each only when given, on two lines: who the company is in law
 * (raison sociale, forme juridique, capital, ICE, IF, RC and its tribunal, patente, CNSS), then where to reach and
 * pay it (siège, phone, e-mail, bank, RIB).
 */
/** The raison sociale with its form, once: 'Bati Atlas SARL' with the form 'SARL' is not 'Bati Atlas SARL SARL'. */
export function nameWithForm(company: Pick<PdfCompany, 'name' | 'legalForm'>): string {
  const name = clean(company.name, true);
  const form = clean(company.legalForm, true);
  if (!form) return name;
  const folded = (v: string) =>
    ` ${v
      .normalize('NFD')
      .replace(/[\u0300-\u036f.]/g, '')
      .replace(/\s+/g, ' ')
      .toLowerCase()} `;
  return folded(name).includes(folded(form)) ? name : [name, form].filter(Boolean).join(' ');
}

export function legalMentions(company: PdfCompany): string[] {
  const first: string[] = [nameWithForm(company)];
  const second: string[] = [];
  const mention = (into: string[], name: string, value: string | null | undefined, format = (v: string) => v) => {
    if (present(value)) into.push(`${name}${NBSP}: ${format(clean(value, true))}`);
  };
  // 'BATI ATLAS SARL au capital de 100 000,00 DH': one phrase, as the law reads it.
  if (present(company.capital)) first[0] = `${first[0]} au capital de ${formatMoney(company.capital.trim())}`;
  mention(first, 'ICE', company.ice);
  mention(first, 'IF', company.fiscalId);
  const court = clean(company.tradeRegisterCourt, true);
  mention(first, 'RC', company.tradeRegister, (rc) => (court ? `${rc} (${court})` : rc));
  mention(first, 'Patente', company.patente);
  mention(first, 'CNSS', company.cnss);

  const seat = [clean(company.address, true), clean(company.city, true)].filter(Boolean).join(', ');
  mention(second, 'Siège', seat);
  mention(second, 'Tél.', company.phone);
  mention(second, 'E-mail', company.email);
  mention(second, 'Banque', company.bank);
  mention(second, 'RIB', company.rib, formatRib);

  return [first.filter(Boolean).join(' – '), second.join(' – ')].filter(Boolean);
}
