import { useIntl } from 'react-intl';
import type { PhotoGridMessages } from '../../shared/components/PhotoGrid';
import { PhotosField as SharedPhotosField } from '../../shared/upload/PhotosField';
import { keepOnPhone } from '../../app/offline/keep-on-phone';
import { MAX_PHOTOS, type PhotoItem } from './photo-list';

const MESSAGES: PhotoGridMessages = {
  add: 'followUps.form.photos.add',
  count: 'followUps.form.photos.count',
  list: 'followUps.form.photos.list',
  tooMany: 'followUps.form.photos.tooMany',
  alt: 'followUps.photo.alt',
  progress: 'followUps.photo.progress',
  left: 'followUps.photo.left',
  right: 'followUps.photo.right',
  remove: 'followUps.photo.remove',
};

const keepOffline = async (file: File) => (await keepOnPhone(file, 'image')).id;

interface Props {
  /** The sheet's photos when the form opened. */
  initial: PhotoItem[];
  /** Uploads are running: saving waits. */
  onBusy(busy: boolean): void;
  /** A new sheet's photos stay on the phone without a network, sent with the sheet. */
  offlineKeep?: boolean;
}

/** A sheet's photos (the shared field, shared/upload/PhotosField.tsx) in the follow-ups' words, 12 at most. */
export function PhotosField({ initial, onBusy, offlineKeep = false }: Props) {
  const intl = useIntl();
  return (
    <SharedPhotosField
      initial={initial}
      onBusy={onBusy}
      label={intl.formatMessage({ id: 'followUps.form.photos' })}
      note={intl.formatMessage({ id: 'followUps.form.photos.note' })}
      max={MAX_PHOTOS}
      messages={MESSAGES}
      classPrefix="followups"
      className="followups-photos-field"
      keepOffline={offlineKeep ? keepOffline : undefined}
    />
  );
}
