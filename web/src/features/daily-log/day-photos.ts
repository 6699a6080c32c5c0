import type { OutboxChange } from '../../app/offline/outbox-store';
import type { DailyLogFieldsFragment, DailyLogInput } from '../../gql/graphql';
import { keptPhotos, type PhotoItem } from '../../shared/upload/photo-list';

/** A grey square for a photo sent before the network failed: the phone kept its id, not its picture. */
const NO_PREVIEW =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23bfbfbf'/%3E%3C/svg%3E";

/**
 * The photo tiles a day's form starts with: the stored photos, or, when a save waits on the phone, the photos it
 * names in its order: stored ones, files kept on the phone (previewed from their bytes: `urls` to revoke once the
 * tiles go), and uploads whose save the network interrupted (no preview: named `sentName`).
 */
export function startPhotos(log: DailyLogFieldsFragment, kept: OutboxChange | null, sentName: string): { items: PhotoItem[]; urls: string[] } {
  const ids = kept ? (kept.variables.input as DailyLogInput).photoIds : null;
  if (!kept || !ids) return { items: keptPhotos(log.photos), urls: [] };
  const urls: string[] = [];
  const items = ids.map((id): PhotoItem => {
    const stored = log.photos.find((p) => p.id === id);
    if (stored) return { key: id, id, src: stored.thumbnailUrl, name: stored.name, progress: 100 };
    const file = kept.files?.[id];
    if (!file) return { key: id, id, src: NO_PREVIEW, name: sentName, progress: 100 };
    const src = URL.createObjectURL(file.blob);
    urls.push(src);
    return { key: id, id, src, name: file.name, progress: 100 };
  });
  return { items, urls };
}
