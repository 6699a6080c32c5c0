/**
 * A stock unit after its quantity, as one writes it: '57 sacs', '1,5 sac', '12 kg', '3 m³'. French grammar puts
 * the plural from 2 (1,5 stays singular); a unit that is a word takes its plural ('seau' → 'seaux'), an abbreviation
 * or a symbol ('kg', 'm³', 'L', 'ml', 'u.') never does. Units are typed by the company, so what cannot be told a
 * word (digits, symbols, a dot, two letters or fewer, already plural) is left as typed.
 */
const INVARIABLE = new Set(['kg', 'mg', 'ml', 'cl', 'dl', 'hl', 'cm', 'mm', 'km', 'ens', 'pce', 'pcs', 'ttc']);

/** `quantity`: a decimal string ('-57.500'); only whether it reaches 2 is read, so a float's rounding cannot matter. */
export function unitOf(quantity: string | number, unit: string): string {
  const word = unit.trim();
  const plural = Math.abs(Number(String(quantity).replace(',', '.').replace('\u2212', '-'))) >= 2;
  if (!plural || word.length < 3 || !/^\p{L}+$/u.test(word) || INVARIABLE.has(word.toLowerCase()) || /[sxz]$/i.test(word)) return unit;
  if (/(au|eau|eu)$/i.test(word)) return `${unit}${word === word.toUpperCase() ? 'X' : 'x'}`;
  return `${unit}${word === word.toUpperCase() ? 'S' : 's'}`;
}
