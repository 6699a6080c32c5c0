import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { PhotoGrid, type PhotoGridMessages } from '../../shared/components/PhotoGrid';
import { BoundField } from '../../shared/form/BoundField';
import { keepOnPhone } from '../../app/offline/keep-on-phone';
import { MAX_PHOTOS, photoIdsOf, type PhotoItem, uploading } from './photo-list';

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

interface Props {
  /** The sheet's photos when the form opened. */
  initial: PhotoItem[];
  /** Uploads are running: saving waits. */
  onBusy(busy: boolean): void;
  /** A new sheet's photos stay on the phone without a network, sent with the sheet. */
  offlineKeep?: boolean;
}

/**
 * 'Photos': several chosen at once (or taken with the phone's camera), each uploaded with its progress, shown as
 * thumbnails to reorder or remove, 12 at most. The form's `photoIds` follows: the ids in the order shown (the tiles,
 * with their names and progress, live here, since the form keeps only the ids).
 */
export function PhotosField({ initial, onBusy, offlineKeep = false }: Props) {
  const intl = useIntl();
  const form = useForm();
  const [items, setItems] = useState<PhotoItem[]>(initial);
  const latest = useRef(items);
  latest.current = items;
  useEffect(() => {
    form.change('photoIds', photoIdsOf(items));
    onBusy(uploading(items));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  const update = (change: (list: PhotoItem[]) => PhotoItem[]) => setItems((list) => (latest.current = change(list)));

  return (
    <BoundField<string[]>
      name="photoIds"
      label={intl.formatMessage({ id: 'followUps.form.photos' })}
      note={intl.formatMessage({ id: 'followUps.form.photos.note' })}
    >
      {(control) => (
        <PhotoGrid
          items={items}
          latest={() => latest.current}
          update={update}
          max={MAX_PHOTOS}
          control={control}
          labelFor="button"
          classPrefix="followups"
          className="followups-photos-field"
          messages={MESSAGES}
          keepOffline={offlineKeep ? async (file) => (await keepOnPhone(file, 'image')).id : undefined}
        />
      )}
    </BoundField>
  );
}
