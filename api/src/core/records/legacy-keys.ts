import type { Request } from 'express';
import { bodyOf, text, uploadedFileId } from '../../rest/facade';

/** How a legacy body value becomes the GraphQL input's; absent stays absent, so the shared schema gives the message. */
export type LegacyRead = (value: unknown, req: Request) => unknown;

/** One GraphQL field of a record and its legacy (French) REST key. */
export interface LegacyKey {
  /** The legacy key; default: the GraphQL name. */
  key?: string;
  /** An input field, read from the legacy body with this. */
  read?: LegacyRead;
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

/** Reads the GraphQL input from a legacy body: every field that has a `read`, under its legacy key. */
export function legacyInput(keys: LegacyKeys): (req: Request) => Record<string, unknown> {
  const inputs = Object.entries(keys).flatMap(([name, value]) => {
    const k = entry(name, value);
    return k.read ? [{ name, key: k.key, read: k.read }] : [];
  });
  return (req) => {
    const body = bodyOf(req);
    return Object.fromEntries(inputs.map(({ name, key, read }) => [name, read(body[key], req)]));
  };
}

/** GraphQL input field -> legacy key for the renamed input fields, plus `extra` (arguments, the upload's field). */
export function legacyErrorFields(keys: LegacyKeys, extra: Record<string, string> = {}): Record<string, string> {
  const renamed = Object.entries(keys)
    .map(([name, value]) => [name, entry(name, value)] as const)
    .filter(([name, k]) => k.read && k.key !== name)
    .map(([name, k]) => [name, k.key]);
  return { ...extra, ...Object.fromEntries(renamed) };
}

/** A number an old client sends (1200.5) is read as its decimal text. */
export const decimalText: LegacyRead = (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));
/** A rate in %: '20 %' as '20'. */
export const percentText: LegacyRead = (v, req) => (decimalText(v, req) as string | undefined)?.replace(/\s*%$/, '');
/** A file id; null removes the file, absent keeps it. */
export const fileIdText: LegacyRead = (v) => (v === null ? null : text(v));
/** The file sent in the same multipart request (RestRoute.upload), else the id of one uploaded before. */
export const uploadedOrFileId: LegacyRead = (v, req) => uploadedFileId(req) ?? fileIdText(v, req);
export { text };
