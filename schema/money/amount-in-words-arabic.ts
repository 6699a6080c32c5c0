/**
 * Amounts in Arabic words, as the Arabic version of a quote or an invoice states them (law 31-08, art. 206: a contract
 * with a consumer comes with its Arabic translation): 'خمسة عشر ألفا وثمانمائة درهم'. Modern Standard Arabic as Moroccan
 * invoices write it: درهم / دراهم, سنتيم / سنتيمات, مائة (not مئة), ملايير (the Moroccan plural of مليار).
 *
 * Agreement of the counted noun (تمييز العدد), for درهم, سنتيم and the scale words (ألف, مليون, مليار), all masculine:
 * 1 'درهم واحد', 2 the dual 'درهمان', 3-10 the plural with the number in its feminine form 'ثلاثة دراهم', 11-99
 * the singular accusative 'أحد عشر درهما', a round hundred the singular genitive 'مائة درهم'. A dual directly before its
 * noun loses its ن ('مائتا درهم', 'ألفا درهم'), and a scale word directly before the currency loses its accusative alif
 * ('خمسة عشر ألف درهم', but 'خمسة عشر ألفا وثمانمائة درهم'). The case endings are the nominative: the amount is read
 * as a subject ('المبلغ: …'). Integer arithmetic on BigInt, as amountInWords: no float ever holds the amount.
 */

const UNITS = ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const TEENS = ['', 'أحد عشر', 'اثنا عشر'];
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const HUNDREDS = ['', 'مائة', 'مائتان', 'ثلاثمائة', 'أربعمائة', 'خمسمائة', 'ستمائة', 'سبعمائة', 'ثمانمائة', 'تسعمائة'];

/** A counted noun's forms: singular, dual, plural (3-10), accusative singular (11-99). */
interface Noun {
  one: string;
  two: string;
  few: string;
  many: string;
}

const DIRHAM: Noun = { one: 'درهم', two: 'درهمان', few: 'دراهم', many: 'درهما' };
const CENTIME: Noun = { one: 'سنتيم', two: 'سنتيمان', few: 'سنتيمات', many: 'سنتيما' };
const SCALES: [bigint, Noun][] = [
  [1_000_000_000n, { one: 'مليار', two: 'ملياران', few: 'ملايير', many: 'مليارا' }],
  [1_000_000n, { one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليونا' }],
  [1_000n, { one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفا' }],
];

/** 999 999 999 999,99: beyond, the scale words would need 'ألف مليار', which no document of the app reaches. */
const MAX_UNITS = 999_999_999_999n;

/** The construct state (إضافة) of a dual: 'مائتان' → 'مائتا' before the noun it counts. */
const construct = (words: string): string => words.replace(/ان$/, 'ا');

const join = (parts: string[]): string => parts.filter(Boolean).join(' و');

/** 0-99, masculine (the counted nouns are): 'واحد وعشرون', 'ثلاثة عشر'. */
function belowHundred(n: number): string {
  if (n <= 10) return UNITS[n];
  if (n < 20) return TEENS[n - 10] || `${UNITS[n - 10]} عشر`;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)] : `${UNITS[unit]} و${TENS[Math.floor(n / 10)]}`;
}

/** 1-999; 'مائتان' stays whole here: the caller puts it in the construct state when a noun follows it. */
function belowThousand(n: number): string {
  return join([HUNDREDS[Math.floor(n / 100)], n % 100 ? belowHundred(n % 100) : '']);
}

/**
 * `count` (1-999) of `noun`, and whether the words end on a form that a following noun changes: `beforeNoun` when the
 * currency comes right after ('ألفا درهم', 'خمسة عشر ألف درهم').
 */
function counted(count: number, noun: Noun, beforeNoun: boolean): string {
  if (count === 1) return noun.one;
  if (count === 2) return beforeNoun ? construct(noun.two) : noun.two;
  const rest = count % 100;
  if (rest === 0) return `${construct(belowThousand(count))} ${noun.one}`;
  // 101 000: 'مائة ألف وألف', as the grammar counts a hundred and one thousand.
  if (count > 100 && rest <= 2) return join([`${construct(belowThousand(count - rest))} ${noun.one}`, counted(rest, noun, beforeNoun)]);
  if (rest <= 10) return `${belowThousand(count)} ${noun.few}`;
  return `${belowThousand(count)} ${beforeNoun ? noun.one : noun.many}`;
}

/** A whole number (1-999 999 999 999) in words, the scale words agreed with their counts. */
function numberWords(n: bigint, beforeNoun: boolean): string[] {
  const parts: string[] = [];
  let rest = n;
  for (const [scale, noun] of SCALES) {
    const count = rest / scale;
    rest %= scale;
    if (count > 0n) parts.push(counted(Number(count), noun, beforeNoun && rest === 0n));
  }
  if (rest > 0n) parts.push(belowThousand(Number(rest)));
  return parts;
}

/** `n` of the currency `noun`, the noun agreed with the number's last two digits. */
function amountOf(n: bigint, noun: Noun): string {
  if (n === 0n) return `${UNITS[0]} ${noun.one}`;
  if (n === 1n) return `${noun.one} ${UNITS[1]}`;
  if (n === 2n) return noun.two;
  const last = Number(n % 100n);
  // A dual scale right before the currency takes its construct state: 'ألفا درهم', 'مائتا درهم'.
  const words = join(numberWords(n, true));
  if (last === 0) return `${construct(words)} ${noun.one}`;
  if (last >= 3 && last <= 10) return `${words} ${noun.few}`;
  // 11-99 the accusative; a hundred and one or two reads as written on invoices: 'مائة وواحد درهم'.
  return `${words} ${last <= 2 ? noun.one : noun.many}`;
}

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A decimal amount ('15800.00') in Arabic words with its currency: 'خمسة عشر ألفا وثمانمائة درهم'; the centimes are
 * said only when there are some ('… درهما وسبعون سنتيما'). Non-negative, at most 999 999 999 999.99.
 */
export function amountInWordsArabic(amount: string): string {
  const match = typeof amount === 'string' ? AMOUNT.exec(amount) : null;
  if (!match) throw new Error(`Invalid amount: ${JSON.stringify(amount)}`);
  const units = BigInt(match[1]);
  if (units > MAX_UNITS) throw new Error(`Amount out of range: ${amount}`);
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  const head = amountOf(units, DIRHAM);
  return cents === 0n ? head : `${head} و${amountOf(cents, CENTIME)}`;
}
