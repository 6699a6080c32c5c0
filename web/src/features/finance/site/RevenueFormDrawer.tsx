import { type RevenueValues, revenueSchema } from '@chantiers/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  SiteFinanceCreateRevenueDocument,
  SiteFinanceRevenueDocument,
  type SiteFinanceRevenueFieldsFragment,
  SiteFinanceUpdateRevenueDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../shared/errors/notify';
import { DateField } from '../../../shared/form/DateField';
import { TextField } from '../../../shared/form/TextField';
import { zodValidate } from '../../../shared/form/zod-validate';
import { FormDrawer } from '../../../shared/records/FormDrawer';
import { WIRE_FORMAT } from './dates';
import { InvoiceField } from './fields';

interface Props {
  siteId: string;
  revenue: SiteFinanceRevenueFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<RevenueValues, 'invoiceFileId'> & { invoiceFileId: string | null };

const validate = zodValidate(revenueSchema);

/** Create or edit a revenue (recette), with its invoice. */
export function RevenueFormDrawer({ siteId, revenue, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // Editing keeps the invoice unless the user removes it: the detail gives its name and id.
  const detail = useQuery(SiteFinanceRevenueDocument, {
    variables: { id: revenue?.id ?? '' },
    skip: !revenue?.hasInvoice,
    fetchPolicy: 'network-only',
  });
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(SiteFinanceCreateRevenueDocument);
  const [update] = useMutation(SiteFinanceUpdateRevenueDocument);
  const invoice = detail.data?.revenue.invoice ?? null;
  // Without its invoice id, saving would remove the invoice: no form until the detail is in.
  const waiting = Boolean(revenue?.hasInvoice) && !detail.data;

  return (
    <FormDrawer<FormValues>
      title={t(revenue ? 'finance.site.revenue.edit' : 'finance.site.revenue.create')}
      size="min(480px, 100vw)"
      loading={waiting && { error: Boolean(detail.error) }}
      busy={busy}
      onClose={onClose}
      initialValues={{
        label: revenue?.label ?? '',
        date: revenue?.date ?? dayjs().format(WIRE_FORMAT),
        reference: revenue?.reference ?? '',
        amount: revenue?.amount ?? '',
        invoiceFileId: invoice?.fileId ?? null,
      }}
      validate={validate}
      save={async (input) => {
        const saved = revenue
          ? (await update({ variables: { id: revenue.id, input } })).data?.updateRevenue
          : (await create({ variables: { siteId, input } })).data?.createRevenue;
        if (saved) notifySuccess(t(revenue ? 'finance.site.revenue.updated' : 'finance.site.revenue.created', { label: saved.label }));
        onSaved();
      }}
    >
      {() => (
        <>
          <TextField name="label" label={t('finance.site.col.label')} />
          <div className="form-grid">
            <TextField name="reference" label={t('finance.site.col.reference')} />
            <DateField name="date" label={t('finance.site.col.date')} />
          </div>
          <TextField name="amount" label={t('finance.site.field.amount')} inputMode="decimal" />
          <InvoiceField name="invoiceFileId" label={t('finance.site.field.invoice')} initialName={invoice?.name ?? null} onBusy={setBusy} />
        </>
      )}
    </FormDrawer>
  );
}
