import { type PurchaseValues, purchaseSchema, VAT_RATES, type VatRateValue } from '@chantiers/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../../../app/intl';
import {
  SiteFinanceCreatePurchaseDocument,
  SiteFinancePurchaseDocument,
  type SiteFinancePurchaseFieldsFragment,
  SiteFinanceUpdatePurchaseDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../shared/errors/notify';
import { formatMoney } from '../../../shared/format/money';
import { SelectField } from '../../../shared/form/SelectField';
import { TextField } from '../../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../../shared/form/zod-validate';
import { purchasePreview, rateChoice } from './amounts';
import { WIRE_FORMAT } from './dates';
import { DateField } from '../../../shared/form/DateField';
import { InvoiceField, SupplierField } from './fields';

interface Props {
  siteId: string;
  purchase: SiteFinancePurchaseFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<PurchaseValues, 'invoiceFileId'> & { invoiceFileId: string | null };

/** An empty 'montant réglé' means nothing paid yet: the schema's default ('0.00') applies. */
const toInput = (v: FormValues) => ({ ...v, amountPaid: String(v.amountPaid ?? '').trim() ? v.amountPaid : undefined });
const validate = zodValidate(purchaseSchema);

/** Create or edit a purchase, with a live TVA/TTC preview (centimes, BigInt) and the invoice uploaded at once. */
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
  const title = t(purchase ? 'finance.site.purchase.edit' : 'finance.site.purchase.create');
  const invoice = detail.data?.purchase.invoice ?? null;
  // Without its invoice id, saving would remove the invoice: no form until the detail is in.
  const waiting = Boolean(purchase?.hasInvoice) && !detail.data;

  return (
    <Drawer open onClose={onClose} title={title} size="min(520px, 100vw)" destroyOnHidden>
      {waiting && detail.error ? <Alert type="error" showIcon title={t('finance.site.loadError')} /> : null}
      {waiting && !detail.error ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {waiting ? null : (
        <PurchaseForm
          key={invoice?.url ?? 'none'}
          initial={{
            supplierId: purchase?.supplierId ?? '',
            label: purchase?.label ?? '',
            reference: purchase?.reference ?? '',
            date: purchase?.date ?? dayjs().format(WIRE_FORMAT),
            amountHT: purchase?.amountHT ?? '',
            vatRate: (purchase ? rateChoice(purchase.vatRate) : '20') as VatRateValue,
            amountPaid: purchase?.amountPaid ?? '',
            invoiceFileId: invoice?.fileId ?? null,
          }}
          invoiceName={invoice?.name ?? null}
          supplier={purchase?.supplier ?? null}
          title={title}
          busy={busy}
          onBusy={setBusy}
          onCancel={onClose}
          onSubmit={async (values) => {
            const input = toInput(values);
            const saved = purchase
              ? (await update({ variables: { id: purchase.id, input } })).data?.updatePurchase
              : (await create({ variables: { siteId, input } })).data?.createPurchase;
            if (saved) notifySuccess(t(purchase ? 'finance.site.purchase.updated' : 'finance.site.purchase.created', { label: saved.label }));
            onSaved();
          }}
        />
      )}
    </Drawer>
  );
}

function PurchaseForm({
  initial,
  invoiceName,
  supplier,
  title,
  busy,
  onBusy,
  onCancel,
  onSubmit,
}: {
  initial: FormValues;
  invoiceName: string | null;
  supplier: { id: string; name: string } | null;
  title: string;
  busy: boolean;
  onBusy(busy: boolean): void;
  onCancel(): void;
  onSubmit(values: FormValues): Promise<void>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [initialValues] = useState(initial);
  return (
    <Form<FormValues>
      initialValues={initialValues}
      validate={(v) => validate(toInput(v))}
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
          return undefined;
        } catch (err) {
          return submissionErrors(err);
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={title}>
          <SupplierField name="supplierId" label={t('finance.site.col.supplier')} known={supplier} />
          <TextField name="label" label={t('finance.site.col.label')} />
          <div className="form-grid">
            <TextField name="reference" label={t('finance.site.col.reference')} />
            <DateField name="date" label={t('finance.site.col.date')} />
            <TextField name="amountHT" label={t('finance.site.field.amountHT')} inputMode="decimal" />
            <SelectField
              name="vatRate"
              label={t('finance.site.field.vatRate')}
              options={VAT_RATES.map((r) => ({ value: r, label: `${r}\u00a0%` }))}
            />
          </div>
          <TextField name="amountPaid" label={t('finance.site.field.amountPaid')} inputMode="decimal" placeholder="0,00" />
          <FormSpy subscription={{ values: true }}>
            {({ values }) => {
              const v = values as FormValues;
              const preview = purchasePreview(v.amountHT, v.vatRate, v.amountPaid);
              return (
                <div className="finance-preview" aria-live="polite" aria-label={t('finance.site.preview')}>
                  <div>
                    <span>{t('finance.site.col.vat')}</span>
                    <strong>{preview ? formatMoney(preview.vat) : '—'}</strong>
                  </div>
                  <div>
                    <span>{t('finance.site.col.ttc')}</span>
                    <strong data-testid="ttc-preview">{preview ? formatMoney(preview.ttc) : '—'}</strong>
                  </div>
                  <div>
                    <span>{t('finance.site.col.remaining')}</span>
                    <strong>{preview?.remaining ? formatMoney(preview.remaining) : '—'}</strong>
                  </div>
                  {preview?.overpaid ? (
                    <Alert type="warning" showIcon className="finance-preview-alert" title={t('purchase.amountPaid.tooHigh')} />
                  ) : null}
                </div>
              );
            }}
          </FormSpy>
          <InvoiceField name="invoiceFileId" label={t('finance.site.field.invoice')} initialName={invoiceName} onBusy={onBusy} />
          {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
          <div className="form-actions">
            <Button onClick={onCancel}>
              <FormattedMessage id="finance.site.cancel" />
            </Button>
            <Button type="primary" htmlType="submit" loading={submitting} disabled={busy}>
              <FormattedMessage id="finance.site.save" />
            </Button>
          </div>
        </form>
      )}
    />
  );
}
