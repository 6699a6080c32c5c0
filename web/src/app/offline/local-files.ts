import type { FileKind } from '@chantiers/schema';
import { newKey } from './new-key';

/** A file chosen without a network: it stays on the phone and is uploaded just before the change that names it. */
export interface KeptFile {
  blob: Blob;
  name: string;
  kind: FileKind;
}

const chosen = new Map<string, KeptFile>();

/**
 * Stands for `file` in a form until the change is kept: a new UUID, so the shared validation takes it as it takes a
 * server's file id; the outbox puts the server's id in its place once uploaded.
 */
export function holdLocalFile(file: KeptFile): string {
  const ref = newKey();
  chosen.set(ref, file);
  return ref;
}

/** Every held file's id in a change's variables, wherever it sits. */
export function localRefsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && chosen.has(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) localRefsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) localRefsIn(item, found);
  return found;
}

/** The files held for these ids (taken: the outbox keeps them from now on). */
export function takeLocalFiles(refs: readonly string[]): Record<string, KeptFile> {
  const files: Record<string, KeptFile> = {};
  for (const ref of refs) {
    const file = chosen.get(ref);
    if (file) files[ref] = file;
    chosen.delete(ref);
  }
  return files;
}

/** The variables with each uploaded file's server id in place of the id it was held under. */
export function withUploaded<T>(value: T, uploaded: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return (Object.hasOwn(uploaded, value) ? uploaded[value] : value) as T;
  if (Array.isArray(value)) return value.map((item) => withUploaded(item, uploaded)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withUploaded(v, uploaded)])) as T;
  return value;
}
