import { PaperClipOutlined } from '@ant-design/icons';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifySuccess } from '../errors/notify';
import { BoundField } from '../form/BoundField';
import { FormActions } from '../form/FormActions';
import { submitWith } from '../form/submission-errors';
import { TextField } from '../form/TextField';
import { zodValidate } from '../form/zod-validate';

/** What the dialog types: one recipient and a few words; the server attaches the PDF. */
export interface DocumentMailValues {
  to: string;
  message?: string | null;
}

interface Props {
  /** The document's reference, named in the title, the attachment and the confirmation. */
  reference: string;
  /** The client's address when it has one. */
  defaultTo?: string | null;
  /**
   * The feature's message ids under this prefix: `.title`, `.to`, `.message`, `.message.placeholder`, `.attachment`,
   * `.submit`, `.sent` (each feature says « devis », « facture »… in its own words, both languages).
   */
  words: string;
  /** The shared schema of the document's mail (quoteMailSchema, invoiceMailSchema), for the same messages as the api. */
  schema: Parameters<typeof zodValidate>[0];
  send(values: { to: string; message: string | null }): Promise<unknown>;
  onClose(): void;
  onSent?(): void;
}

/** 'Envoyer par e-mail' for any commercial document: the client's address at hand, a few words, the PDF attached. */
export function SendDocumentModal({ reference, defaultTo, words, schema, send, onClose, onSent }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `${words}.${id}` }, values);
  const [initialValues] = useState<DocumentMailValues>(() => ({ to: defaultTo ?? '', message: '' }));
  const title = t('title', { reference });
  const onSubmit = submitWith<DocumentMailValues>(async (values) => {
    await send({ to: values.to, message: values.message || null });
    notifySuccess(t('sent', { reference, to: values.to.trim().toLowerCase() }));
    onSent?.();
    onClose();
  });
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={560}>
      <Form<DocumentMailValues>
        initialValues={initialValues}
        validate={zodValidate(schema)}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <TextField name="to" type="email" label={t('to')} autoComplete="email" autoFocus={!initialValues.to} />
            <BoundField<string> name="message" label={t('message')}>
              {({ onChange, ...control }) => (
                <Input.TextArea
                  {...control}
                  placeholder={t('message.placeholder')}
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  maxLength={2000}
                  onChange={(e) => onChange(e.target.value)}
                />
              )}
            </BoundField>
            <p className="form-hint">
              <PaperClipOutlined aria-hidden /> {t('attachment', { reference })}
            </p>
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id={`${words}.submit`} />} />
          </form>
        )}
      />
    </Modal>
  );
}
