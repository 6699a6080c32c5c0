import { SITE_STATUSES, type SiteValues, siteSchema } from '@chantiers/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../../../shared/intl/current-intl';
import type { SiteFieldsFragment } from '../../../gql/graphql';
import { AssignableUsersDocument, CreateSiteDocument, SetSiteImageDocument, UpdateSiteDocument } from '../sites.generated';
import { ImageDrop, type ImageValue } from '../../../shared/upload/ImageDrop';
import { notifySuccess } from '../../../shared/errors/notify';
import { SelectField } from '../../../shared/form/SelectField';
import { TextField } from '../../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../../shared/form/zod-validate';
import { DateField } from '../../../shared/form/DateField';
import { CityField } from './CityField';
import '../../account/account.css';
import { FormActions } from '../../../shared/form/FormActions';

interface Props {
  site?: SiteFieldsFragment | null;
  onClose(): void;
  onSaved(site: SiteFieldsFragment): void;
}

type FormValues = SiteValues & { photo?: ImageValue };

const fromSite = (s?: SiteFieldsFragment | null): FormValues => ({
  photo: { previewUrl: s?.photoUrl ?? null },
  name: s?.name ?? '',
  client: s?.client ?? '',
  managerId: s?.manager?.id ?? null,
  foreman: s?.foreman ?? '',
  address: s?.address ?? '',
  city: s?.city ?? '',
  postalCode: s?.postalCode ?? '',
  budget: s?.budget ?? '',
  startDate: s?.startDate ?? '',
  endDate: s?.endDate ?? '',
  mapsLink: s?.mapsLink ?? '',
  status: (s?.status ?? 'EN_PREPARATION') as SiteValues['status'],
  progress: s?.progress ?? 0,
});

/** Create or edit a site with the shared rules (schema/validation/sites.ts); server field errors land on fields. */
export function SiteFormModal({ site, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [initial] = useState(() => fromSite(site));
  const users = useQuery(AssignableUsersDocument);
  const [create] = useMutation(CreateSiteDocument);
  const [update] = useMutation(UpdateSiteDocument);
  const [setImage] = useMutation(SetSiteImageDocument);
  const [uploading, setUploading] = useState(false);
  // A cleared date is '', which the api reads as "no date".
  const clean = ({ photo: _photo, ...v }: FormValues) => ({
    ...v,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    budget: v.budget || null,
  });

  const onSubmit = async (values: FormValues) => {
    try {
      const input = clean(values);
      let saved = site
        ? (await update({ variables: { id: site.id, input } })).data?.updateSite
        : (await create({ variables: { input } })).data?.createSite;
      // The photo is attached once the site exists (its own transaction: the server also makes the card thumbnail).
      if (saved && (values.photo?.fileId || values.photo?.removed)) {
        saved = (await setImage({ variables: { siteId: saved.id, kind: 'PHOTO', fileId: values.photo.fileId ?? null } })).data?.setSiteImage ?? saved;
      }
      if (saved) {
        notifySuccess(t(site ? 'sites.updated' : 'sites.created', { name: saved.name }));
        onSaved(saved);
      }
      return undefined;
    } catch (err) {
      return submissionErrors(err);
    }
  };

  return (
    <Modal open onCancel={onClose} title={t(site ? 'sites.form.edit' : 'sites.form.create')} footer={null} width={720} destroyOnHidden>
      <Form<FormValues>
        onSubmit={onSubmit}
        initialValues={initial}
        validate={(v) => zodValidate(siteSchema)(clean(v))}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t(site ? 'sites.form.edit' : 'sites.form.create')}>
            <TextField name="name" label={t('sites.field.name')} autoFocus />
            <Field<ImageValue> name="photo">
              {({ input }) => (
                <div className="form-field">
                  <span className="form-field-label">{t('sites.field.photo')}</span>
                  <ImageDrop value={input.value} onChange={input.onChange} onBusy={setUploading} placeholder="site" />
                </div>
              )}
            </Field>
            <div className="form-grid">
              <TextField name="client" label={t('sites.field.client')} />
              <SelectField
                name="managerId"
                label={t('sites.field.manager')}
                allowClear
                searchable
                loading={users.loading}
                placeholder={t('sites.field.none')}
                options={(users.data?.assignableUsers ?? []).map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}` }))}
              />
            </div>
            <div className="form-grid">
              <TextField name="foreman" label={t('sites.field.foreman')} />
              <TextField name="mapsLink" type="url" label={t('sites.field.mapsLink')} placeholder="https://maps.google.com/…" />
            </div>
            <TextField name="address" label={t('sites.field.address')} autoComplete="street-address" />
            <div className="form-grid">
              <CityField name="city" label={t('sites.field.city')} />
              <TextField name="postalCode" label={t('sites.field.postalCode')} inputMode="numeric" autoComplete="postal-code" />
            </div>
            <div className="form-grid">
              <DateField name="startDate" label={t('sites.field.startDate')} />
              <DateField name="endDate" label={t('sites.field.endDate')} />
            </div>
            <div className="form-grid">
              <TextField name="budget" label={t('sites.field.budget')} inputMode="decimal" placeholder="1 250 000,00" />
              <SelectField
                name="status"
                label={t('sites.field.status')}
                options={SITE_STATUSES.map((v) => ({ value: v, label: t(`sites.status.${v}`) }))}
              />
            </div>
            <Field<number> name="progress">
              {({ input, meta }) => (
                <div className="form-field">
                  <label className="form-field-label" htmlFor="site-progress">
                    {t('sites.field.progress')}
                  </label>
                  <InputNumber
                    id="site-progress"
                    size="large"
                    min={0}
                    max={100}
                    precision={0}
                    value={input.value}
                    onChange={(v) => input.onChange(v ?? 0)}
                    style={{ width: 160 }}
                  />
                  <div className="form-field-help" role={meta.error && meta.touched ? 'alert' : undefined}>
                    {meta.touched && meta.error ? say(meta.error, intl) : null}
                  </div>
                </div>
              )}
            </Field>
            <FormActions onCancel={onClose} submitting={submitting} disabled={uploading} submitLabel={<FormattedMessage id="sites.form.save" />} />
          </form>
        )}
      />
    </Modal>
  );
}
