/**
 * Money typed or answered as decimal strings, turned into integers (BigInt) for exact arithmetic: a float would turn
 * 0.29 into 0.28999… and preview a centime the server does not have.
 */

/** '1 234,567' -> 1234567n at 3 decimals; null when it is not a number the shared schema accepts (12 digits). */
export function scaled(text: string | null | undefined, decimals: number): bigint | null {
  const value = String(text ?? '')
    .replace(/\s/g, '')
    .replace(',', '.');
  const match = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${decimals}}))?$`).exec(value);
  if (!match) return null;
  return BigInt(match[1]) * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0'));
}

/** '1 000,5' -> 100050n; null when the text is not an amount the shared schema accepts (12 digits, 2 decimals). */
export const toCents = (text: string | null | undefined): bigint | null => scaled(text, 2);

/** 100050n -> '1000.50' (the decimal string formatMoney shows). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The server's TVA rate ('20.00', '7.00') as a form's choice ('20', '7'). */
export function rateChoice(rate: string | null | undefined): string {
  return String(rate ?? '20').replace(/\.0+$/, '');
}
