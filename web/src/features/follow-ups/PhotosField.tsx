import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { acceptAttribute, declaredFileFits, LIMITS } from '@chantiers/schema';
import { Button, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { notifyError, notifyMessage } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { CameraButton } from '../../shared/upload/CameraButton';
import { uploadFile } from '../../shared/upload/upload-file';
import { admit, MAX_PHOTOS, movePhoto, patchPhoto, photoIdsOf, type PhotoItem, removePhoto, uploading } from './photo-list';

interface Props {
  /** The sheet's photos when the form opened. */
  initial: PhotoItem[];
  /** Uploads are running: saving waits. */
  onBusy(busy: boolean): void;
}

/**
 * 'Photos': several chosen at once (or taken with the phone's camera), each uploaded with its progress, shown as
 * thumbnails to reorder or remove, 12 at most. The form's `photoIds` follows: the ids in the order shown.
 */
export function PhotosField({ initial, onBusy }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useForm();
  const [items, setItems] = useState<PhotoItem[]>(initial);
  const latest = useRef(items);
  latest.current = items;
  const picker = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
  useEffect(() => {
    form.change('photoIds', photoIdsOf(items));
    onBusy(uploading(items));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  const update = (change: (list: PhotoItem[]) => PhotoItem[]) => setItems((list) => (latest.current = change(list)));

  const move = (key: string, by: -1 | 1) =>
    update((list) =>
      movePhoto(
        list,
        list.findIndex((i) => i.key === key),
        by,
      ),
    );

  const send = (item: PhotoItem, file: File) => {
    uploadFile(file, 'image', (progress) => update((list) => patchPhoto(list, item.key, { progress: Math.min(progress, 99) })))
      .then((uploaded) => update((list) => patchPhoto(list, item.key, { id: uploaded.id, progress: 100 })))
      .catch((err) => {
        update((list) => removePhoto(list, item.key));
        notifyError(err, { title: file.name });
      });
  };

  const add = (files: File[]) => {
    const fitting = files.filter((file) => {
      const problem = !declaredFileFits('image', file) ? 'file.type.image' : file.size > LIMITS.uploadMaxBytes ? 'upload.tooLarge' : null;
      if (problem) notifyMessage(file.name, t(problem));
      return !problem;
    });
    const { accepted, refused } = admit(latest.current, fitting);
    if (refused) notifyMessage(t('error.input.title'), t('followUps.form.photos.tooMany', { count: refused }));
    const added = accepted.map((file) => {
      const src = URL.createObjectURL(file);
      previews.current.push(src);
      return { item: { key: `${Date.now()}-${Math.random()}`, id: null, src, name: file.name, progress: 0 } satisfies PhotoItem, file };
    });
    if (!added.length) return;
    update((list) => [...list, ...added.map((a) => a.item)]);
    added.forEach((a) => send(a.item, a.file));
  };

  const full = items.length >= MAX_PHOTOS;
  return (
    <BoundField<string[]> name="photoIds" label={t('followUps.form.photos')} note={t('followUps.form.photos.note')}>
      {({ id, 'aria-describedby': describedBy }) => (
        <div className="followups-photos-field">
          <div className="followups-photos-add">
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              accept={acceptAttribute('image')}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                add(files);
              }}
            />
            <Button id={id} icon={<PictureOutlined />} disabled={full} aria-describedby={describedBy} onClick={() => picker.current?.click()}>
              {t('followUps.form.photos.add')}
            </Button>
            <CameraButton onFile={(file) => add([file])} disabled={full} />
            <span className="followups-photos-count">{t('followUps.form.photos.count', { count: items.length, max: MAX_PHOTOS })}</span>
          </div>
          {items.length ? (
            <ol className="followups-photo-tiles" aria-label={t('followUps.form.photos.list')}>
              {items.map((item, index) => {
                const n = index + 1;
                return (
                  <li key={item.key} className="followups-photo-tile">
                    <img src={item.src} alt={t('followUps.photo.alt', { index: n, name: item.name ?? '' })} />
                    <span className="followups-photo-index" aria-hidden>
                      {n}
                    </span>
                    {item.id ? null : (
                      <div className="followups-photo-progress">
                        <Progress type="circle" size={44} percent={item.progress} aria-label={t('followUps.photo.progress', { index: n })} />
                      </div>
                    )}
                    <div className="followups-photo-tools">
                      <Button
                        size="small"
                        icon={<ArrowLeftOutlined />}
                        disabled={index === 0}
                        aria-label={t('followUps.photo.left', { index: n })}
                        title={t('followUps.photo.left', { index: n })}
                        onClick={() => move(item.key, -1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowRightOutlined />}
                        disabled={index === items.length - 1}
                        aria-label={t('followUps.photo.right', { index: n })}
                        title={t('followUps.photo.right', { index: n })}
                        onClick={() => move(item.key, 1)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<CloseOutlined />}
                        aria-label={t('followUps.photo.remove', { index: n })}
                        title={t('followUps.photo.remove', { index: n })}
                        onClick={() => update((list) => removePhoto(list, item.key))}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          ) : null}
        </div>
      )}
    </BoundField>
  );
}
