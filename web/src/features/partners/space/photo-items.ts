import { PARTNER_LIMITS } from '@chantiers/schema';
import { admitPhotos, type PhotoItem } from '../../../shared/upload/photo-list';

export { keptPhotos, movePhoto, patchPhoto, type PhotoItem, photoIdsOf, removePhoto, uploading } from '../../../shared/upload/photo-list';

/** The most photos a listing shows (the api's limit). */
export const MAX_PHOTOS = PARTNER_LIMITS.photosMax;

/** The room left on the listing, and which of the chosen files fit in it. */
export const admit = <F>(items: readonly PhotoItem[], files: readonly F[]) => admitPhotos(items, files, MAX_PHOTOS);
