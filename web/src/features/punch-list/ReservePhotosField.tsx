import { PUNCH_LIST_LIMITS } from '@chantiers/schema';
import { useIntl } from 'react-intl';
import { keepOnPhone } from '../../app/offline/keep-on-phone';
import type { PhotoGridMessages } from '../../shared/components/PhotoGrid';
import { PhotosField } from '../../shared/upload/PhotosField';
import type { PhotoItem } from '../../shared/upload/photo-list';

const MESSAGES: PhotoGridMessages = {
  add: 'reserve.photos.add',
  count: 'reserve.photos.count',
  list: 'reserve.photos.list',
  tooMany: 'reserve.photos.tooMany',
  alt: 'reserve.photo.alt',
  progress: 'reserve.photo.progress',
  left: 'reserve.photo.left',
  right: 'reserve.photo.right',
  remove: 'reserve.photo.remove',
};

const keepOffline = async (file: File) => (await keepOnPhone(file, 'image')).id;

interface Props {
  initial: PhotoItem[];
  onBusy(busy: boolean): void;
  label: string;
  /** A new réserve's photos, and a lifting's, stay on the phone without a network and go with it. */
  offlineKeep?: boolean;
}

/** The photos of a réserve or of its lifting (the shared field, shared/upload/PhotosField.tsx), 6 at most. */
export function ReservePhotosField({ initial, onBusy, label, offlineKeep = false }: Props) {
  const intl = useIntl();
  return (
    <PhotosField
      initial={initial}
      onBusy={onBusy}
      label={label}
      note={intl.formatMessage({ id: 'reserve.form.photos.note' })}
      max={PUNCH_LIST_LIMITS.photos}
      messages={MESSAGES}
      classPrefix="punch"
      className="punch-photos-field"
      keepOffline={offlineKeep ? keepOffline : undefined}
    />
  );
}
