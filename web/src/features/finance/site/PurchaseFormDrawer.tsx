import { PAYMENT_MODES, type PaymentMode, type PurchaseValues, purchaseSchema, VAT_RATES, type VatRateValue } from '@chantiers/schema';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { FormSpy } from 'react-final-form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SiteFinancePurchaseFieldsFragment } from '../../../gql/graphql';
import { SiteFinanceCreatePurchaseDocument, SiteFinancePurchaseDocument, SiteFinanceUpdatePurchaseDocument } from './site-finance.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { sendOrTellKept } from '../../../app/offline/send-or-keep';
import { formatMoney, formatPercent } from '../../../shared/format';
import { DateField } from '../../../shared/form/DateField';
import { SelectField } from '../../../shared/form/SelectField';
import { TextField } from '../../../shared/form/TextField';
import { zodValidate } from '../../../shared/form/zod-validate';
import { FormDrawer } from '../../../shared/records/FormDrawer';
import { purchasePreview, rateChoice } from './amounts';
import { AmountsPreview } from './AmountsPreview';
import { WIRE_FORMAT } from './dates';
import { InvoiceField, SupplierField } from './fields';
import { confirmCashLimits, WithholdingPreview } from '../../accounting/vat-return/PurchaseCompliance';

interface Props {
  siteId: string;
  purchase: SiteFinancePurchaseFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<PurchaseValues, 'invoiceFileId'> & { invoiceFileId: string | null };

const somethingPaid = (v: FormValues) => /[1-9]/.test(String(v.amountPaid ?? ''));
/**
 * An empty 'montant réglé' means nothing paid yet: the schema's default ('0.00') applies, and there is no payment to
 * date or name.
 */
const toInput = (v: FormValues) => ({
  ...v,
  amountPaid: String(v.amountPaid ?? '').trim() ? v.amountPaid : undefined,
  paymentDate: somethingPaid(v) ? v.paymentDate || null : null,
  paymentMode: somethingPaid(v) ? v.paymentMode || null : null,
});
const schemaValidate = zodValidate(purchaseSchema);
const validate = (v: FormValues) => schemaValidate(toInput(v));

/** Create or edit a purchase, with a live TVA/TTC preview (the shared money rules) and the invoice uploaded at once. */
export function PurchaseFormDrawer({ siteId, purchase, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // Editing keeps the invoice unless the user removes it: the detail gives its name and (in its URL) its id.
  const detail = useQuery(SiteFinancePurchaseDocument, {
    variables: { id: purchase?.id ?? '' },
    skip: !purchase?.hasInvoice,
    fetchPolicy: 'network-only',
  });
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(SiteFinanceCreatePurchaseDocument);
  const [update] = useMutation(SiteFinanceUpdatePurchaseDocument);
  const client = useApolloClient();
  const invoice = detail.data?.purchase.invoice ?? null;
  // Without its invoice id, saving would remove the invoice: no form until the detail is in.
  const waiting = Boolean(purchase?.hasInvoice) && !detail.data;

  return (
    <FormDrawer<FormValues>
      title={t(purchase ? 'finance.site.purchase.edit' : 'finance.site.purchase.create')}
      size="min(520px, 100vw)"
      loading={waiting && { error: Boolean(detail.error) }}
      busy={busy}
      onClose={onClose}
      initialValues={{
        supplierId: purchase?.supplierId ?? '',
        label: purchase?.label ?? '',
        reference: purchase?.reference ?? '',
        date: purchase?.date ?? dayjs().format(WIRE_FORMAT),
        amountHT: purchase?.amountHT ?? '',
        vatRate: (purchase ? rateChoice(purchase.vatRate) : '20') as VatRateValue,
        amountPaid: purchase?.amountPaid ?? '',
        paymentDate: purchase?.paymentDate ?? '',
        dueDate: purchase?.dueDate ?? '',
        paymentMode: (purchase?.paymentMode as PaymentMode | null) ?? null,
        invoiceFileId: invoice?.fileId ?? null,
      }}
      validate={validate}
      save={async (values) => {
        const input = toInput(values);
        // Cash beyond 5 000 DH a day or 50 000 DH a month to the supplier: saved (it is legal) once confirmed, its TVA not deductible.
        if (!(await confirmCashLimits(client, input, purchase?.id ?? null))) return;
        if (!purchase) {
          // A new purchase without a network is kept on the phone, its invoice's photo with it (app/offline).
          const variables = { siteId, input };
          const label = t('finance.site.purchase.kept', { label: input.label ?? '', amount: formatMoney(input.amountHT ?? '0') });
          const created = await sendOrTellKept((context, withId) => create({ variables: withId, context }), {
            document: SiteFinanceCreatePurchaseDocument,
            variables,
            label,
            clientId: true,
          });
          if (created?.data?.createPurchase) notifySuccess(t('finance.site.purchase.created', { label: created.data.createPurchase.label }));
          return onSaved();
        }
        const saved = (await update({ variables: { id: purchase.id, input } })).data?.updatePurchase;
        if (saved) notifySuccess(t('finance.site.purchase.updated', { label: saved.label }));
        onSaved();
      }}
    >
      {() => (
        <>
          <SupplierField name="supplierId" label={t('finance.site.col.supplier')} known={purchase?.supplier ?? null} />
          <TextField name="label" label={t('finance.site.col.label')} />
          <div className="form-grid">
            <TextField name="reference" label={t('finance.site.col.reference')} />
            <DateField name="date" label={t('finance.site.col.date')} />
            <TextField name="amountHT" label={t('finance.site.field.amountHT')} inputMode="decimal" />
            <SelectField
              name="vatRate"
              label={t('finance.site.field.vatRate')}
              options={VAT_RATES.map((r) => ({ value: r, label: formatPercent(r) }))}
            />
          </div>
          <DateField name="dueDate" label={t('finance.site.field.dueDate')} />
          <TextField name="amountPaid" label={t('finance.site.field.amountPaid')} inputMode="decimal" placeholder="0,00" />
          <FormSpy<FormValues> subscription={{ values: true }}>
            {({ values }) =>
              somethingPaid(values) ? (
                <div className="form-grid">
                  <DateField name="paymentDate" label={t('finance.site.field.paymentDate')} />
                  <SelectField
                    name="paymentMode"
                    label={t('finance.site.field.paymentMode')}
                    allowClear
                    placeholder={t('finance.site.field.paymentMode.choose')}
                    options={PAYMENT_MODES.map((m) => ({ value: m, label: t(`finance.site.mode.${m}`) }))}
                  />
                </div>
              ) : null
            }
          </FormSpy>
          <PurchasePreview />
          <WithholdingPreview />
          <InvoiceField
            name="invoiceFileId"
            label={t('finance.site.field.invoice')}
            initialName={invoice?.name ?? null}
            onBusy={setBusy}
            offlineKeep={!purchase}
          />
        </>
      )}
    </FormDrawer>
  );
}

/** TVA, TTC and what remains to pay, as the user types. */
function PurchasePreview() {
  const intl = useIntl();
  return (
    <AmountsPreview<FormValues>
      figures={(v) => {
        const preview = purchasePreview(v.amountHT, v.vatRate, v.amountPaid);
        return {
          figures: [
            { labelId: 'finance.site.col.vat', amount: preview?.vat },
            { labelId: 'finance.site.col.ttc', amount: preview?.ttc, testId: 'ttc-preview' },
            { labelId: 'finance.site.col.remaining', amount: preview?.remaining },
          ],
          note: preview?.overpaid ? (
            <Alert type="warning" showIcon className="finance-preview-alert" title={intl.formatMessage({ id: 'purchase.amountPaid.tooHigh' })} />
          ) : null,
        };
      }}
    />
  );
}
