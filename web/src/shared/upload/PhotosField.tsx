import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { PhotoGrid, type PhotoGridMessages } from '../components/PhotoGrid';
import { BoundField } from '../form/BoundField';
import { type PhotoItem, photoIdsOf, uploading } from './photo-list';

interface Props {
  /** The record's photos when the form opened. */
  initial: PhotoItem[];
  /** Uploads are running: saving waits. */
  onBusy(busy: boolean): void;
  label: string;
  note: string;
  max: number;
  /** The feature's words for the tiles and its class names (`${classPrefix}-photo-tile`…, drawn by its stylesheet). */
  messages: PhotoGridMessages;
  classPrefix: string;
  className: string;
  /**
   * Without a network, keeps a photo on the phone instead and answers the id that stands for it until the record is
   * sent (app/offline/keep-on-phone.ts, which shared/ may not import: the feature passes it).
   */
  keepOffline?: (file: File) => Promise<string>;
}

const sameIds = (a: readonly string[] | undefined, b: readonly string[]) => !!a && a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The form's `photoIds`: several photos chosen at once (or taken with the phone's camera), each uploaded with its
 * progress, shown as thumbnails to reorder or remove, `max` at most. The form keeps only the ids in the order shown;
 * the tiles (names, previews, progress) live here.
 */
export function PhotosField({ initial, onBusy, label, note, max, messages, classPrefix, className, keepOffline }: Props) {
  const form = useForm<{ photoIds?: string[] }>();
  const [items, setItems] = useState<PhotoItem[]>(initial);
  const latest = useRef(items);
  latest.current = items;
  useEffect(() => {
    const ids = photoIdsOf(items);
    // The same ids again (the form just opened) leave the form pristine: it holds no change to keep or save.
    if (!sameIds(form.getState().values.photoIds, ids)) form.change('photoIds', ids);
    onBusy(uploading(items));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  const update = (change: (list: PhotoItem[]) => PhotoItem[]) => setItems((list) => (latest.current = change(list)));

  return (
    <BoundField<string[]> name="photoIds" label={label} note={note}>
      {(control) => (
        <PhotoGrid
          items={items}
          latest={() => latest.current}
          update={update}
          max={max}
          control={control}
          labelFor="button"
          classPrefix={classPrefix}
          className={className}
          messages={messages}
          keepOffline={keepOffline}
        />
      )}
    </BoundField>
  );
}
