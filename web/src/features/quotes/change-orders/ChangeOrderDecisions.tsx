import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { changeOrderRefusalSchema } from '@chantiers/schema';
import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { ChangeOrderFieldsFragment } from '../../../gql/graphql';
import { notifySuccess } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { FormActions } from '../../../shared/form/FormActions';
import { submitWith } from '../../../shared/form/submission-errors';
import { zodValidate } from '../../../shared/form/zod-validate';
import { say } from '../../../shared/intl/current-intl';
import { AcceptChangeOrderDocument, RefuseChangeOrderDocument } from './change-orders.generated';

/** Accepting changes what the quote bills: its lines, totals and the invoicing's progress are read again. */
const AFTER_DECISION = ['ChangeOrders', 'InvoiceQuote'];

const validateRefusal = zodValidate(changeOrderRefusalSchema);

/** A manager's decision on a pending avenant: Accepter (confirmed: the quote bills its lines) or Refuser (with a reason). */
export function ChangeOrderDecisions({ order }: { order: ChangeOrderFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { reference: order.reference });
  const [accept] = useMutation(AcceptChangeOrderDocument, { refetchQueries: AFTER_DECISION });
  const [refusing, setRefusing] = useState(false);

  const confirmAccept = () =>
    Modal.confirm({
      title: t('changeOrders.accept.confirm'),
      content: t('changeOrders.accept.effect'),
      okText: t('changeOrders.action.accept'),
      cancelText: t('changeOrders.cancel'),
      onOk: async () => {
        // A refusal is told by the app's error toast; the dialog closes either way.
        const done = await accept({ variables: { id: order.id } }).catch(() => null);
        if (done?.data) notifySuccess(t('changeOrders.accepted'));
      },
    });

  return (
    <>
      <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={confirmAccept}>
        {t('changeOrders.action.accept')}
      </Button>
      <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => setRefusing(true)}>
        {t('changeOrders.action.refuse')}
      </Button>
      {refusing ? <RefuseModal order={order} onClose={() => setRefusing(false)} /> : null}
    </>
  );
}

function RefuseModal({ order, onClose }: { order: ChangeOrderFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { reference: order.reference });
  const [refuse] = useMutation(RefuseChangeOrderDocument, { refetchQueries: ['ChangeOrders'] });
  const title = t('changeOrders.refuse.title');
  const onSubmit = submitWith<{ reason: string }>(async ({ reason }) => {
    await refuse({ variables: { id: order.id, reason: reason.trim() } });
    notifySuccess(t('changeOrders.refused'));
    onClose();
  });
  return (
    <Modal open onCancel={onClose} title={title} footer={null} destroyOnHidden>
      <Form<{ reason: string }>
        initialValues={{ reason: '' }}
        validate={validateRefusal}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <p className="form-hint" style={{ marginTop: 0 }}>
              {t('changeOrders.refuse.help')}
            </p>
            <BoundField<string> name="reason" label={t('changeOrders.refuse.reason')}>
              {({ onChange, ...control }) => (
                <Input.TextArea {...control} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} onChange={(e) => onChange(e.target.value)} />
              )}
            </BoundField>
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
            <FormActions onCancel={onClose} submitting={submitting} danger submitLabel={t('changeOrders.action.refuse')} />
          </form>
        )}
      />
    </Modal>
  );
}
