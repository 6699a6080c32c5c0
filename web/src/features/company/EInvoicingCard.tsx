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
  einvoicingFrom: string;
}

// Empty is « not concerned »: sent as null, which clears the date.
const toInput = (vatSubject: boolean, v: Values) => ({ vatSubject, einvoicingFrom: v.einvoicingFrom?.trim() || null });
const check = zodValidate(companySettingsSchema);

/** « Concernée par la facturation électronique à partir du » (CGI art. 145-IX): invoices issued from then are cleared by the DGI. */
export function EInvoicingCard({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(UpdateCompanySettingsDocument);
  return (
    <CardForm<Values>
      title={t('company.einvoicing.title')}
      draftKey="einvoicing"
      help={<Typography.Paragraph type="secondary">{t('company.einvoicing.help')}</Typography.Paragraph>}
      initialValues={{ einvoicingFrom: settings.einvoicingFrom ?? '' }}
      validate={(v) => check(toInput(settings.vatSubject, v))}
      save={async (v, form) => {
        const done = await save({ variables: { input: toInput(settings.vatSubject, v) } });
        const s = done.data?.updateCompanySettings;
        if (s) {
          form.initialize({ einvoicingFrom: s.einvoicingFrom ?? '' });
          notifySuccess(t('company.einvoicing.saved'));
        }
      }}
    >
      <div className="form-grid">
        <TextField name="einvoicingFrom" type="date" label={t('company.field.einvoicingFrom')} />
      </div>
    </CardForm>
  );
}
