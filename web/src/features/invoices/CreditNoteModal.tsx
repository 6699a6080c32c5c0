import { type CreditNoteValues, creditNoteSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../shared/form/FormActions';
import { useNavigate } from 'react-router-dom';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { CreateCreditNoteDocument } from './invoices.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { submitWith } from '../../shared/form/submission-errors';
import { SelectField } from '../../shared/form/SelectField';
import { formatPercent } from '../../shared/format';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';

/** A credit note cancelling all of an invoice (amount left empty) or part of it; the invoice itself never changes. */
export function CreditNoteModal({ invoice, onClose }: { invoice: InvoiceDetailFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const [credit] = useMutation(CreateCreditNoteDocument, { refetchQueries: ['Invoices', 'InvoiceDetail', 'InvoicesOverdue'] });
  const [initialValues] = useState<CreditNoteValues>(() => ({ reason: '', amountTTC: '', vatRate: '' }));
  // An invoice billed at several rates: the credit may be for one of them (the line it corrects), or spread as billed.
  const rates = (invoice.vat ?? []).map((v) => v.rate);
  const title = t('invoices.credit.title', { reference: invoice.reference });
  const onSubmit = submitWith<CreditNoteValues>(async (values) => {
    const input = { reason: values.reason, amountTTC: values.amountTTC || null, vatRate: values.vatRate || null };
    const note = (await credit({ variables: { invoiceId: invoice.id, input } })).data?.createCreditNote;
    if (!note) return;
    notifySuccess(t('invoices.credit.done', { reference: note.reference }));
    onClose();
    navigate(`/factures/${note.id}`);
  });
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={520}>
      <Alert type="info" showIcon title={t('invoices.credit.help')} style={{ marginBottom: 16 }} />
      <Form<CreditNoteValues>
        initialValues={initialValues}
        validate={zodValidate(creditNoteSchema)}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <TextField name="reason" label={t('invoices.credit.reason')} autoComplete="off" autoFocus />
            {rates.length > 1 ? (
              <SelectField
                name="vatRate"
                label={t('invoices.credit.rate')}
                options={[
                  { value: '', label: t('invoices.credit.rate.all') },
                  ...rates.map((r) => ({ value: r, label: t('invoices.credit.rate.one', { rate: formatPercent(r) }) })),
                ]}
              />
            ) : null}
            <TextField name="amountTTC" inputMode="decimal" label={t('invoices.credit.amount')} autoComplete="off" />
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id="invoices.credit.submit" />} danger />
          </form>
        )}
      />
    </Modal>
  );
}
