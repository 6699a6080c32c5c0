import { DeleteOutlined, MinusCircleOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Drawer, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { ChangeOrderFieldsFragment, QuoteDetailFieldsFragment } from '../../../gql/graphql';
import { notifySuccess } from '../../../shared/errors/notify';
import { DateField, WIRE_DATE } from '../../../shared/form/DateField';
import { FormActions } from '../../../shared/form/FormActions';
import { submitWith } from '../../../shared/form/submission-errors';
import { TextField } from '../../../shared/form/TextField';
import { formatMoney } from '../../../shared/format';
import { say } from '../../../shared/intl/current-intl';
import { ChangeLineEditor } from './ChangeLineEditor';
import { ChangeOrderDetail } from './ChangeOrderDetail';
import {
  type ChangeLineValues,
  type ChangeOrderAction,
  type ChangeOrderFormValues,
  changeOrderErrors,
  changeOrderPreview,
  createChangeOrderForm,
  newChangeLine,
  orderValues,
  type QuoteLines,
  toChangeOrderInput,
} from './change-order-values';
import { CreateChangeOrderDocument, DeleteChangeOrderDocument, UpdateChangeOrderDocument } from './change-orders.generated';
import { decimalMark } from '../../../shared/format/numbers';

interface Props {
  quote: Pick<QuoteDetailFieldsFragment, 'id' | 'reference' | 'issueDate'>;
  /** A saved avenant, or null for a new one. */
  order: ChangeOrderFieldsFragment | null;
  lines: QuoteLines;
  /** A pending avenant the user may write: the form; otherwise its lines, read-only. */
  editable: boolean;
  onClose(): void;
}

/** An avenant in a drawer, the full width of a phone: its form while it may change, else what it did. */
export function ChangeOrderDrawer({ quote, order, lines, editable, onClose }: Props) {
  const intl = useIntl();
  const title = order
    ? intl.formatMessage({ id: 'changeOrders.form.edit' }, { reference: order.reference })
    : intl.formatMessage({ id: 'changeOrders.form.new' }, { reference: quote.reference });
  return (
    <Drawer open onClose={onClose} title={title} size="min(760px, 100vw)" rootClassName="change-order-drawer" destroyOnHidden>
      {editable ? (
        <ChangeOrderForm title={title} quote={quote} order={order} lines={lines} onClose={onClose} />
      ) : order ? (
        <ChangeOrderDetail order={order} onClose={onClose} />
      ) : null}
    </Drawer>
  );
}

const REFETCH = { refetchQueries: ['ChangeOrders'] };

function ChangeOrderForm({ title, quote, order, lines, onClose }: Omit<Props, 'editable'> & { title: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const separator = decimalMark(intl.locale);
  const [create] = useMutation(CreateChangeOrderDocument, REFETCH);
  const [update] = useMutation(UpdateChangeOrderDocument, REFETCH);
  const [remove] = useMutation(DeleteChangeOrderDocument, REFETCH);

  const save = async (values: ChangeOrderFormValues) => {
    const input = toChangeOrderInput(values);
    if (order) {
      const saved = (await update({ variables: { id: order.id, input } })).data?.updateChangeOrder;
      if (saved) notifySuccess(t('changeOrders.updated', { reference: saved.reference }));
    } else {
      const saved = (await create({ variables: { quoteId: quote.id, input } })).data?.createChangeOrder;
      if (saved) notifySuccess(t('changeOrders.created', { reference: saved.reference }));
    }
    onClose();
  };
  const onSubmit = submitWith<ChangeOrderFormValues>(save, (errors, values) => changeOrderErrors(errors as Record<string, string>, values));
  // Made once: a refetch behind the drawer never resets what the user typed.
  const [form] = useState(() =>
    createChangeOrderForm(order ? orderValues(order, separator) : { label: '', date: dayjs().format(WIRE_DATE), lines: [] }, onSubmit),
  );

  const confirmDelete = () =>
    order &&
    Modal.confirm({
      title: t('changeOrders.delete.confirm', { reference: order.reference }),
      okText: t('changeOrders.action.delete'),
      okButtonProps: { danger: true },
      cancelText: t('changeOrders.cancel'),
      onOk: async () => {
        const done = await remove({ variables: { id: order.id } }).catch(() => null);
        if (!done?.data) return;
        notifySuccess(t('changeOrders.deleted', { reference: order.reference }));
        onClose();
      },
    });

  return (
    <Form<ChangeOrderFormValues>
      form={form}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, error, submitError, submitFailed }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={title} className="change-order-form">
          <div className="change-order-general">
            <TextField name="label" label={t('changeOrders.form.label')} placeholder={t('changeOrders.form.label.placeholder')} autoComplete="off" />
            <DateField name="date" label={t('changeOrders.form.issueDate')} minDate={quote.issueDate} />
          </div>
          <ChangeLines lines={lines} />
          {(submitFailed && error) || submitError ? (
            <Alert type="error" showIcon role="alert" title={say(String(submitError ?? error), intl)} style={{ marginBottom: 12 }} />
          ) : null}
          <FormActions onCancel={onClose} submitting={submitting} submitLabel={t('form.save')} className="change-order-actions">
            {order ? (
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete} className="change-order-delete">
                {t('changeOrders.action.delete')}
              </Button>
            ) : null}
          </FormActions>
        </form>
      )}
    />
  );
}

const ADDERS: { action: ChangeOrderAction; icon: typeof PlusOutlined; label: string }[] = [
  { action: 'ADD', icon: PlusOutlined, label: 'changeOrders.form.add' },
  { action: 'CHANGE', icon: SwapOutlined, label: 'changeOrders.form.change' },
  { action: 'REMOVE', icon: MinusCircleOutlined, label: 'changeOrders.form.remove' },
];

/** The avenant's lines, the three ways to add one, and its effect on the quote as typed. */
function ChangeLines({ lines }: { lines: QuoteLines }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<ChangeOrderFormValues>();
  const { input } = useField<ChangeLineValues[]>('lines', { subscription: { value: true } });
  const values = input.value || [];
  const preview = changeOrderPreview(values, lines);
  const taken = new Set(values.flatMap((l) => (l.action !== 'ADD' && l.lineId ? [l.lineId] : [])));
  // A new line goes into the lot the previous added line went into: an avenant's additions usually share one.
  const lastLot = [...values].reverse().find((l) => l.action === 'ADD')?.lotTitle ?? '';
  const add = (action: ChangeOrderAction) => form.change('lines', [...values, newChangeLine(action, action === 'ADD' ? lastLot : '')]);
  const drop = (index: number) =>
    form.change(
      'lines',
      values.filter((_, i) => i !== index),
    );

  return (
    <section className="change-order-lines" aria-label={t('changeOrders.form.lines')}>
      <h3>{t('changeOrders.form.lines')}</h3>
      {values.length === 0 ? <p className="form-hint">{t('changeOrders.form.lines.empty')}</p> : null}
      {values.map((line, index) => (
        <ChangeLineEditor
          key={line.uid}
          index={index}
          line={line}
          lines={lines}
          taken={taken}
          delta={preview.lines[index]}
          onDrop={() => drop(index)}
        />
      ))}
      <div className="change-order-adders">
        {ADDERS.map(({ action, icon: Icon, label }) => (
          <Button key={action} icon={<Icon aria-hidden />} onClick={() => add(action)}>
            {t(label)}
          </Button>
        ))}
      </div>
      <dl className="change-order-effect" aria-label={t('changeOrders.form.totals')} aria-live="polite">
        {(['ht', 'vat', 'ttc'] as const).map((key) => (
          <div key={key} className={`change-order-effect-${key}`}>
            <dt>{t(`changeOrders.form.totals.${key}`)}</dt>
            <dd data-testid={`change-order-${key}`}>
              {formatMoney(key === 'ht' ? preview.totalHT : key === 'vat' ? preview.totalVAT : preview.totalTTC, { signed: true })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
