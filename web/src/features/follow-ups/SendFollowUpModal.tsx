import { FOLLOW_UP_LIMITS } from '@chantiers/schema';
import { PaperClipOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FollowUpDetailDocument, SendFollowUpDocument } from './follow-ups.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { FormActions } from '../../shared/form/FormActions';
import { submitWith } from '../../shared/form/submission-errors';
import { byField, cleanRecipients, mailErrors, type MailValues, validRecipient } from './mail-recipients';

interface Props {
  sheet: { id: string; label: string };
  /** Addresses the sheet was sent to before: offered first. */
  known: string[];
  onClose(): void;
}

/** « Envoyer par e-mail »: several recipients as tags (each checked), a few words; the server attaches the PDF. */
export function SendFollowUpModal({ sheet, known, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [send] = useMutation(SendFollowUpDocument, {
    refetchQueries: [{ query: FollowUpDetailDocument, variables: { id: sheet.id } }],
  });
  const [initialValues] = useState<MailValues>({ to: [], message: '' });
  const title = t('followUps.mail.title', { label: sheet.label });
  const onSubmit = submitWith<MailValues>(
    async (values) => {
      const sent = (await send({ variables: { id: sheet.id, input: { to: values.to, message: values.message || null } } })).data?.sendFollowUp;
      notifySuccess(t('followUps.mail.sent', { to: (sent?.to ?? values.to).join(', ') }));
      onClose();
    },
    (errors) => (errors && typeof errors === 'object' ? byField(errors as Record<string, string>) : errors),
  );

  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={560} rootClassName="followups-mail">
      <Form<MailValues>
        initialValues={initialValues}
        validate={mailErrors}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <BoundField<string[]> name="to" label={t('followUps.mail.to')} note={t('followUps.mail.to.note')}>
              {({ value, onChange, onFocus: _focus, ...control }) => (
                <Select<string[]>
                  {...control}
                  mode="tags"
                  size="large"
                  value={value}
                  onChange={(next) => onChange(cleanRecipients(next))}
                  tokenSeparators={[',', ';', ' ']}
                  maxCount={FOLLOW_UP_LIMITS.recipients}
                  placeholder={t('followUps.mail.to.placeholder')}
                  options={known.filter((a) => !value.includes(a)).map((a) => ({ value: a, label: a }))}
                  notFoundContent={null}
                  suffixIcon={null}
                  autoFocus
                  tagRender={({ label, value: address, closable, onClose: remove }) => (
                    <Tag
                      className="followups-recipient"
                      color={validRecipient(String(address)) ? undefined : 'error'}
                      closable={closable}
                      onClose={remove}
                      onMouseDown={(e) => e.stopPropagation()}
                    >
                      {label}
                    </Tag>
                  )}
                  style={{ width: '100%' }}
                />
              )}
            </BoundField>
            <BoundField<string> name="message" label={t('followUps.mail.message')}>
              {({ onChange, onFocus: _focus, ...control }) => (
                <Input.TextArea
                  {...control}
                  placeholder={t('followUps.mail.message.placeholder')}
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  maxLength={FOLLOW_UP_LIMITS.message}
                  onChange={(e) => onChange(e.target.value)}
                />
              )}
            </BoundField>
            <p className="form-hint followups-attachment">
              <PaperClipOutlined aria-hidden /> {t('followUps.mail.attachment')}
            </p>
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={t('followUps.mail.submit')} />
          </form>
        )}
      />
    </Modal>
  );
}
