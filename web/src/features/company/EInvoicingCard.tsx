import { companySettingsSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CompanySettingsQuery } from '../../gql/graphql';
import { UpdateCompanySettingsDocument } from './company.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { DateField } from '../../shared/form/DateField';
import { zodValidate } from '../../shared/form/zod-validate';
import { CardForm } from './CardForm';

type Settings = CompanySettingsQuery['companySettings'];
interface Values {
  einvoicingFrom: string;
}

// Empty is « not concerned »: sent as null, which clears the date.
const toInput = (vatSubject: boolean, v: Values) => ({ vatSubject, einvoicingFrom: v.einvoicingFrom?.trim() || null });
const check = zodValidate(companySettingsSchema);
/** The article on one line: « 145- » at a line's end and « IX » on the next read as two things. */
const nowrap = (chunks: ReactNode[]) => <span style={{ whiteSpace: 'nowrap' }}>{chunks}</span>;

/** « Facturation électronique — Concernée à partir du » (CGI art. 145-IX): invoices issued from then are cleared by the DGI. */
export function EInvoicingCard({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [save] = useMutation(UpdateCompanySettingsDocument);
  return (
    <CardForm<Values>
      title={t('company.einvoicing.title')}
      draftKey="einvoicing"
      help={<Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'company.einvoicing.help' }, { nowrap })}</Typography.Paragraph>}
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
        {/* The app's day picker (DD/MM/YYYY), not the browser's, whose order follows the system's language. */}
        <DateField name="einvoicingFrom" label={t('company.field.einvoicingFrom')} />
      </div>
    </CardForm>
  );
}
