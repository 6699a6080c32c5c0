import { type PaymentValues, PAYMENT_MODES, paymentSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../shared/form/FormActions';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { RecordPaymentDocument } from './invoices.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { DateField, WIRE_DATE } from '../../shared/form/DateField';
import { SelectField } from '../../shared/form/SelectField';
import { submitWith } from '../../shared/form/submission-errors';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';
import { formatMoney } from '../../shared/format';
import { decimalMark } from '../../shared/format/numbers';

/** A payment received on an invoice (partial allowed): it becomes the site's revenue on the server, in the same step. */
export function PaymentModal({ invoice, onClose }: { invoice: InvoiceDetailFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [pay] = useMutation(RecordPaymentDocument, { refetchQueries: ['Invoices', 'InvoicesOverdue'] });
  const separator = decimalMark(intl.locale);
  const [initialValues] = useState<PaymentValues>(() => ({
    date: dayjs().format(WIRE_DATE),
    amount: invoice.balance.replace('.', separator),
    mode: 'VIREMENT',
    reference: '',
  }));
  const title = t('invoices.pay.title', { reference: invoice.reference });
  const onSubmit = submitWith<PaymentValues>(async (values) => {
    const input = { date: values.date, amount: values.amount, mode: values.mode, reference: values.reference || null };
    const done = (await pay({ variables: { invoiceId: invoice.id, input } })).data?.recordPayment;
    if (!done) return;
    const amount = formatMoney(done.payments?.[done.payments.length - 1]?.amount ?? '0');
    notifySuccess(t('invoices.pay.done', { amount, reference: invoice.reference }));
    onClose();
  });
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={520}>
      <Form<PaymentValues>
        initialValues={initialValues}
        validate={zodValidate(paymentSchema)}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <div className="form-grid">
              <DateField name="date" label={t('invoices.pay.date')} />
              <TextField
                name="amount"
                inputMode="decimal"
                label={t('invoices.pay.amount')}
                note={t('invoices.pay.amountNote', { balance: formatMoney(invoice.balance) })}
              />
            </div>
            <SelectField
              name="mode"
              label={t('invoices.pay.mode')}
              options={PAYMENT_MODES.map((m) => ({ value: m, label: t(`invoices.mode.${m}`) }))}
            />
            <TextField name="reference" label={t('invoices.pay.reference')} autoComplete="off" />
            <p className="form-hint">{t('invoices.detail.revenueNote')}</p>
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id="invoices.pay.submit" />} />
          </form>
        )}
      />
    </Modal>
  );
}
