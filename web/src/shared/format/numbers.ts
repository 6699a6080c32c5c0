import { currentIntl } from '../intl/current-intl';

/**
 * The one place numbers become text. Amounts, quantities and rates travel as decimal strings and are formatted by
 * string work only (never through a JavaScript float), per language: French '1 234,50', English '1,234.50'.
 */
export type NumberLocale = 'fr' | 'en';

/** The true minus sign: '−900', not the hyphen a French reader may take for a dash. */
export const MINUS = '\u2212';

export const localeOf = (locale?: string): NumberLocale => ((locale ?? currentIntl().locale).startsWith('en') ? 'en' : 'fr');

const SEPARATORS: Record<NumberLocale, { group: string; decimal: string }> = {
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** The decimal mark of a language: a comma in French and Arabic (as Morocco writes), a point in English. */
export const decimalMark = (locale?: string): string => SEPARATORS[localeOf(locale)].decimal;

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

export interface DecimalParts {
  negative: boolean;
  /** The whole part without leading zeros. */
  units: string;
  /** The decimals as written. */
  fraction: string;
}

/** '-0012.50' -> { negative: true, units: '12', fraction: '50' }; null when it is not a decimal string. */
export function decimalParts(value: string | number | null | undefined): DecimalParts | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(String(value).trim().replace(',', '.'));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  return { negative: sign === '-', units: whole.replace(/^0+(?=\d)/, ''), fraction };
}

/** Joins the parts in a language: grouped thousands, its decimal mark, the true minus sign. */
export function joinNumber(
  parts: DecimalParts,
  opts: { locale?: string; signed?: boolean; grouped?: boolean; fraction: string; hyphen?: boolean },
): string {
  const { group, decimal } = SEPARATORS[localeOf(opts.locale)];
  const zero = /^0*$/.test(parts.units) && /^0*$/.test(opts.fraction);
  const units = opts.grouped === false ? parts.units : parts.units.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = zero ? '' : parts.negative ? (opts.hyphen ? '-' : MINUS) : opts.signed ? '+' : '';
  return `${sign}${units}${opts.fraction ? `${decimal}${opts.fraction}` : ''}`;
}

/**
 * A number and its unit as one left-to-right piece inside right-to-left text ('DH 973 169,40' otherwise): an
 * isolate only when the page is laid out right to left, so left-to-right text stays plain.
 */
export function isolated(text: string): string {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? `\u2066${text}\u2069` : text;
}
