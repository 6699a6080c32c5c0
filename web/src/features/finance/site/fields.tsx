import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@chantiers/schema';
import { Button, Progress, Select, Upload } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import { SiteFinanceSuppliersDocument } from '../../../gql/graphql';
import { notifyError, notifyMessage } from '../../../shared/errors/notify';
import { uploadFile } from '../../../shared/upload/upload-file';
import '../../../shared/form/fields.css';
import { FieldShell, useShownError } from '../../../shared/form/FieldShell';

interface SupplierOption {
  id: string;
  name: string;
}

interface SupplierSelectProps {
  id?: string;
  value: string | null;
  /** The chosen supplier's id and name, or null when cleared. */
  onChange(value: string | null, name?: string): void;
  onBlur?(): void;
  className?: string;
  /** The chosen supplier, shown even when it is not among the first results. */
  known?: SupplierOption | null;
  placeholder?: string;
  allowClear?: boolean;
  size?: 'large' | 'middle';
  status?: 'error';
  style?: React.CSSProperties;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The company's suppliers, searched on the server (name, ICE, e-mail) as the user types. */
export function SupplierSelect({ value, onChange, known, ...rest }: SupplierSelectProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { data, loading } = useQuery(SiteFinanceSuppliersDocument, { variables: { search: search || null, size: 50 } });
  const options = useMemo(() => {
    const items = data?.suppliers.items ?? [];
    const all = known && !items.some((s) => s.id === known.id) ? [known, ...items] : items;
    return all.map((s) => ({ value: s.id, label: s.name }));
  }, [data, known]);
  return (
    <Select
      {...rest}
      className={`finance-supplier-select${rest.className ? ` ${rest.className}` : ''}`}
      value={value || undefined}
      onChange={(v) => onChange(v ?? null, options.find((o) => o.value === v)?.label)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => !open && setTyped('')}
      loading={loading}
      notFoundContent={loading ? undefined : intl.formatMessage({ id: 'finance.site.supplier.none' })}
    />
  );
}

/** The purchase's supplier, bound to final-form. */
export function SupplierField({ name, label, known, note }: { name: string; label: ReactNode; known?: SupplierOption | null; note?: ReactNode }) {
  const shownFor = useShownError();
  const intl = useIntl();
  const id = `field-${name}`;
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const shown = shownFor(meta);
        return (
          <FieldShell id={id} label={label} shown={shown} note={note}>
            <SupplierSelect
              id={id}
              size="large"
              value={input.value || null}
              onChange={(v) => input.onChange(v)}
              onBlur={() => input.onBlur()}
              known={known}
              placeholder={intl.formatMessage({ id: 'finance.site.supplier.choose' })}
              status={shown ? 'error' : undefined}
              aria-invalid={Boolean(shown)}
              aria-describedby={`${id}-help`}
            />
          </FieldShell>
        );
      }}
    </Field>
  );
}

const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const DOCUMENT_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/**
 * The invoice (PDF, PNG or JPEG, at most 10,000,000 bytes): uploaded at once with uploadFile, the field then holds
 * the file id the mutation claims; removing it sets null. The browser checks name and size, the server the content.
 */
export function InvoiceField({
  name,
  label,
  initialName,
  onBusy,
}: {
  name: string;
  label: ReactNode;
  initialName?: string | null;
  onBusy?(busy: boolean): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const shownFor = useShownError();
  const id = `field-${name}`;
  const [fileName, setFileName] = useState<string | null>(initialName ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const shown = shownFor(meta);
        const remove = () => {
          setFileName(null);
          input.onChange(null);
        };
        return (
          <FieldShell id={id} label={label} shown={shown} note={t('finance.site.invoice.hint')}>
            <div className="finance-invoice-field">
              <Upload
                id={id}
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                multiple={false}
                maxCount={1}
                showUploadList={false}
                disabled={progress !== null}
                beforeUpload={(file) => {
                  if (!DOCUMENT_TYPES.includes(file.type) || !DOCUMENT_EXTENSIONS.test(file.name)) {
                    notifyMessage(t('error.input.title'), t('file.type.document'));
                    return Upload.LIST_IGNORE;
                  }
                  if (file.size > LIMITS.uploadMaxBytes) {
                    notifyMessage(t('error.input.title'), t('upload.tooLarge'));
                    return Upload.LIST_IGNORE;
                  }
                  return true;
                }}
                customRequest={({ file, onSuccess, onError }) => {
                  const chosen = file as File;
                  setProgress(0);
                  onBusy?.(true);
                  uploadFile(chosen, 'document', setProgress)
                    .then((saved) => {
                      setFileName(saved.name || chosen.name);
                      input.onChange(saved.id);
                      input.onBlur();
                      onSuccess?.(saved);
                    })
                    .catch((err: unknown) => {
                      notifyError(err);
                      onError?.(err as Error);
                    })
                    .finally(() => {
                      setProgress(null);
                      onBusy?.(false);
                    });
                }}
              >
                <Button icon={<UploadOutlined />} disabled={progress !== null}>
                  {t(fileName ? 'finance.site.invoice.replace' : 'finance.site.invoice.choose')}
                </Button>
              </Upload>
              {progress !== null ? <Progress percent={progress} size="small" aria-label={t('upload.progress')} /> : null}
              {fileName && progress === null ? (
                <div className="finance-invoice-file">
                  <PaperClipOutlined aria-hidden />
                  <span className="finance-invoice-name">{fileName}</span>
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
          </FieldShell>
        );
      }}
    </Field>
  );
}
