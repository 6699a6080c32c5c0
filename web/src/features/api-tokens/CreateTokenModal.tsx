import { API_TOKEN_LIMITS, apiTokenSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Checkbox, Modal, Radio } from 'antd';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { CreateApiTokenMutation } from '../../gql/graphql';
import { ApiTokensDocument, CreateApiTokenDocument } from './api-tokens.generated';
import { BoundField } from '../../shared/form/BoundField';
import { DateField } from '../../shared/form/DateField';
import { TextField } from '../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { type ExpiryChoice, expiresOnOf, shiftDay, todayInMorocco } from './expiry';
import { FormActions } from '../../shared/form/FormActions';

interface Values {
  name?: string;
  scopes?: string[];
  expiry?: ExpiryChoice;
  expiresOn?: string;
}

const validateInput = zodValidate(apiTokenSchema);
const toInput = (v: Values) => ({ name: v.name, scopes: v.scopes ?? [], expiresOn: expiresOnOf(v.expiry, v.expiresOn) });

/** The new token's name, scopes and expiry; the created token (with its secret) goes to `onCreated`. */
export function CreateTokenModal({ onClose, onCreated }: { onClose(): void; onCreated(created: CreateApiTokenMutation['createApiToken']): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(CreateApiTokenDocument, {
    update: (cache, { data }) => {
      if (data) cache.updateQuery({ query: ApiTokensDocument }, (prev) => prev && { apiTokens: [data.createApiToken.apiToken, ...prev.apiTokens] });
    },
  });
  const today = todayInMorocco();
  return (
    <Modal open onCancel={onClose} title={t('apiTokens.ui.form.title')} footer={null} destroyOnHidden width={560}>
      <p className="form-hint" style={{ marginTop: 0 }}>
        {t('apiTokens.ui.form.help')}
      </p>
      <Form<Values>
        initialValues={{ scopes: ['read'], expiry: '90' }}
        validate={(values) => validateInput(toInput(values))}
        onSubmit={async (values) => {
          try {
            const done = await create({ variables: { input: toInput(values) } });
            if (done.data) onCreated(done.data.createApiToken);
            return undefined;
          } catch (err) {
            return submissionErrors(err);
          }
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t('apiTokens.ui.form.title')}>
            <TextField name="name" label={t('apiTokens.ui.form.name')} note={t('apiTokens.ui.form.name.note')} autoComplete="off" autoFocus />
            <BoundField<string[]> name="scopes" label={t('apiTokens.ui.form.scopes')} note={t('apiTokens.ui.form.scopes.note')}>
              {({ value, onChange, id, ...control }) => (
                <div id={id} role="group" aria-invalid={control['aria-invalid']} aria-describedby={control['aria-describedby']}>
                  <Checkbox.Group
                    value={value || []}
                    onChange={(checked) => onChange(checked.map(String))}
                    options={[
                      { value: 'read', label: t('apiTokens.ui.scope.read') },
                      { value: 'write', label: t('apiTokens.ui.scope.write') },
                    ]}
                  />
                </div>
              )}
            </BoundField>
            <BoundField<ExpiryChoice> name="expiry" label={t('apiTokens.ui.form.expiry')}>
              {({ value, onChange, id, ...control }) => (
                <Radio.Group
                  id={id}
                  aria-describedby={control['aria-describedby']}
                  optionType="button"
                  value={value}
                  onChange={(e) => onChange(e.target.value as ExpiryChoice)}
                  options={[
                    ...API_TOKEN_LIMITS.presetDays.map((days) => ({
                      value: String(days),
                      label: days === 365 ? t('apiTokens.ui.form.year') : t('apiTokens.ui.form.days', { days }),
                    })),
                    { value: 'date', label: t('apiTokens.ui.form.date') },
                  ]}
                />
              )}
            </BoundField>
            {values.expiry === 'date' ? <DateField name="expiresOn" label={t('apiTokens.ui.form.expiresOn')} minDate={shiftDay(today, 1)} /> : null}
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={t('apiTokens.ui.form.submit')} />
          </form>
        )}
      />
    </Modal>
  );
}
