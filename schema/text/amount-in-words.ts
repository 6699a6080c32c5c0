/**
 * Amounts in French words, as quotes and invoices state them in Morocco ("Arrêté le présent devis à la somme de : …").
 * Traditional (pre-1990) spelling: it is what accountants and the administration still write, and what readers check against.
 * Everything is integer arithmetic on BigInt: a float would turn 0.29 into 0.28999… and write the wrong centimes.
 */

export interface AmountCurrency {
  one: string;
  many: string;
  centOne: string;
  centMany: string;
}

const DIRHAM: AmountCurrency = { one: 'dirham', many: 'dirhams', centOne: 'centime', centMany: 'centimes' };

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

const THOUSAND = 1_000n;
const MILLION = 1_000_000n;
const MILLIARD = 1_000_000_000n;

/*
 * `final`: the number ends here or a noun (millions, milliards) follows. Only then do 'cents' and 'quatre-vingts' keep their s;
 * 'mille' is an adjective and takes it away ('deux cents', 'deux cents millions', but 'deux cent mille').
 */

function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n];
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  // 70-79 and 90-99 count on from dix: soixante-douze, quatre-vingt-onze. Only 71 keeps the 'et' of the other tens.
  if (ten === 7) return unit === 1 ? 'soixante et onze' : `soixante-${UNITS[10 + unit]}`;
  if (ten === 9) return `quatre-vingt-${UNITS[10 + unit]}`;
  // No 'et' after quatre-vingt: quatre-vingt-un.
  if (ten === 8) return unit === 0 ? (final ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[unit]}`;
  if (unit === 0) return TENS[ten];
  return unit === 1 ? `${TENS[ten]} et un` : `${TENS[ten]}-${UNITS[unit]}`;
}

function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest, final);
  // Never 'un cent'; 'cent' is plural only when multiplied and nothing but a noun follows.
  const cent = hundreds === 1 ? 'cent' : `${UNITS[hundreds]} ${rest === 0 && final ? 'cents' : 'cent'}`;
  return rest === 0 ? cent : `${cent} ${belowHundred(rest, final)}`;
}

/** Whether the words end with 'million(s)' or 'milliard(s)': nouns, so French joins what they count with 'de'. */
function endsWithNoun(n: bigint): boolean {
  return n >= MILLION && n % MILLION === 0n;
}

/** 'de' elided before a vowel ("un million d'euros"); an h is left alone, as h aspiré would need a dictionary. */
function de(noun: string): string {
  return /^[aeiouyàâäéèêëîïôöûü]/i.test(noun) ? `d'${noun}` : `de ${noun}`;
}

function counted(count: bigint, noun: string): string {
  const nouns = count > 1n ? `${noun}s` : noun;
  const countWords = words(count, true);
  return endsWithNoun(count) ? `${countWords} ${de(nouns)}` : `${countWords} ${nouns}`;
}

function words(n: bigint, final: boolean): string {
  // Past 999 999 milliards the count of milliards grows on its own: 'mille milliards', 'un million de milliards'.
  if (n >= MILLIARD) return joined(counted(n / MILLIARD, 'milliard'), n % MILLIARD, final);
  if (n >= MILLION) return joined(counted(n / MILLION, 'million'), n % MILLION, final);
  if (n >= THOUSAND) {
    const count = n / THOUSAND;
    // 'mille' is invariable and never counted by 'un'.
    return joined(count === 1n ? 'mille' : `${words(count, false)} mille`, n % THOUSAND, final);
  }
  return belowThousand(Number(n), final);
}

function joined(head: string, rest: bigint, final: boolean): string {
  return rest === 0n ? head : `${head} ${words(rest, final)}`;
}

/** A non-negative integer in French words, traditional spelling: 'cent vingt mille quatre cent trois'. */
export function numberInWords(n: bigint): string {
  if (typeof n !== 'bigint' || n < 0n) throw new Error(`Not a non-negative integer: ${String(n)}`);
  return words(n, true);
}

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A decimal amount ('120403.50') in words with its currency: 'cent vingt mille quatre cent trois dirhams et cinquante centimes'.
 * Singular for 0 and 1 ('zéro dirham', 'un dirham'), as French does; the centimes are said only when there are some.
 */
export function amountInWords(amount: string, currency: AmountCurrency = DIRHAM): string {
  const match = typeof amount === 'string' ? AMOUNT.exec(amount) : null;
  if (!match) throw new Error(`Invalid amount: ${JSON.stringify(amount)}`);
  const units = BigInt(match[1]);
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  const unitNoun = units > 1n ? currency.many : currency.one;
  const head = endsWithNoun(units) ? `${numberInWords(units)} ${de(unitNoun)}` : `${numberInWords(units)} ${unitNoun}`;
  if (cents === 0n) return head;
  return `${head} et ${numberInWords(cents)} ${cents > 1n ? currency.centMany : currency.centOne}`;
}
