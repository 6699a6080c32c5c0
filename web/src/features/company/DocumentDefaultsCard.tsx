import { companySettingsSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CompanySettingsQuery } from '../../gql/graphql';
import { UpdateCompanySettingsDocument } from './company.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';
import { CardForm } from './CardForm';

type Settings = CompanySettingsQuery['companySettings'];
interface Values {
  quoteValidityDays: string;
  paymentTermsDays: string;
  retentionRate: string;
  guaranteeMonths: string;
}

/** Whole days as typed: a number for the schema, or the text itself so that the schema names what is wrong. */
const days = (v: string) => (/^\s*\d{1,4}\s*$/.test(v) ? Number(v) : (v as unknown as number));
const toInput = (vatSubject: boolean, v: Values) => ({
  vatSubject,
  quoteValidityDays: days(v.quoteValidityDays),
  paymentTermsDays: days(v.paymentTermsDays),
  retentionRate: v.retentionRate,
  guaranteeMonths: days(v.guaranteeMonths),
});
const check = zodValidate(companySettingsSchema);

/** The defaults of new quotes and invoices: validity, payment terms (law 69-21), retention and its guarantee delay. */
export function DocumentDefaultsCard({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(UpdateCompanySettingsDocument);
  return (
    <CardForm<Values>
      title={t('company.defaults.title')}
      draftKey="defaults"
      help={<Typography.Paragraph type="secondary">{t('company.defaults.help')}</Typography.Paragraph>}
      initialValues={{
        quoteValidityDays: String(settings.quoteValidityDays),
        paymentTermsDays: String(settings.paymentTermsDays),
        retentionRate: settings.retentionRate.replace(/\.?0+$/, '') || '0',
        guaranteeMonths: String(settings.guaranteeMonths),
      }}
      validate={(v) => check(toInput(settings.vatSubject, v))}
      save={async (v, form) => {
        const done = await save({ variables: { input: toInput(settings.vatSubject, v) } });
        const s = done.data?.updateCompanySettings;
        if (s) {
          form.initialize({
            quoteValidityDays: String(s.quoteValidityDays),
            paymentTermsDays: String(s.paymentTermsDays),
            retentionRate: s.retentionRate.replace(/\.?0+$/, '') || '0',
            guaranteeMonths: String(s.guaranteeMonths),
          });
          notifySuccess(t('company.defaults.saved'));
        }
      }}
    >
      <div className="form-grid">
        <TextField name="quoteValidityDays" label={t('company.field.quoteValidityDays')} inputMode="numeric" />
        <TextField
          name="paymentTermsDays"
          label={t('company.field.paymentTermsDays')}
          inputMode="numeric"
          note={t('company.field.paymentTermsDays.note')}
        />
        <TextField name="retentionRate" label={t('company.field.retentionRate')} inputMode="decimal" />
        <TextField
          name="guaranteeMonths"
          label={t('company.field.guaranteeMonths')}
          inputMode="numeric"
          note={t('company.field.guaranteeMonths.note')}
        />
      </div>
    </CardForm>
  );
}
