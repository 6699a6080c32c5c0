import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { acceptAttribute, declaredFileFits, LIMITS } from '@chantiers/schema';
import { Button, Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { notifyError, notifyMessage } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { CameraButton } from '../../../shared/upload/CameraButton';
import { uploadFile } from '../../../shared/upload/upload-file';
import { admit, MAX_PHOTOS, movePhoto, patchPhoto, type PhotoItem, removePhoto } from './photo-items';
import type { ProfileValues } from './profile-values';

let added = 0;

/**
 * « Photos de réalisations »: several chosen at once (or taken with the phone's camera), each uploaded with its
 * progress, shown as thumbnails to reorder or remove, 10 at most. The form's `photos` holds them in the order shown.
 */
export function PhotosField() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useForm<ProfileValues>();
  const picker = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  /** Always on the form's latest list: uploads answer while the user reorders. */
  const update = (change: (list: PhotoItem[]) => PhotoItem[]) => form.change('photos', change(form.getState().values.photos ?? []));

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
    const { accepted, refused } = admit(form.getState().values.photos ?? [], fitting);
    if (refused) notifyMessage(t('error.input.title'), t('partnerSpace.photos.tooMany', { count: refused }));
    const fresh = accepted.map((file) => {
      const src = URL.createObjectURL(file);
      previews.current.push(src);
      added += 1;
      return { item: { key: `new-${added}`, id: null, src, progress: 0 } satisfies PhotoItem, file };
    });
    if (!fresh.length) return;
    update((list) => [...list, ...fresh.map((f) => f.item)]);
    fresh.forEach((f) => send(f.item, f.file));
  };

  return (
    <BoundField<PhotoItem[]> name="photos" label={t('partnerSpace.section.photos')} note={t('partnerSpace.photos.note')}>
      {({ id, value, 'aria-describedby': describedBy }) => {
        const items = value || [];
        const full = items.length >= MAX_PHOTOS;
        const move = (key: string, by: -1 | 1) =>
          update((list) =>
            movePhoto(
              list,
              list.findIndex((i) => i.key === key),
              by,
            ),
          );
        return (
          <div className="ps-photos">
            <div className="ps-photos-add">
              <input
                // The field's label opens the picker too; the button keeps its own name.
                id={id}
                ref={picker}
                type="file"
                multiple
                hidden
                accept={acceptAttribute('image')}
                data-testid="partner-photos-input"
                onChange={(e) => {
                  const files = [...(e.target.files ?? [])];
                  e.target.value = '';
                  add(files);
                }}
              />
              <Button icon={<PictureOutlined aria-hidden />} disabled={full} aria-describedby={describedBy} onClick={() => picker.current?.click()}>
                {t('partnerSpace.photos.add')}
              </Button>
              <CameraButton onFile={(file) => add([file])} disabled={full} />
              <span className="ps-photos-count">{t('partnerSpace.photos.count', { count: items.length, max: MAX_PHOTOS })}</span>
            </div>
            {items.length ? (
              <ol className="ps-photo-tiles" aria-label={t('partnerSpace.photos.list')}>
                {items.map((item, index) => {
                  const n = index + 1;
                  return (
                    <li key={item.key} className="ps-photo-tile">
                      <img src={item.src} alt={t('partnerSpace.photo.alt', { index: n })} />
                      <span className="ps-photo-index" aria-hidden>
                        {n}
                      </span>
                      {item.id ? null : (
                        <div className="ps-photo-progress">
                          <Progress type="circle" size={44} percent={item.progress} aria-label={t('partnerSpace.photo.progress', { index: n })} />
                        </div>
                      )}
                      <div className="ps-photo-tools">
                        <Button
                          size="small"
                          icon={<ArrowLeftOutlined />}
                          disabled={index === 0}
                          aria-label={t('partnerSpace.photo.left', { index: n })}
                          title={t('partnerSpace.photo.left', { index: n })}
                          onClick={() => move(item.key, -1)}
                        />
                        <Button
                          size="small"
                          icon={<ArrowRightOutlined />}
                          disabled={index === items.length - 1}
                          aria-label={t('partnerSpace.photo.right', { index: n })}
                          title={t('partnerSpace.photo.right', { index: n })}
                          onClick={() => move(item.key, 1)}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<CloseOutlined />}
                          aria-label={t('partnerSpace.photo.remove', { index: n })}
                          title={t('partnerSpace.photo.remove', { index: n })}
                          onClick={() => update((list) => removePhoto(list, item.key))}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            ) : null}
          </div>
        );
      }}
    </BoundField>
  );
}
