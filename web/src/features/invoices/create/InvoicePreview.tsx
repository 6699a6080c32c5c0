import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton } from 'antd';
import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../../shared/intl/current-intl';
import { toApiError } from '../../../shared/errors/notify';
import { formatMoney, formatPercent } from '../../../shared/format';
import { useDebounced } from '../../../shared/records/useDebounced';
import { InvoicePreviewDocument } from '../invoices.generated';
import { type InvoiceFormValues, toInvoiceInput } from './invoice-create';

/**
 * What 'Émettre la facture' will issue, before it is issued: HT, TVA per rate, TTC, the retention and the net to pay,
 * computed by the server as issuing computes them (invoicePreview), as the user types; or why it would be refused.
 */
export function InvoicePreview({ quoteId, previous, blocked }: { quoteId: string; previous: Map<string, string>; blocked?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { values, submitError } = useFormState<InvoiceFormValues>({ subscription: { values: true, submitError: true } });
  const input = useDebounced(JSON.stringify(toInvoiceInput(values, previous)), 400);
  const { data, previousData, error, loading } = useQuery(InvoicePreviewDocument, {
    variables: { quoteId, input: JSON.parse(input) },
    context: { silent: true },
    fetchPolicy: 'network-only',
    // A refusal the modal already states above (the client's missing ICE) is not asked for nor said twice.
    skip: blocked,
  });
  const preview = (data ?? (loading ? previousData : undefined))?.invoicePreview;
  const refusal = error && !loading ? say(toApiError(error).message, intl) : null;
  // The same refusal as the one 'Émettre la facture' just got above: said once, there, with its way out.
  const saidAbove = refusal !== null && submitError !== undefined && say(String(submitError), intl) === refusal;
  return (
    <section className="invoice-preview" aria-label={t('invoices.preview.title')} aria-live="polite">
      <h3>{t('invoices.preview.title')}</h3>
      {blocked || saidAbove ? (
        <p className="form-hint">{t(blocked ? 'invoices.preview.blocked' : 'invoices.preview.afterFix')}</p>
      ) : refusal ? (
        <Alert type="warning" showIcon title={refusal} />
      ) : !preview ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <dl>
          <div>
            <dt>{t('invoices.detail.amountHT')}</dt>
            <dd>{formatMoney(preview.totalHT)}</dd>
          </div>
          {(preview.vat ?? []).map((v) => (
            <div key={v.rate}>
              <dt>{t('invoices.preview.vat', { rate: formatPercent(v.rate) })}</dt>
              <dd>{formatMoney(v.vat)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('invoices.preview.ttc')}</dt>
            <dd>{formatMoney(preview.totalTTC)}</dd>
          </div>
          {preview.retentionAmount !== '0.00' ? (
            <div>
              <dt>{t('invoices.preview.retention')}</dt>
              <dd>{formatMoney(preview.retentionAmount)}</dd>
            </div>
          ) : null}
          <div className="invoice-preview-net">
            <dt>{t('invoices.preview.net')}</dt>
            <dd>{formatMoney(preview.netToPay)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
