import { type RevenueValues, revenueSchema, VAT_RATES } from '@chantiers/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SiteFinanceRevenueFieldsFragment } from '../../../gql/graphql';
import { SiteFinanceCreateRevenueDocument, SiteFinanceRevenueDocument, SiteFinanceUpdateRevenueDocument } from './site-finance.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { sendOrTellKept } from '../../../app/offline/send-or-keep';
import { formatMoney, formatPercent } from '../../../shared/format';
import { useVatSubject } from '../../../shared/company/useVatSubject';
import { DateField } from '../../../shared/form/DateField';
import { SelectField } from '../../../shared/form/SelectField';
import { TextField } from '../../../shared/form/TextField';
import { zodValidate } from '../../../shared/form/zod-validate';
import { FormDrawer } from '../../../shared/records/FormDrawer';
import { rateChoice, revenueSplit } from './amounts';
import { AmountsPreview } from './AmountsPreview';
import { WIRE_FORMAT } from './dates';
import { InvoiceField } from './fields';

interface Props {
  siteId: string;
  revenue: SiteFinanceRevenueFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<RevenueValues, 'invoiceFileId' | 'vatRate'> & { invoiceFileId: string | null; vatRate: string };

const validate = zodValidate(revenueSchema);

/**
 * Create or edit a revenue (recette), with its invoice. The montant is what the client pays (TTC); a company subject to
 * TVA chooses the rate and sees the HT and TVA as it types. One that is not sees no TVA: a new revenue carries none,
 * an edited one keeps the rate it was recorded with.
 */
export function RevenueFormDrawer({ siteId, revenue, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // Editing keeps the invoice unless the user removes it: the detail gives its name and id.
  const detail = useQuery(SiteFinanceRevenueDocument, {
    variables: { id: revenue?.id ?? '' },
    skip: !revenue?.hasInvoice,
    fetchPolicy: 'network-only',
  });
  const { vatSubject, failed } = useVatSubject();
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(SiteFinanceCreateRevenueDocument);
  const [update] = useMutation(SiteFinanceUpdateRevenueDocument);
  const invoice = detail.data?.revenue.invoice ?? null;
  // Without its invoice id, saving would remove the invoice: no form until the detail is in.
  // The form's fields and the default rate follow the company's TVA regime: no form until it is known either.
  const waiting = (Boolean(revenue?.hasInvoice) && !detail.data) || vatSubject === null;

  return (
    <FormDrawer<FormValues>
      title={t(revenue ? 'finance.site.revenue.edit' : 'finance.site.revenue.create')}
      size="min(480px, 100vw)"
      loading={waiting && { error: Boolean(detail.error) || failed }}
      busy={busy}
      onClose={onClose}
      initialValues={{
        label: revenue?.label ?? '',
        date: revenue?.date ?? dayjs().format(WIRE_FORMAT),
        reference: revenue?.reference ?? '',
        amount: revenue?.amount ?? '',
        vatRate: revenue ? rateChoice(revenue.vatRate) : vatSubject ? '20' : '0',
        invoiceFileId: invoice?.fileId ?? null,
      }}
      validate={validate}
      save={async (input) => {
        if (!revenue) {
          // A new revenue without a network is kept on the phone, its invoice with it (app/offline).
          const variables = { siteId, input };
          const label = t('finance.site.revenue.kept', { label: input.label ?? '', amount: formatMoney(input.amount ?? '0') });
          const created = await sendOrTellKept((context, withId) => create({ variables: withId, context }), {
            document: SiteFinanceCreateRevenueDocument,
            variables,
            label,
            clientId: true,
          });
          if (created?.data?.createRevenue) notifySuccess(t('finance.site.revenue.created', { label: created.data.createRevenue.label }));
          return onSaved();
        }
        const saved = (await update({ variables: { id: revenue.id, input } })).data?.updateRevenue;
        if (saved) notifySuccess(t('finance.site.revenue.updated', { label: saved.label }));
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
          {vatSubject ? (
            <>
              <div className="form-grid">
                <TextField name="amount" label={t('finance.site.field.amountTTC')} inputMode="decimal" />
                <SelectField
                  name="vatRate"
                  label={t('finance.site.field.vatRate')}
                  options={VAT_RATES.map((r) => ({ value: r, label: formatPercent(r) }))}
                />
              </div>
              <RevenuePreview />
            </>
          ) : (
            <TextField name="amount" label={t('finance.site.field.amount')} inputMode="decimal" note={t('finance.site.field.noVat')} />
          )}
          <InvoiceField
            name="invoiceFileId"
            label={t('finance.site.field.invoice')}
            initialName={invoice?.name ?? null}
            onBusy={setBusy}
            offlineKeep={!revenue}
          />
        </>
      )}
    </FormDrawer>
  );
}

/** HT and TVA of the montant TTC, as the user types. */
function RevenuePreview() {
  return (
    <AmountsPreview<FormValues>
      figures={(v) => {
        const split = revenueSplit(v.amount, v.vatRate);
        return {
          figures: [
            { labelId: 'finance.site.col.ht', amount: split?.ht, testId: 'ht-preview' },
            { labelId: 'finance.site.col.vat', amount: split?.vat },
          ],
        };
      }}
    />
  );
}
