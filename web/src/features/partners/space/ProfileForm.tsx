import { DeleteOutlined } from '@ant-design/icons';
import { type ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { PARTNER_LIMITS, partnerProfileSchema, SERVICE_TYPES } from '@chantiers/schema';
import { Alert, Button, Card, Input, Popconfirm, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Field, Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../../shared/intl/current-intl';
import type { SpacePartnerProfileFieldsFragment } from '../../../gql/graphql';
import {
  SpaceCreatePartnerProfileDocument,
  SpaceDeletePartnerProfileDocument,
  SpaceMyPartnerProfileDocument,
  SpaceUpdatePartnerProfileDocument,
} from './partner-space.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { FieldShell, useShownError } from '../../../shared/form/FieldShell';
import { MultiSelectField } from '../../../shared/form/MultiSelectField';
import { submitWith } from '../../../shared/form/submission-errors';
import { TextField } from '../../../shared/form/TextField';
import { zodValidate } from '../../../shared/form/zod-validate';
import { ImageDrop, type ImageValue } from '../../../shared/upload/ImageDrop';
import { uploading } from './photo-items';
import { PhotosField } from './PhotosField';
import { type AccountDefaults, onFormFields, type ProfileValues, toInput, valuesOf } from './profile-values';
import { ZoneFields } from './ZoneFields';

type Profile = SpacePartnerProfileFieldsFragment;
const check = zodValidate(partnerProfileSchema);
const validate = (values: ProfileValues) => onFormFields(check(toInput(values)));

/** What the listing changes elsewhere: the dashboard's figures and the requests (a deleted listing takes them). */
function forgetDashboard(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'partnerDashboard' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'partnerContactRequests' });
  cache.gc();
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`ps-card ps-section ${className ?? ''}`} role="group" aria-label={title} title={<h2 className="ps-card-title">{title}</h2>}>
      {children}
    </Card>
  );
}

/** The logo: one image, previewed, replaced or removed; the message under it like any field's. */
function LogoField({ onBusy }: { onBusy(busy: boolean): void }) {
  const intl = useIntl();
  const shownFor = useShownError();
  const { input, meta } = useField<ImageValue>('logo');
  const shown = shownFor(meta);
  return (
    <div className={`form-field${shown ? ' form-field-error' : ''}`}>
      <ImageDrop value={input.value} onChange={input.onChange} onBusy={onBusy} shape="square" placeholder="picture" />
      {shown ? (
        <div className="form-field-help" role="alert">
          {shown}
        </div>
      ) : (
        <div className="form-field-note">{intl.formatMessage({ id: 'partnerSpace.field.logo.note' })}</div>
      )}
    </div>
  );
}

/** The description, with its length against the 2000 allowed. */
function DescriptionField() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <BoundField<string> name="description" label={t('partnerSpace.field.description')} note={t('partnerSpace.field.description.note')}>
      {({ onChange, onFocus: _focus, value, ...control }) => (
        <Input.TextArea
          {...control}
          value={value ?? ''}
          className="ps-description"
          placeholder={t('partnerSpace.field.description.placeholder')}
          autoSize={{ minRows: 4, maxRows: 14 }}
          maxLength={PARTNER_LIMITS.descriptionMax}
          showCount
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </BoundField>
  );
}

/** « Publiée dans l'annuaire » or « Masquée ». */
function VisibilityField() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Field<boolean> name="published" type="checkbox">
      {({ input }) => (
        <div className="ps-visibility-field">
          <Switch
            id="field-published"
            checked={Boolean(input.checked)}
            onChange={(on) => input.onChange(on)}
            aria-describedby="field-published-help"
          />
          <div>
            <label htmlFor="field-published" className="ps-visibility-label">
              {t(input.checked ? 'partnerSpace.field.published' : 'partnerSpace.field.hidden')}
            </label>
            <div id="field-published-help" className="form-field-note">
              {t(input.checked ? 'partnerSpace.field.published.note' : 'partnerSpace.field.hidden.note')}
            </div>
          </div>
        </div>
      )}
    </Field>
  );
}

/**
 * The listing's one form: Entreprise, Contact, Services, Zone d'intervention, Logo, Photos de réalisations, Visibilité.
 * Saving updates the listing (or creates it when there is none) and resets the form to what the api saved; the api's
 * field errors show under their fields. The listing can be deleted after a confirmation.
 */
export function ProfileForm({ profile, account, email }: { profile: Profile | null; account?: AccountDefaults; email: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Fixed at mount: a refetch behind the form must not reset what is being typed (saving re-initializes it).
  const [initial] = useState(() => valuesOf(profile, account));
  const [logoBusy, setLogoBusy] = useState(false);
  const [create] = useMutation(SpaceCreatePartnerProfileDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({ query: SpaceMyPartnerProfileDocument, data: { myPartnerProfile: data.createPartnerProfile } });
      forgetDashboard(cache);
    },
  });
  const [update] = useMutation(SpaceUpdatePartnerProfileDocument, {
    // The listing itself is updated in the cache by its id.
    update: (cache) => forgetDashboard(cache),
  });
  const [remove, removal] = useMutation(SpaceDeletePartnerProfileDocument, {
    update(cache, { data }) {
      if (!data?.deletePartnerProfile) return;
      cache.writeQuery({ query: SpaceMyPartnerProfileDocument, data: { myPartnerProfile: null } });
      forgetDashboard(cache);
    },
  });

  const save = async (values: ProfileValues, form: { initialize(values: ProfileValues): void }) => {
    const input = toInput(values);
    const saved = profile
      ? (await update({ variables: { id: profile.id, input } })).data?.updatePartnerProfile
      : (await create({ variables: { input } })).data?.createPartnerProfile;
    if (!saved) return;
    form.initialize(valuesOf(saved));
    notifySuccess(t('partnerSpace.profile.saved'));
  };

  const serviceOptions = SERVICE_TYPES.map((code) => ({ value: code, label: t(`partner.service.${code}`) }));
  const title = t(profile ? 'partners.profile.title' : 'partnerSpace.profile.create.title');

  return (
    <>
      <Form<ProfileValues>
        initialValues={initial}
        validate={validate}
        onSubmit={submitWith<ProfileValues>(save, (errors) => onFormFields(errors as Record<string, unknown>))}
        render={({ handleSubmit, submitting, submitError, values }) => {
          const busy = logoBusy || uploading(values.photos ?? []);
          return (
            <form onSubmit={handleSubmit} noValidate aria-label={title} className="ps-form">
              <Section title={t('partnerSpace.section.company')}>
                <div className="form-grid">
                  <TextField name="companyName" label={t('partnerSpace.field.companyName')} autoComplete="organization" />
                  <TextField name="ice" label={t('partnerSpace.field.ice')} inputMode="numeric" note={t('partnerSpace.field.ice.note')} />
                </div>
                <DescriptionField />
              </Section>
              <Section title={t('partnerSpace.section.contact')}>
                <div className="form-grid">
                  <TextField name="firstName" label={t('partnerSpace.field.firstName')} autoComplete="given-name" />
                  <TextField name="lastName" label={t('partnerSpace.field.lastName')} autoComplete="family-name" />
                  <TextField name="phone" label={t('partnerSpace.field.phone')} type="tel" inputMode="tel" autoComplete="tel" />
                  <FieldShell id="field-email" label={t('partnerSpace.field.email')} note={t('partnerSpace.field.email.note')}>
                    <Input id="field-email" size="large" type="email" value={email} readOnly aria-describedby="field-email-help" />
                  </FieldShell>
                </div>
              </Section>
              <Section title={t('partnerSpace.section.services')}>
                <MultiSelectField
                  name="serviceTypes"
                  label={t('partnerSpace.field.serviceTypes')}
                  placeholder={t('partnerSpace.field.serviceTypes.placeholder')}
                  note={t('partnerSpace.field.serviceTypes.note')}
                  options={serviceOptions}
                />
              </Section>
              <Section title={t('partnerSpace.section.zone')}>
                <ZoneFields initialCities={profile?.cities ?? []} />
              </Section>
              <div className="ps-media">
                <Section title={t('partnerSpace.section.logo')} className="ps-logo-section">
                  <LogoField onBusy={setLogoBusy} />
                </Section>
                <Section title={t('partnerSpace.section.photos')} className="ps-photos-section">
                  <PhotosField />
                </Section>
              </div>
              <Section title={t('partnerSpace.section.visibility')}>
                <VisibilityField />
              </Section>
              <div className="ps-save-bar">
                {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} className="ps-save-error" /> : null}
                {busy ? <span className="ps-secondary">{t('partnerSpace.photos.waiting')}</span> : null}
                <Button type="primary" size="large" htmlType="submit" loading={submitting} disabled={busy}>
                  {t(profile ? 'partnerSpace.profile.save' : 'partnerSpace.profile.create')}
                </Button>
              </div>
            </form>
          );
        }}
      />
      {profile ? (
        <Card
          className="ps-card ps-danger"
          role="region"
          aria-label={t('partnerSpace.delete.title')}
          title={<h2 className="ps-card-title">{t('partnerSpace.delete.title')}</h2>}
        >
          <p className="ps-secondary">{t('partnerSpace.delete.text')}</p>
          <Popconfirm
            title={t('partnerSpace.delete.confirm')}
            description={t('partnerSpace.delete.confirm.note')}
            okText={t('partnerSpace.delete')}
            okButtonProps={{ danger: true, loading: removal.loading }}
            cancelText={t('form.cancel')}
            onConfirm={async () => {
              try {
                const done = (await remove({ variables: { id: profile.id } })).data?.deletePartnerProfile;
                if (done) {
                  notifySuccess(t('partnerSpace.deleted'));
                  window.scrollTo?.({ top: 0 });
                }
              } catch {
                // Told by the Apollo link's toast.
              }
            }}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />}>
              {t('partnerSpace.delete')}
            </Button>
          </Popconfirm>
        </Card>
      ) : null}
    </>
  );
}
