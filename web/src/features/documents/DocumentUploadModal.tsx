import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, DatePicker, Modal, Upload } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import { CreateSiteDocumentDocument } from './documents.generated';
import { notifyInfo, notifySuccess, toApiError } from '../../shared/errors/notify';
import { keepDocument, uploadOrNull } from './keep-document';
import { FieldShell } from '../../shared/form/FieldShell';
import { SHOWN_DATE, WIRE_DATE } from '../../shared/form/date-formats';
import { DocumentTypeSelect } from './DocumentTypeSelect';
import { labelFromFileName, tooBig } from './document-labels';
import { type UploadItem, UploadItemRow } from './UploadItemRow';

const ACCEPT = 'application/pdf,image/png,image/jpeg';
const TAKEN = 'document.label.taken';

/**
 * 'Ajouter des documents': several files dropped at once, each with its progress bar; one date and a type for the
 * batch, which each file can change in its row (a plan and a photo in one drop), the label from each file's name
 * (made unique). Each file is uploaded then recorded on its own, so a refused file leaves the others added.
 */
export function DocumentUploadModal({ siteId, takenLabels, onClose }: { siteId: string; takenLabels: string[]; onClose(added: number): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [date, setDate] = useState(dayjs().format(WIRE_DATE));
  const [typeMissing, setTypeMissing] = useState(false);
  const [running, setRunning] = useState(false);
  const taken = useRef(new Set(takenLabels));
  const [create] = useMutation(CreateSiteDocumentDocument, { context: { silent: true } });
  const added = items.filter((i) => i.state === 'done').length;
  const patch = (key: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const add = (file: File) => {
    const error = tooBig(file) ? say('error.payloadTooLarge.message', intl) : undefined;
    setItems((list) => [
      ...list,
      { key: `${file.name}-${file.size}-${Math.random()}`, file, progress: 0, state: error ? 'failed' : 'waiting', error, typeId: null },
    ]);
  };

  const keep = async (item: UploadItem) => {
    const label = labelFromFileName(item.file.name, taken.current);
    const input = { siteId, label, typeId: item.typeId ?? typeId, documentDate: date };
    await keepDocument(create, item.file, input, t('documents.upload.kept', { label }));
    taken.current.add(label);
    patch(item.key, { state: 'kept', progress: 100 });
    return 'kept' as const;
  };

  const send = async (item: UploadItem): Promise<'done' | 'kept' | null> => {
    if (!navigator.onLine) return keep(item);
    patch(item.key, { state: 'sending', progress: 0, error: undefined });
    try {
      const uploaded = await uploadOrNull(item.file, (progress) => patch(item.key, { progress }));
      // The network gone on the way: kept on the phone like a file chosen offline.
      if (!uploaded) return keep(item);
      // A label taken meanwhile (another user, an earlier file) gets the next number.
      for (let attempt = 0; ; attempt++) {
        const label = labelFromFileName(item.file.name, taken.current);
        try {
          await create({ variables: { input: { siteId, label, typeId: item.typeId ?? typeId, documentDate: date, fileId: uploaded.id } } });
          taken.current.add(label);
          patch(item.key, { state: 'done', progress: 100 });
          return 'done';
        } catch (err) {
          if (toApiError(err).fields?.label !== TAKEN || attempt >= 5) throw err;
          taken.current.add(label);
        }
      }
    } catch (err) {
      const apiError = toApiError(err);
      const field = Object.values(apiError.fields ?? {})[0];
      patch(item.key, { state: 'failed', error: say(field ?? apiError.messageId ?? apiError.message, intl) });
      return null;
    }
  };

  const sendable = (i: UploadItem) => i.state === 'waiting' || (i.state === 'failed' && !tooBig(i.file));
  const start = async () => {
    if (items.some((i) => sendable(i) && !(i.typeId ?? typeId))) return setTypeMissing(true);
    setRunning(true);
    const ends = { done: 0, kept: 0 };
    for (const item of items.filter(sendable)) {
      const end = await send(item);
      if (end) ends[end] += 1;
    }
    setRunning(false);
    if (ends.done) notifySuccess(t('documents.upload.done', { count: ends.done }));
    if (ends.kept) notifyInfo(t('documents.upload.keptAll', { count: ends.kept }));
  };
  const pending = items.filter(sendable).length;
  const ownTypes = items.length > 1;
  const finished = items.length > 0 && pending === 0;

  return (
    <Modal
      open
      title={t('documents.upload.title')}
      onCancel={() => (running ? undefined : onClose(added))}
      footer={
        finished ? (
          <Button type="primary" onClick={() => onClose(added)}>
            {t('documents.upload.close')}
          </Button>
        ) : (
          <Button type="primary" onClick={start} loading={running} disabled={!pending}>
            {t('documents.upload.start', { count: pending })}
          </Button>
        )
      }
      width={640}
      destroyOnHidden
      rootClassName="documents-modal"
    >
      <div className="form-grid">
        <FieldShell
          id="upload-type"
          label={t('documents.upload.type')}
          shown={typeMissing && !typeId ? t('documents.upload.typeRequired') : undefined}
        >
          <DocumentTypeSelect
            id="upload-type"
            value={typeId}
            onChange={(id) => setTypeId(id)}
            status={typeMissing && !typeId ? 'error' : undefined}
            aria-describedby="upload-type-help"
          />
        </FieldShell>
        <FieldShell id="upload-date" label={t('documents.upload.date')}>
          <DatePicker
            id="upload-date"
            size="large"
            format={SHOWN_DATE}
            value={dayjs(date)}
            allowClear={false}
            onChange={(d) => d && setDate(d.format(WIRE_DATE))}
            style={{ width: '100%' }}
          />
        </FieldShell>
      </div>
      <Upload.Dragger
        multiple
        accept={ACCEPT}
        showUploadList={false}
        disabled={running}
        beforeUpload={(file) => {
          add(file as File);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('documents.upload.drop')}</p>
        <p className="ant-upload-hint">{t('documents.upload.hint')}</p>
      </Upload.Dragger>
      {items.length ? (
        <ul className="documents-upload-list" aria-live="polite">
          {items.map((item) => (
            <UploadItemRow
              key={item.key}
              item={item}
              running={running}
              ownType={ownTypes && sendable(item)}
              batchTypeId={typeId}
              typeMissing={typeMissing}
              onRemove={() => setItems((list) => list.filter((i) => i.key !== item.key))}
              onType={(id) => patch(item.key, { typeId: id })}
            />
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
