/**
 * Amounts as a form holds them, typed the French way or not ('1 234,5'), read into the decimal strings the shared
 * money rules take (@chantiers/schema, schema/money): the arithmetic itself is the api's, never a float.
 */

/** '1 234,567' -> '1234.567' at 3 decimals; null when it is not a number the shared schema accepts (12 digits, no sign). */
export function typedDecimal(text: string | null | undefined, decimals: number): string | null {
  const value = String(text ?? '')
    .replace(/\s/g, '')
    .replace(',', '.');
  return new RegExp(`^\\d{1,12}(?:\\.\\d{1,${decimals}})?$`).test(value) ? value : null;
}

/** An amount typed in a form ('1 000,5' -> '1000.5'), or null while it is not one (12 digits, 2 decimals). */
export const typedAmount = (text: string | null | undefined): string | null => typedDecimal(text, 2);

/** The server's TVA rate ('20.00', '7.00') as a form's choice ('20', '7'). */
export function rateChoice(rate: string | null | undefined): string {
  return String(rate ?? '20').replace(/\.0+$/, '');
}
