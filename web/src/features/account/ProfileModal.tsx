import { type ProfileValues, profileSchema, UI_TIMINGS } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StoredUser, writeUser } from '../../shared/session/storage';
import { useCan } from '../../shared/session/useCan';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { UpdateProfileDocument } from './account.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { SelectField } from '../../shared/form/SelectField';
import { TextField } from '../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { ImageDrop, type ImageValue } from '../../shared/upload/ImageDrop';
import './account.css';

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="form-field">
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      <Input id={id} size="large" value={value} readOnly disabled />
      <div className="form-field-note" />
    </div>
  );
}

interface FormValues extends ProfileValues {
  photo: ImageValue;
}

/** SPEC §2 'Profile du Compte': read-only until Modifier; Annuler goes back; Enregistrer saves, then reloads after 2 s. */
export default function ProfileModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const { user, refetch } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const [update] = useMutation(UpdateProfileDocument);
  // Changing a role is managing the team: the api's profile service asks team.manage too.
  const manager = useCan('team.manage');
  const t = (id: string) => intl.formatMessage({ id });

  // Fixed when the modal opens: a new object on every render would make final-form start the form over.
  const [initial] = useState<FormValues>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    role: user.role as 'MANAGER' | 'USER',
    photo: { previewUrl: user.photoUrl },
  }));

  const onSubmit = async ({ photo, ...values }: FormValues) => {
    try {
      const { data } = await update({
        variables: {
          input: { ...values, role: manager ? values.role : undefined, photoFileId: photo.fileId ?? null, removePhoto: Boolean(photo.removed) },
        },
      });
      if (data) writeUser(data.updateProfile as StoredUser);
      await refetch().catch(() => undefined);
      notifySuccess(t('profile.updated'));
      setSaved(true);
      setEditing(false);
      window.setTimeout(() => window.location.reload(), UI_TIMINGS.profileReloadMs);
      return undefined;
    } catch (err) {
      return submissionErrors(err);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} title={t('profile.title')} footer={null} destroyOnHidden width={620}>
      <Form<FormValues>
        onSubmit={onSubmit}
        initialValues={initial}
        validate={(v) => zodValidate(profileSchema)({ ...v, photo: undefined })}
        render={({ handleSubmit, submitting, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('profile.title')}>
            <Field<ImageValue> name="photo">
              {({ input }) => (
                <div className="form-field">
                  <span className="form-field-label">{t('profile.photo')}</span>
                  <ImageDrop value={input.value} onChange={input.onChange} disabled={!editing} onBusy={setUploading} />
                </div>
              )}
            </Field>
            <div className="form-grid">
              <TextField name="firstName" label={t('profile.firstName')} autoComplete="given-name" disabled={!editing} />
              <TextField name="lastName" label={t('profile.lastName')} autoComplete="family-name" disabled={!editing} />
            </div>
            <ReadOnlyField id="profile-email" label={t('profile.email')} value={user.email} />
            <div className="form-grid">
              <TextField name="phone" type="tel" label={t('profile.phone')} autoComplete="tel" placeholder="06 12 34 56 78" disabled={!editing} />
              <SelectField
                name="role"
                label={t('profile.role')}
                disabled={!editing || !manager}
                note={manager ? null : t('profile.roleReadOnly')}
                options={[
                  { value: 'MANAGER', label: t('role.manager') },
                  { value: 'USER', label: t('role.user') },
                  { value: 'ACCOUNTANT', label: t('role.accountant') },
                ]}
              />
            </div>
            <ReadOnlyField id="profile-company" label={t('profile.company')} value={user.companyName} />
            <div className="form-actions">
              {saved ? (
                <span className="form-actions-note" role="status">
                  {t('profile.reloading')}
                </span>
              ) : null}
              {!editing ? (
                <Button type="primary" onClick={() => setEditing(true)} disabled={saved}>
                  <FormattedMessage id="profile.edit" />
                </Button>
              ) : (
                <>
                  <Button
                    onClick={() => {
                      form.reset();
                      setEditing(false);
                    }}
                  >
                    <FormattedMessage id="profile.cancel" />
                  </Button>
                  <Button type="primary" htmlType="submit" loading={submitting} disabled={uploading}>
                    <FormattedMessage id="profile.save" />
                  </Button>
                </>
              )}
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
