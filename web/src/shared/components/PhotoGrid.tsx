import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { acceptAttribute, declaredFileFits, LIMITS } from '@chantiers/schema';
import { Button, Progress } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { notifyError, notifyMessage } from '../errors/notify';
import { CameraButton } from '../upload/CameraButton';
import { admitPhotos, movePhoto, patchPhoto, type PhotoItem, removePhoto } from '../upload/photo-list';
import { uploadFile } from '../upload/upload-file';
import { ApiError } from '../api/api-error';

/**
 * The message ids a feature words its photos with: `count` takes {count, max}, `tooMany` {count}, `alt` {index, name},
 * the tile's others {index}.
 */
export interface PhotoGridMessages {
  add: string;
  count: string;
  list: string;
  tooMany: string;
  alt: string;
  progress: string;
  left: string;
  right: string;
  remove: string;
}

interface Props {
  items: readonly PhotoItem[];
  /** The list as it is now, not as last drawn: files may be chosen while uploads answer. */
  latest(): readonly PhotoItem[];
  /** Applies a change to the latest list (an upload's progress lands while the user reorders). */
  update(change: (list: PhotoItem[]) => PhotoItem[]): void;
  max: number;
  /** From the field (BoundField): the label's target and the hint or error read with the add button. */
  control: { id: string; 'aria-describedby': string };
  /** What the field's label points at: the add button, or the hidden file input (the label then opens the picker). */
  labelFor: 'button' | 'input';
  /** The feature's class names: `${classPrefix}-photos-add`, `${classPrefix}-photo-tile`… (its stylesheet draws them). */
  classPrefix: string;
  className: string;
  messages: PhotoGridMessages;
  inputTestId?: string;
  /**
   * Without a network, keeps a photo on the phone instead (a new record's form: app/offline/keep-on-phone.ts): the id
   * that stands for it until the record is sent.
   */
  keepOffline?: (file: File) => Promise<string>;
}

let added = 0;

/**
 * Photos of a form being edited: several chosen at once (or taken with the phone's camera), each checked and uploaded
 * with its progress, shown as numbered thumbnails to reorder or remove, `max` at most. Where the list lives (the
 * form's value or the field's state) and what the form is saved with stay with the feature.
 */
export function PhotoGrid({ items, latest, update, max, control, labelFor, classPrefix, className, messages, inputTestId, keepOffline }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const picker = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const send = (item: PhotoItem, file: File) => {
    const offline = (err: unknown) => keepOffline && err instanceof ApiError && err.status === 0;
    const upload =
      keepOffline && !navigator.onLine
        ? Promise.reject(new ApiError(0, 'NETWORK', 'offline'))
        : uploadFile(file, 'image', (progress) => update((list) => patchPhoto(list, item.key, { progress: Math.min(progress, 99) })));
    upload
      .then((uploaded) => uploaded.id)
      .catch((err: unknown) => (offline(err) ? keepOffline!(file) : Promise.reject(err)))
      .then((id) => update((list) => patchPhoto(list, item.key, { id, progress: 100 })))
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
    const { accepted, refused } = admitPhotos(latest(), fitting, max);
    if (refused) notifyMessage(t('error.input.title'), t(messages.tooMany, { count: refused }));
    const fresh = accepted.map((file) => {
      const src = URL.createObjectURL(file);
      previews.current.push(src);
      added += 1;
      return { item: { key: `new-${added}`, id: null, src, name: file.name, progress: 0 } satisfies PhotoItem, file };
    });
    if (!fresh.length) return;
    update((list) => [...list, ...fresh.map((f) => f.item)]);
    fresh.forEach((f) => send(f.item, f.file));
  };

  const move = (key: string, by: -1 | 1) =>
    update((list) =>
      movePhoto(
        list,
        list.findIndex((i) => i.key === key),
        by,
      ),
    );

  const full = items.length >= max;
  const c = (part: string) => `${classPrefix}-${part}`;
  return (
    <div className={className}>
      <div className={c('photos-add')}>
        <input
          id={labelFor === 'input' ? control.id : undefined}
          ref={picker}
          type="file"
          multiple
          hidden
          accept={acceptAttribute('image')}
          data-testid={inputTestId}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            add(files);
          }}
        />
        <Button
          id={labelFor === 'button' ? control.id : undefined}
          icon={<PictureOutlined aria-hidden />}
          disabled={full}
          aria-describedby={control['aria-describedby']}
          onClick={() => picker.current?.click()}
        >
          {t(messages.add)}
        </Button>
        <CameraButton onFile={(file) => add([file])} disabled={full} />
        <span className={c('photos-count')}>{t(messages.count, { count: items.length, max })}</span>
      </div>
      {items.length ? (
        <ol className={c('photo-tiles')} aria-label={t(messages.list)}>
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <li key={item.key} className={c('photo-tile')}>
                <img src={item.src} alt={t(messages.alt, { index: n, name: item.name ?? '' })} />
                <span className={c('photo-index')} aria-hidden>
                  {n}
                </span>
                {item.id ? null : (
                  <div className={c('photo-progress')}>
                    <Progress type="circle" size={44} percent={item.progress} aria-label={t(messages.progress, { index: n })} />
                  </div>
                )}
                <div className={c('photo-tools')}>
                  <Button
                    size="small"
                    icon={<ArrowLeftOutlined />}
                    disabled={index === 0}
                    aria-label={t(messages.left, { index: n })}
                    title={t(messages.left, { index: n })}
                    onClick={() => move(item.key, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowRightOutlined />}
                    disabled={index === items.length - 1}
                    aria-label={t(messages.right, { index: n })}
                    title={t(messages.right, { index: n })}
                    onClick={() => move(item.key, 1)}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<CloseOutlined />}
                    aria-label={t(messages.remove, { index: n })}
                    title={t(messages.remove, { index: n })}
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
}
