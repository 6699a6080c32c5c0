import { type QuoteMailValues, quoteMailSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { PaperClipOutlined } from '@ant-design/icons';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../../shared/form/FormActions';
import { SendQuoteDocument } from './quote-mail.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { TextField } from '../../../shared/form/TextField';
import { submitWith } from '../../../shared/form/submission-errors';
import { zodValidate } from '../../../shared/form/zod-validate';

interface Props {
  quote: { id: string; reference: string; client: { email?: string | null } };
  onClose(): void;
  onSent?(): void;
}

/** 'Envoyer par e-mail': the client's address at hand, a few words, and the PDF attached by the server. */
export function SendQuoteModal({ quote, onClose, onSent }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [send] = useMutation(SendQuoteDocument, { refetchQueries: ['QuoteSendings'] });
  const [initialValues] = useState<QuoteMailValues>(() => ({ to: quote.client.email ?? '', message: '' }));
  const title = t('quotes.mail.title', { reference: quote.reference });
  const onSubmit = submitWith<QuoteMailValues>(async (values) => {
    await send({ variables: { id: quote.id, input: { to: values.to, message: values.message || null } } });
    notifySuccess(t('quotes.mail.sent', { reference: quote.reference, to: values.to.trim().toLowerCase() }));
    onSent?.();
    onClose();
  });
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={560}>
      <Form<QuoteMailValues>
        initialValues={initialValues}
        validate={zodValidate(quoteMailSchema)}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <TextField name="to" type="email" label={t('quotes.mail.to')} autoComplete="email" autoFocus={!initialValues.to} />
            <BoundField<string> name="message" label={t('quotes.mail.message')}>
              {({ onChange, ...control }) => (
                <Input.TextArea
                  {...control}
                  placeholder={t('quotes.mail.message.placeholder')}
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  maxLength={2000}
                  onChange={(e) => onChange(e.target.value)}
                />
              )}
            </BoundField>
            <p className="form-hint">
              <PaperClipOutlined aria-hidden /> {t('quotes.mail.attachment', { reference: quote.reference })}
            </p>
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id="quotes.mail.submit" />} />
          </form>
        )}
      />
    </Modal>
  );
}
