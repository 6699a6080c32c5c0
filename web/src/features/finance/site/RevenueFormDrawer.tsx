import { type RevenueValues, revenueSchema } from '@chantiers/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../../../app/intl';
import {
  SiteFinanceCreateRevenueDocument,
  SiteFinanceRevenueDocument,
  type SiteFinanceRevenueFieldsFragment,
  SiteFinanceUpdateRevenueDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../shared/errors/notify';
import { TextField } from '../../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../../shared/form/zod-validate';
import { WIRE_FORMAT } from './dates';
import { DateField } from '../../../shared/form/DateField';
import { InvoiceField } from './fields';

interface Props {
  siteId: string;
  revenue: SiteFinanceRevenueFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<RevenueValues, 'invoiceFileId'> & { invoiceFileId: string | null };

/** Create or edit a revenue (recette), with its invoice. */
export function RevenueFormDrawer({ siteId, revenue, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const detail = useQuery(SiteFinanceRevenueDocument, {
    variables: { id: revenue?.id ?? '' },
    skip: !revenue?.hasInvoice,
    fetchPolicy: 'network-only',
  });
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(SiteFinanceCreateRevenueDocument);
  const [update] = useMutation(SiteFinanceUpdateRevenueDocument);
  const title = t(revenue ? 'finance.site.revenue.edit' : 'finance.site.revenue.create');
  const invoice = detail.data?.revenue.invoice ?? null;
  // Without its invoice id, saving would remove the invoice: no form until the detail is in.
  const waiting = Boolean(revenue?.hasInvoice) && !detail.data;

  return (
    <Drawer open onClose={onClose} title={title} size="min(480px, 100vw)" destroyOnHidden>
      {waiting && detail.error ? <Alert type="error" showIcon title={t('finance.site.loadError')} /> : null}
      {waiting && !detail.error ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {waiting ? null : (
        <Form<FormValues>
          initialValues={{
            label: revenue?.label ?? '',
            date: revenue?.date ?? dayjs().format(WIRE_FORMAT),
            reference: revenue?.reference ?? '',
            amount: revenue?.amount ?? '',
            invoiceFileId: invoice?.fileId ?? null,
          }}
          validate={zodValidate(revenueSchema)}
          onSubmit={async (input) => {
            try {
              const saved = revenue
                ? (await update({ variables: { id: revenue.id, input } })).data?.updateRevenue
                : (await create({ variables: { siteId, input } })).data?.createRevenue;
              if (saved) notifySuccess(t(revenue ? 'finance.site.revenue.updated' : 'finance.site.revenue.created', { label: saved.label }));
              onSaved();
              return undefined;
            } catch (err) {
              return submissionErrors(err);
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={title}>
              <TextField name="label" label={t('finance.site.col.label')} />
              <div className="form-grid">
                <TextField name="reference" label={t('finance.site.col.reference')} />
                <DateField name="date" label={t('finance.site.col.date')} />
              </div>
              <TextField name="amount" label={t('finance.site.field.amount')} inputMode="decimal" />
              <InvoiceField name="invoiceFileId" label={t('finance.site.field.invoice')} initialName={invoice?.name ?? null} onBusy={setBusy} />
              {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
              <div className="form-actions">
                <Button onClick={onClose}>
                  <FormattedMessage id="finance.site.cancel" />
                </Button>
                <Button type="primary" htmlType="submit" loading={submitting} disabled={busy}>
                  <FormattedMessage id="finance.site.save" />
                </Button>
              </div>
            </form>
          )}
        />
      )}
    </Drawer>
  );
}
