import { type ChangePasswordValues, changePasswordSchema, UI_TIMINGS } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChangePasswordDocument } from './account.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { TextField } from '../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import './account.css';

/** SPEC §2 'Changement de mot de passe': on success the form resets and the modal closes after 5 s. */
export default function PasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [change] = useMutation(ChangePasswordDocument);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(onClose, UI_TIMINGS.passwordModalCloseMs);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  return (
    <Modal open={open} onCancel={onClose} title={t('password.title')} footer={null} destroyOnHidden width={480}>
      <Form<ChangePasswordValues>
        onSubmit={async (values, form) => {
          try {
            await change({ variables: { input: values } });
            notifySuccess(t('password.changed'));
            setDone(true);
            window.setTimeout(() => form.restart(), 0);
            return undefined;
          } catch (err) {
            return submissionErrors(err);
          }
        }}
        validate={zodValidate(changePasswordSchema)}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('password.title')}>
            {done ? (
              <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('password.changed')} description={t('password.closing')} />
            ) : null}
            <TextField name="oldPassword" type="password" label={t('password.old')} autoComplete="current-password" />
            <TextField name="password" type="password" label={t('password.new')} autoComplete="new-password" />
            <p className="form-hint">{t('password.hint')}</p>
            <TextField name="confirmPassword" type="password" label={t('password.confirm')} autoComplete="new-password" />
            <p className="form-hint">{t('password.otherSessions')}</p>
            <div className="form-actions">
              <Button type="primary" htmlType="submit" loading={submitting} block>
                <FormattedMessage id="password.submit" />
              </Button>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
