import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { acceptAttribute, declaredFileFits, LIMITS } from '@chantiers/schema';
import { Button, Progress, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { type SupplierOption, SupplierSelect } from './SupplierSelect';
import { SupplierFormDrawer } from '../../suppliers/SupplierFormDrawer';
import { notifyError, notifyMessage } from '../../../shared/errors/notify';
import { CameraButton } from '../../../shared/upload/CameraButton';
import { uploadFile } from '../../../shared/upload/upload-file';
import '../../../shared/form/fields.css';
import { BoundField } from '../../../shared/form/BoundField';
import { ApiError } from '../../../shared/api/api-error';
import { keepOnPhone } from '../../../app/offline/keep-on-phone';

/**
 * The purchase's supplier, bound to final-form. A supplier not yet known is created in a drawer over the purchase,
 * which stays as typed and gets the new supplier chosen.
 */
export function SupplierField({ name, label, known, note }: { name: string; label: ReactNode; known?: SupplierOption | null; note?: ReactNode }) {
  const intl = useIntl();
  const [creating, setCreating] = useState<string | null>(null);
  const [created, setCreated] = useState<SupplierOption | null>(null);
  return (
    <BoundField<string | null> name={name} label={label} note={note}>
      {({ value, onFocus: _focus, ...control }) => (
        <>
          <SupplierSelect
            {...control}
            size="large"
            value={value || null}
            known={created ?? known}
            onCreate={setCreating}
            placeholder={intl.formatMessage({ id: 'finance.site.supplier.choose' })}
          />
          {creating === null ? null : (
            // React sends a portal's submit up its own tree: the supplier's form must not submit the purchase's.
            <div hidden onSubmit={(e) => e.stopPropagation()}>
              <SupplierFormDrawer
                supplier={null}
                initialName={creating}
                onClose={() => setCreating(null)}
                onSaved={(saved) => {
                  setCreating(null);
                  if (!saved) return;
                  setCreated({ id: saved.id, name: saved.name });
                  control.onChange(saved.id);
                }}
              />
            </div>
          )}
        </>
      )}
    </BoundField>
  );
}

/**
 * The invoice (PDF, PNG or JPEG, at most 10,000,000 bytes): uploaded at once with uploadFile, the field then holds
 * the file id the mutation claims; removing it sets null. The browser checks name and size, the server the content.
 */
export function InvoiceField({
  name,
  label,
  initialName,
  onBusy,
  offlineKeep = false,
}: {
  name: string;
  label: ReactNode;
  initialName?: string | null;
  onBusy?(busy: boolean): void;
  /** Without a network the file stays on the phone, sent with the record it belongs to (a new record's form). */
  offlineKeep?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [fileName, setFileName] = useState<string | null>(initialName ?? null);
  const [kept, setKept] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <BoundField<string | null> name={name} label={label} note={t('finance.site.invoice.hint')}>
      {({ id, onChange, onBlur }) => {
        const remove = () => {
          setFileName(null);
          setKept(false);
          onChange(null);
        };
        const fits = (file: File) => {
          if (!declaredFileFits('document', file)) notifyMessage(t('error.input.title'), t('file.type.document'));
          else if (file.size > LIMITS.uploadMaxBytes) notifyMessage(t('error.input.title'), t('upload.tooLarge'));
          else return true;
          return false;
        };
        const send = (chosen: File) => {
          setProgress(0);
          onBusy?.(true);
          const offline = (err: unknown) => offlineKeep && err instanceof ApiError && err.status === 0;
          const upload =
            offlineKeep && !navigator.onLine ? Promise.reject(new ApiError(0, 'NETWORK', 'offline')) : uploadFile(chosen, 'document', setProgress);
          return upload
            .then((saved) => ({ id: saved.id, name: saved.name || chosen.name, kept: false }))
            .catch(async (err: unknown) => {
              if (!offline(err)) throw err;
              return { ...(await keepOnPhone(chosen, 'document')), kept: true };
            })
            .then((saved) => {
              setFileName(saved.name);
              setKept(saved.kept);
              onChange(saved.id);
              onBlur();
              return saved;
            })
            .finally(() => {
              setProgress(null);
              onBusy?.(false);
            });
        };
        return (
          <div className="finance-invoice-field">
            <Upload
              id={id}
              accept={acceptAttribute('document')}
              multiple={false}
              maxCount={1}
              showUploadList={false}
              disabled={progress !== null}
              beforeUpload={(file) => (fits(file) ? true : Upload.LIST_IGNORE)}
              customRequest={({ file, onSuccess, onError }) => {
                send(file as File)
                  .then((saved) => onSuccess?.(saved))
                  .catch((err: unknown) => {
                    notifyError(err);
                    onError?.(err as Error);
                  });
              }}
            >
              <Button icon={<UploadOutlined />} disabled={progress !== null}>
                {t(fileName ? 'finance.site.invoice.replace' : 'finance.site.invoice.choose')}
              </Button>
            </Upload>
            <CameraButton onFile={(file) => void (fits(file) && send(file).catch(notifyError))} disabled={progress !== null} />
            {progress !== null ? <Progress percent={progress} size="small" aria-label={t('upload.progress')} /> : null}
            {fileName && progress === null ? (
              <div className="finance-invoice-file">
                <PaperClipOutlined aria-hidden />
                <span className="finance-invoice-name">{fileName}</span>
                {kept ? <span className="finance-invoice-kept">{t('finance.site.invoice.kept')}</span> : null}
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={remove}
                  aria-label={intl.formatMessage({ id: 'finance.site.invoice.remove' }, { name: fileName })}
                />
              </div>
            ) : null}
          </div>
        );
      }}
    </BoundField>
  );
}
