/**
 * A photo of a form being edited (a follow-up sheet, a partner's listing): one the record already has (its id, its
 * thumbnail), or a new file on its way (a local preview, its progress) that gets the upload's id once the server took it.
 */
export interface PhotoItem {
  key: string;
  /** The kept photo's id (sent back to keep it), or the upload's id once sent; null while uploading. */
  id: string | null;
  /** What the tile shows: the stored thumbnail or the local preview. */
  src: string;
  /** The file's name, where the record keeps one (a sheet's photos). */
  name?: string;
  /** 0 to 100 while uploading; 100 once there. */
  progress: number;
}

/** The photos the record already has, in their order. */
export const keptPhotos = (photos: readonly { id: string; thumbnailUrl: string; name?: string }[]): PhotoItem[] =>
  photos.map((p) => ({ key: p.id, id: p.id, src: p.thumbnailUrl, ...(p.name === undefined ? {} : { name: p.name }), progress: 100 }));

/** The room left under `max`, and which of the chosen files fit in it (the first ones, in the order chosen). */
export function admitPhotos<F>(items: readonly PhotoItem[], files: readonly F[], max: number): { accepted: F[]; refused: number } {
  const room = Math.max(0, max - items.length);
  return { accepted: files.slice(0, room), refused: Math.max(0, files.length - room) };
}

/** Moves the photo at `index` one place left (-1) or right (+1); at either end nothing moves. */
export function movePhoto<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export const removePhoto = (items: readonly PhotoItem[], key: string): PhotoItem[] => items.filter((i) => i.key !== key);

export const patchPhoto = (items: readonly PhotoItem[], key: string, change: Partial<PhotoItem>): PhotoItem[] =>
  items.map((i) => (i.key === key ? { ...i, ...change } : i));

/** What the record is saved with: the ids of its photos, in the order shown (uploads still running are not in it). */
export const photoIdsOf = (items: readonly PhotoItem[]): string[] => items.flatMap((i) => (i.id ? [i.id] : []));

/** An upload is still running: saving waits for it. */
export const uploading = (items: readonly PhotoItem[]): boolean => items.some((i) => !i.id);
