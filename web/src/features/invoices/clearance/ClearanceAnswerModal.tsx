import { type ClearanceAnswerValues, clearanceAnswerSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { BoundField } from '../../../shared/form/BoundField';
import { FormActions } from '../../../shared/form/FormActions';
import { SelectField } from '../../../shared/form/SelectField';
import { submitWith } from '../../../shared/form/submission-errors';
import { TextField } from '../../../shared/form/TextField';
import { zodValidate } from '../../../shared/form/zod-validate';
import { notifySuccess } from '../../../shared/errors/notify';
import { RecordInvoiceClearanceDocument } from './clearance.generated';

interface Values {
  outcome: string;
  number: string;
  /** One reason a line, as the form's text area holds them. */
  reasons: string;
}
const toInput = (v: Values): ClearanceAnswerValues => ({
  outcome: v.outcome as ClearanceAnswerValues['outcome'],
  number: v.outcome === 'VALIDEE' ? v.number : null,
  reasons: v.outcome === 'REJETEE' ? (v.reasons ?? '').split(/\r?\n/) : null,
});
const check = zodValidate(clearanceAnswerSchema);

/** The platform's answer as read on the DGI portal: validated with its number, or rejected with its reasons. */
export function ClearanceAnswerModal({ invoice, onClose }: { invoice: { id: string; reference: string }; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [record] = useMutation(RecordInvoiceClearanceDocument, { refetchQueries: ['Invoices'] });
  const [initialValues] = useState<Values>({ outcome: 'VALIDEE', number: '', reasons: '' });
  const title = `${t('invoices.clearance.record')} — ${invoice.reference}`;
  const onSubmit = submitWith<Values>(async (values) => {
    const done = await record({ variables: { id: invoice.id, input: toInput(values) } });
    if (!done.data) return;
    notifySuccess(t('invoices.clearance.recorded'));
    onClose();
  });
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden width={520}>
      <Form<Values>
        initialValues={initialValues}
        validate={(v) => check(toInput(v))}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <SelectField
              name="outcome"
              label={t('invoices.clearance.form.outcome')}
              options={['VALIDEE', 'REJETEE'].map((o) => ({ value: o, label: t(`invoices.clearance.form.${o}`) }))}
            />
            {values.outcome === 'REJETEE' ? (
              <BoundField<string> name="reasons" label={t('invoices.clearance.reasons')} note={t('invoices.clearance.form.reasonsNote')}>
                {({ onChange, ...control }) => <Input.TextArea {...control} rows={4} onChange={(e) => onChange(e.target.value)} />}
              </BoundField>
            ) : (
              <TextField name="number" label={t('invoices.clearance.number')} autoComplete="off" autoFocus />
            )}
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={t('invoices.clearance.form.save')} />
          </form>
        )}
      />
    </Modal>
  );
}
