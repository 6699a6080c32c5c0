import type { Request } from 'express';
import { bodyOf, text, uploadedFileId } from './facade';

/**
 * How a legacy body value becomes the GraphQL input's; absent stays absent, so the shared schema gives the message.
 * `body` is the record being read (one item of a list body, or a form's JSON field), for a read that needs more than
 * its own key (`idPersonnels`, else `idPersonnel`).
 */
export type LegacyRead = (value: unknown, req: Request, body: Record<string, unknown>) => unknown;

/** One GraphQL field of a record and its legacy (French) REST key. */
export interface LegacyKey {
  /** The legacy key; default: the GraphQL name. */
  key?: string;
  /** An input field, read from the legacy body with this. */
  read?: LegacyRead;
  /** Another key the same field is read from when `key` gives nothing (`montant`, or the older `montantHT`). */
  or?: string;
  /** False for an input-only field (never answered). */
  out?: boolean;
  /** An object field: its own fields and keys. */
  select?: LegacyKeys;
  /** Answered by the detail route only (a signed URL is not worth computing for every row of a list). */
  detail?: boolean;
}

/**
 * A record's legacy-key dictionary, in the order of the legacy answers: GraphQL field -> its legacy key (a string)
 * or a LegacyKey. The REST answer's aliases, the body reader and the error `fields` names all come from it.
 */
export type LegacyKeys = Record<string, string | LegacyKey>;

const entry = (name: string, value: string | LegacyKey): LegacyKey & { key: string } =>
  typeof value === 'string' ? { key: value } : { ...value, key: value.key ?? name };

/** The legacy key of a GraphQL field (itself when the dictionary does not rename it). */
export const legacyKeyOf = (keys: LegacyKeys, name: string): string => (keys[name] === undefined ? name : entry(name, keys[name]).key);

/** The GraphQL selection answering the legacy keys: 'id idChantier: siteId fournisseur: supplier { id nom: name } …'. */
export function legacySelection(keys: LegacyKeys, view: 'list' | 'detail' = 'list'): string {
  return Object.entries(keys)
    .map(([name, value]) => [name, entry(name, value)] as const)
    .filter(([, k]) => k.out !== false && (view === 'detail' || !k.detail))
    .map(([name, k]) => `${k.key === name ? name : `${k.key}: ${name}`}${k.select ? ` { ${legacySelection(k.select, view)} }` : ''}`)
    .join(' ');
}

/**
 * Reads a GraphQL input from one legacy record: every field that has a `read`, under its legacy key, in the
 * dictionary's order, the fields named in `first` before the others. The OpenAPI document lists a body's keys in the
 * order they are read, so that order is part of the committed contract (an input-only field may sit anywhere).
 */
export function legacyReader(keys: LegacyKeys, first: string[] = []): (body: Record<string, unknown>, req: Request) => Record<string, unknown> {
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  const inputs = Object.entries(keys)
    .flatMap(([name, value]) => {
      const k = entry(name, value);
      return k.read ? [{ name, key: k.key, or: k.or, read: k.read }] : [];
    })
    .sort((a, b) => rank(a.name) - rank(b.name));
  const value = (body: Record<string, unknown>, req: Request, { key, or, read }: (typeof inputs)[number]) => {
    const given = read(body[key], req, body);
    return given === undefined && or !== undefined ? read(body[or], req, body) : given;
  };
  return (body, req) => Object.fromEntries(inputs.map((input) => [input.name, value(body, req, input)]));
}

/** Reads the GraphQL input from a legacy body (see legacyReader). */
export function legacyInput(keys: LegacyKeys, first: string[] = []): (req: Request) => Record<string, unknown> {
  const read = legacyReader(keys, first);
  return (req) => read(bodyOf(req), req);
}

/**
 * GraphQL input field -> legacy key for the renamed input fields, plus `extra` (arguments, the upload's field), which
 * wins: a file id read from `idFichier` is named after the file a form sends.
 */
export function legacyErrorFields(keys: LegacyKeys, extra: Record<string, string> = {}): Record<string, string> {
  const renamed = Object.entries(keys)
    .map(([name, value]) => [name, entry(name, value)] as const)
    .filter(([name, k]) => k.read && k.key !== name)
    .map(([name, k]) => [name, k.key]);
  return { ...Object.fromEntries(renamed), ...extra };
}

/** A number an old client sends (1200.5) is read as its decimal text. */
export const decimalText: LegacyRead = (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));
/** A rate in %: '20 %' as '20'. */
export const percentText: LegacyRead = (v, req, body) => (decimalText(v, req, body) as string | undefined)?.replace(/\s*%$/, '');
/** null clears the field (a file, a legal detail), absent keeps it. */
export const nullableText: LegacyRead = (v) => (v === null ? null : text(v));
/** Absent clears the field too: the form always sends it (an optional colour, a description). */
export const textOrNull: LegacyRead = (v) => text(v) ?? null;
/** One value or a list (a form repeats the key); an item that is no scalar is '' so that validation names the field. */
export const textList: LegacyRead = (v) => (v === undefined || v === null ? undefined : (Array.isArray(v) ? v : [v]).map((s) => text(s) ?? ''));
/** The file sent in the same multipart request (RestRoute.upload), else the id of one uploaded before; null removes it. */
export const uploadedOrFileId: LegacyRead = (v, req, body) => uploadedFileId(req) ?? nullableText(v, req, body);
export { text };
