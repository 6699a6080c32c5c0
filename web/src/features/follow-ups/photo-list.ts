import { FOLLOW_UP_LIMITS } from '@chantiers/schema';
import { admitPhotos, type PhotoItem } from '../../shared/upload/photo-list';

export { keptPhotos, movePhoto, patchPhoto, type PhotoItem, photoIdsOf, removePhoto, uploading } from '../../shared/upload/photo-list';

/** The most photos a sheet keeps (SPEC §3 follow-up sheet; the api's limit). */
export const MAX_PHOTOS = FOLLOW_UP_LIMITS.photos;

/** The room left on the sheet, and which of the chosen files fit in it. */
export const admit = <F>(items: readonly PhotoItem[], files: readonly F[]) => admitPhotos(items, files, MAX_PHOTOS);
