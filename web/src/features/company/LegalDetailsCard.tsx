import { companyLegalSchema, type CompanyLegalValues, LEGAL_FORMS } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Typography } from 'antd';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { CompanyLegalFieldsFragment } from '../../gql/graphql';
import { UpdateCompanyLegalDocument } from './company.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { SelectField } from '../../shared/form/SelectField';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';
import { ImageDrop, type ImageValue } from '../../shared/upload/ImageDrop';
import { CardForm } from './CardForm';

type Values = Omit<CompanyLegalValues, 'logoFileId'> & { logo: ImageValue };

const TEXT_FIELDS = ['name', 'legalForm', 'capital', 'address', 'city', 'ice', 'fiscalId', 'tradeRegister', 'tradeRegisterCourt'] as const;
const valuesOf = (l: CompanyLegalFieldsFragment): Values => ({
  name: l.name,
  legalForm: l.legalForm ?? '',
  capital: l.capital ?? '',
  address: l.address ?? '',
  city: l.city ?? '',
  ice: l.ice ?? '',
  fiscalId: l.fiscalId ?? '',
  tradeRegister: l.tradeRegister ?? '',
  tradeRegisterCourt: l.tradeRegisterCourt ?? '',
  patente: l.patente ?? '',
  cnss: l.cnss ?? '',
  phone: l.phone ?? '',
  email: l.email ?? '',
  bank: l.bank ?? '',
  rib: l.rib ?? '',
  logo: { previewUrl: l.logo?.url ?? null },
});
/** A new upload is sent, a removed logo is null, an untouched one is left out (kept). */
const toInput = ({ logo, ...v }: Values) => ({
  ...Object.fromEntries(Object.entries(v).map(([k, value]) => [k, typeof value === 'string' && value.trim() === '' && k !== 'name' ? null : value])),
  ...(logo.fileId ? { logoFileId: logo.fileId } : logo.removed ? { logoFileId: null } : {}),
});
const check = zodValidate(companyLegalSchema);

/** The legal mentions of quotes and invoices, and the logo at their top. */
export function LegalDetailsCard({ legal }: { legal: CompanyLegalFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(UpdateCompanyLegalDocument);
  const [uploading, setUploading] = useState(false);
  const label = (field: string) => t(`company.field.${field}`);
  return (
    <CardForm<Values>
      title={t('company.legal.title')}
      draftKey="legal"
      help={<Typography.Paragraph type="secondary">{t('company.legal.help')}</Typography.Paragraph>}
      initialValues={valuesOf(legal)}
      validate={(v) => check(toInput(v))}
      busy={uploading}
      save={async (v, form) => {
        const saved = (await save({ variables: { input: toInput(v) } })).data?.updateCompanyLegal;
        if (saved) {
          form.initialize(valuesOf(saved));
          notifySuccess(t('company.legal.saved'));
        }
      }}
    >
      <Field<ImageValue> name="logo">
        {({ input }) => (
          <div className="form-field">
            <span className="form-field-label">{label('logo')}</span>
            <ImageDrop value={input.value} onChange={input.onChange} onBusy={setUploading} shape="square" placeholder="picture" />
          </div>
        )}
      </Field>
      <div className="form-grid">
        {TEXT_FIELDS.map((f) =>
          f === 'legalForm' ? (
            <SelectField key={f} name={f} label={label(f)} allowClear options={LEGAL_FORMS.map((v) => ({ value: v, label: v }))} />
          ) : (
            <TextField
              key={f}
              name={f}
              label={label(f)}
              inputMode={f === 'capital' ? 'decimal' : f === 'ice' || f === 'fiscalId' ? 'numeric' : undefined}
              note={f === 'ice' ? t('company.field.ice.note') : undefined}
            />
          ),
        )}
        <TextField name="patente" label={label('patente')} inputMode="numeric" />
        <TextField name="cnss" label={label('cnss')} inputMode="numeric" />
        <TextField name="phone" label={label('phone')} type="tel" inputMode="tel" />
        <TextField name="email" label={label('email')} type="email" inputMode="email" />
        <TextField name="bank" label={label('bank')} />
        <TextField name="rib" label={label('rib')} inputMode="numeric" note={t('company.field.rib.note')} />
      </div>
    </CardForm>
  );
}
