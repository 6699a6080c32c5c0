import { type InviteUserValues, inviteUserSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { InviteUserDocument } from './team.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { SelectField } from '../../shared/form/SelectField';
import { TextField } from '../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { FormActions } from '../../shared/form/FormActions';

export function InviteModal({
  open,
  onClose,
  onInvited,
  initial,
}: {
  open: boolean;
  onClose(): void;
  onInvited(): void;
  initial?: Partial<InviteUserValues>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [invite] = useMutation(InviteUserDocument);
  // Fixed for the modal's life: new initial values on a render would start the form over.
  const [initialValues] = useState<Partial<InviteUserValues>>(() => ({ role: 'USER', ...initial }));
  return (
    <Modal open={open} onCancel={onClose} title={t('team.invite.title')} footer={null} destroyOnHidden width={520}>
      <p className="form-hint" style={{ marginTop: 0 }}>
        {t('team.invite.help')}
      </p>
      <Form<InviteUserValues>
        initialValues={initialValues}
        validate={zodValidate(inviteUserSchema)}
        onSubmit={async (values) => {
          try {
            await invite({ variables: { input: values } });
            notifySuccess(t('team.invite.sent', { email: values.email ?? '' }));
            onInvited();
            onClose();
            return undefined;
          } catch (err) {
            return submissionErrors(err);
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('team.invite.title')}>
            <TextField name="email" type="email" label={t('team.field.email')} autoComplete="off" autoFocus />
            <div className="form-grid">
              <TextField name="firstName" label={t('team.field.firstName')} autoComplete="off" />
              <TextField name="lastName" label={t('team.field.lastName')} autoComplete="off" />
            </div>
            <SelectField
              name="role"
              label={t('team.field.role')}
              options={[
                { value: 'USER', label: t('role.user') },
                { value: 'MANAGER', label: t('role.manager') },
                { value: 'ACCOUNTANT', label: t('role.accountant') },
              ]}
            />
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id="team.invite.submit" />} />
          </form>
        )}
      />
    </Modal>
  );
}
