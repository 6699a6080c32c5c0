import { useMutation } from '@apollo/client/react';
import { signatureSendSchema } from '@chantiers/schema';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifySuccess } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { FormActions } from '../../../shared/form/FormActions';
import { submitWith } from '../../../shared/form/submission-errors';
import { TextField } from '../../../shared/form/TextField';
import { zodValidate } from '../../../shared/form/zod-validate';
import { SendForSignatureDocument, SignatureRequestsDocument } from './signature-requests.generated';

export type SignableKind = 'QUOTE' | 'CHANGE_ORDER' | 'RECEPTION' | 'SITUATION';

interface Values {
  email: string;
  name: string;
  message?: string | null;
}

interface Props {
  kind: SignableKind;
  documentId: string;
  title: string;
  /** The client's address and name when the document knows them. */
  defaultEmail?: string | null;
  defaultName?: string | null;
  onClose(): void;
}

/** 'Envoyer pour signature': to whom (the client's address at hand), a few words; the api mails the link. */
export function SendForSignatureModal({ kind, documentId, title, defaultEmail, defaultName, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [initialValues] = useState<Values>(() => ({ email: defaultEmail ?? '', name: defaultName ?? '', message: '' }));
  const [send] = useMutation(SendForSignatureDocument, {
    refetchQueries: [{ query: SignatureRequestsDocument, variables: { kind, documentId } }],
    awaitRefetchQueries: true,
  });
  const heading = t('signRequests.modal.title', { title });
  const validate = zodValidate(signatureSendSchema);
  const onSubmit = submitWith<Values>(async (values) => {
    const input = { kind, documentId, email: values.email, name: values.name, message: values.message?.trim() || null };
    await send({ variables: { input } });
    notifySuccess(t('signRequests.sent', { email: values.email.trim().toLowerCase() }));
    onClose();
  });
  return (
    <Modal open onCancel={onClose} title={heading} footer={null} destroyOnHidden width={560}>
      <p className="form-hint">{t('signRequests.modal.intro')}</p>
      <Form<Values>
        initialValues={initialValues}
        validate={(values) => validate({ ...values, kind, documentId })}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={heading}>
            <TextField name="email" type="email" label={t('signRequests.modal.email')} autoComplete="email" autoFocus={!initialValues.email} />
            <TextField name="name" label={t('signRequests.modal.name')} autoComplete="name" />
            <BoundField<string> name="message" label={t('signRequests.modal.message')}>
              {({ onChange, ...control }) => (
                <Input.TextArea {...control} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} onChange={(e) => onChange(e.target.value)} />
              )}
            </BoundField>
            <p className="form-hint">{t('signRequests.modal.replace')}</p>
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id="signRequests.modal.submit" />} />
          </form>
        )}
      />
    </Modal>
  );
}
