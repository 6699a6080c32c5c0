import { addVat, compareDecimal, rateAt, vatWithholding } from '@chantiers/schema';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../shared/format';
import { currentIntl } from '../../../shared/intl/current-intl';
import { PurchaseCashCheckDocument, PurchaseSupplierComplianceDocument } from './purchase-compliance.generated';

/** What the purchase form holds that the compliance checks read (its values, as typed). */
export interface PurchaseFormFigures {
  supplierId?: string | null;
  date?: string | null;
  amountHT?: string | null;
  vatRate?: string | null;
  amountPaid?: string | null;
  paymentDate?: string | null;
  paymentMode?: string | null;
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const amountOf = (v: string | null | undefined) => {
  const s = String(v ?? '')
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
  return AMOUNT.test(s) ? s : null;
};

/** TVA and TTC of the figures typed, or null while they are not amounts. */
function amounts(v: PurchaseFormFigures) {
  const ht = amountOf(v.amountHT);
  const rate = amountOf(v.vatRate);
  return ht && rate ? addVat(ht, rate) : null;
}

/**
 * Under the purchase form's amounts: the TVA withheld at source and the net to pay when the supplier has no valid
 * tax-compliance certificate (the shared rule, as the api computes `vatWithheld` and `netToPay`).
 */
export function WithholdingPreview() {
  return <FormSpy<PurchaseFormFigures> subscription={{ values: true }}>{({ values }) => <WithholdingNote values={values} />}</FormSpy>;
}

function WithholdingNote({ values }: { values: PurchaseFormFigures }) {
  const intl = useIntl();
  const { data } = useQuery(PurchaseSupplierComplianceDocument, { variables: { id: values.supplierId ?? '' }, skip: !values.supplierId });
  const figures = amounts(values);
  const day = values.paymentDate || values.date;
  if (!data || !figures || !day) return null;
  const w = vatWithholding({ amountVAT: figures.vat, amountTTC: figures.ttc, certificateDate: data.supplier.certificateDate, day });
  if (compareDecimal(w.vatWithheld, 0) === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="finance-preview-alert"
      data-testid="withholding-preview"
      title={intl.formatMessage(
        { id: 'finance.site.withholding.note' },
        { withheld: formatMoney(w.vatWithheld, { locale: intl.locale }), net: formatMoney(w.netToPay, { locale: intl.locale }) },
      )}
    />
  );
}

/**
 * Before a purchase paid in cash is saved: when part of the payment is beyond 5 000 DH a day or 50 000 DH a month to
 * the supplier, asks to confirm, saying how much TVA will not be deductible. Resolves true to save (also when the
 * check cannot be made: offline, the purchase is kept and saved as it would be).
 */
export async function confirmCashLimits(client: ApolloClient, values: PurchaseFormFigures, purchaseId: string | null): Promise<boolean> {
  const figures = amounts(values);
  const paid = amountOf(values.amountPaid);
  // Paid without a payment date said: paid on the purchase's date (as the return counts it).
  const day = values.paymentDate || values.date;
  if (values.paymentMode !== 'ESPECES' || !values.supplierId || !day || !figures || !paid || compareDecimal(paid, 0) === 0) return true;
  let check;
  try {
    const variables = {
      supplierId: values.supplierId,
      day,
      amountPaid: paid,
      amountVAT: figures.vat,
      amountTTC: figures.ttc,
      purchaseId,
    };
    check = (await client.query({ query: PurchaseCashCheckDocument, variables, fetchPolicy: 'network-only' })).data?.cashPaymentCheck;
  } catch {
    return true;
  }
  if (!check || compareDecimal(check.nonDeductibleAmount, 0) === 0) return true;
  const intl = currentIntl();
  const money = (a: string) => formatMoney(a, { locale: intl.locale });
  const { default: Modal } = await import('antd/es/modal');
  return new Promise((resolve) =>
    Modal.confirm({
      title: intl.formatMessage(
        { id: check.overMonth ? 'finance.site.cash.overMonth' : 'finance.site.cash.overDay' },
        { limit: money(rateAt(check.overMonth ? 'cash.deductible.perMonth' : 'cash.deductible.perDay', day)?.value ?? '') },
      ),
      content: intl.formatMessage({ id: 'finance.site.cash.body' }, { amount: money(check.nonDeductibleAmount), vat: money(check.nonDeductibleVat) }),
      okText: intl.formatMessage({ id: 'finance.site.cash.save' }),
      cancelText: intl.formatMessage({ id: 'finance.site.cash.back' }),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}
