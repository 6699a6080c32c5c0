import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Every English message file has its Arabic sibling (X.en.ts → X.ar.ts, schema en-x.ts → ar-x.ts) with the same keys,
 * the same placeholders and tags, Western digits, and Arabic words wherever the French and English differ (a
 * sentence, not a name or a code). Latin words in Arabic text are only those of the source (codes, names, addresses).
 */
const root = join(__dirname, '../../..');
const AGGREGATES = new Set(['web/src/app/i18n-en.ts', 'web/src/app/private-messages.en.ts']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const english = [
  ...walk(join(root, 'web/src')).filter((f) => f.endsWith('.en.ts')),
  ...walk(join(root, 'schema/i18n')).filter((f) => /\/en-[a-z-]+\.ts$/.test(f)),
]
  .map((f) => relative(root, f))
  .filter((f) => !AGGREGATES.has(f))
  .sort();

const arabicOf = (f: string) => (f.startsWith('schema/') ? f.replace(/\/en-([a-z-]+)\.ts$/, '/ar-$1.ts') : f.replace(/\.en\.ts$/, '.ar.ts'));
const frenchOf = (f: string) => (f.startsWith('schema/') ? f.replace(/\/en-([a-z-]+)\.ts$/, '/fr-$1.ts') : f.replace(/\.en\.ts$/, '.ts'));

/** The one message table a module exports (its name ends in En / Ar / the schema's camel-cased file name). */
function tableOf(path: string, suffix: RegExp): Record<string, string> {
  const mod = require(join(root, path)) as Record<string, unknown>;
  const found = Object.entries(mod).filter(([name, v]) => suffix.test(name) && v && typeof v === 'object');
  if (found.length !== 1) throw new Error(`${path}: expected one exported table, found ${found.map(([n]) => n).join(', ') || 'none'}`);
  return found[0][1] as Record<string, string>;
}

/** The French module's table that holds the English keys (a module may export other things beside it). */
function frenchTable(path: string, keys: string[]): Record<string, string> {
  const mod = require(join(root, path)) as Record<string, unknown>;
  const tables = Object.values(mod).filter((v): v is Record<string, string> => !!v && typeof v === 'object');
  return tables.find((t) => keys.every((k) => k in t)) ?? {};
}

/** Argument names and tag names of an ICU message, sorted: what the code passes in must be what the text uses. */
function slots(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) into.add(`{${e.value}}`);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(`{${e.value}}`);
      for (const option of Object.values(e.options)) slots(option.value, into);
    }
    if (e.type === TYPE.tag) {
      into.add(`<${e.value}>`);
      slots(e.children, into);
    }
  }
  return into;
}

const ARABIC_LETTER = /[\u0621-\u064A]/;
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const LATIN_WORD = /[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’.-]*[A-Za-zÀ-ÿ]|[A-Za-z]/g;
/** Placeholders, tags and addresses are not words of the sentence. */
const stripped = (text: string) =>
  text
    .replace(/\b(zero|one|two|few|many|other)\s*\{/g, '{')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<\/?[a-zA-Z]+>/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+|\/[\w/.:?=&{}-]+/g, ' ');

describe('the Arabic catalogue', () => {
  it('finds the English files it checks', () => expect(english.length).toBeGreaterThan(60));

  it.each(english)('%s has its Arabic sibling, key for key', (en) => {
    const enTable = tableOf(en, /En$|^en[A-Z]/);
    const frTable = frenchTable(frenchOf(en), Object.keys(enTable));
    const arTable = tableOf(arabicOf(en), /Ar$|^ar[A-Z]/);
    expect(Object.keys(arTable).sort()).toEqual(Object.keys(enTable).sort());
    const problems: string[] = [];
    for (const [key, ar] of Object.entries(arTable)) {
      const source = enTable[key];
      const fr = frTable[key] ?? source;
      // Each language's text as the app reads it (react-intl parses tags): angle brackets meant as text are quoted
      // ("Bearer '<token>'"), or the message fails to format and the screen shows its raw text.
      const parsed = (language: string, text: string) => {
        try {
          return [...slots(parse(text))].sort();
        } catch (e) {
          problems.push(`${key}: not a valid ICU message in ${language} (${(e as Error).message})`);
          return null;
        }
      };
      const [arSlots, enSlots] = [parsed('Arabic', ar), parsed('English', source)];
      parsed('French', fr);
      if (!arSlots || !enSlots) continue;
      if (arSlots.join() !== enSlots.join()) problems.push(`${key}: placeholders ${arSlots.join(' ')} ≠ ${enSlots.join(' ')}`);
      if (EASTERN_DIGIT.test(ar)) problems.push(`${key}: Eastern Arabic digits (write 0-9)`);
      const sentence = /[A-Za-zÀ-ÿ]{2}/.test(stripped(fr)) && stripped(fr).trim() !== stripped(source).trim();
      if (sentence && !ARABIC_LETTER.test(ar)) problems.push(`${key}: not translated (${ar})`);
      const known = new Set([...(stripped(source).match(LATIN_WORD) ?? []), ...(stripped(fr).match(LATIN_WORD) ?? [])]);
      const foreign = (stripped(ar).match(LATIN_WORD) ?? []).filter((w) => !known.has(w));
      if (foreign.length) problems.push(`${key}: Latin words not in the source: ${foreign.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
