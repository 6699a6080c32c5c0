import { STOCK_MOVEMENT_TYPES, stockMovementSchema, type StockMovementType } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Modal, Radio } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockProductFieldsFragment } from '../../gql/graphql';
import { AddStockMovementDocument } from './stock.generated';
import { notifyError, notifySuccess, toApiError } from '../../shared/errors/notify';
import { sendOrTellKept } from '../../app/offline/send-or-keep';
import { TextField } from '../../shared/form/TextField';
import { useShownError } from '../../shared/form/FieldShell';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { formatQuantity } from '../../shared/format';
import { DateField } from '../../shared/form/DateField';
import { SiteField } from './StockFields';
import './stock.css';
import { FormActions } from '../../shared/form/FormActions';

interface Props {
  product: StockProductFieldsFragment;
  onClose(): void;
  onSaved(product: StockProductFieldsFragment): void;
}

interface FormValues {
  type: StockMovementType | undefined;
  quantity: string;
  date: string;
  siteId: string | null;
  note: string;
}

const clean = (v: FormValues) => ({ ...v, date: v.date || null, siteId: v.siteId || null, note: v.note || null });

/**
 * An entry, an exit or an adjustment of one product. The api answers the product with its new stock and level,
 * which Apollo's cache writes into the table's row; an exit beyond the stock comes back on the quantity field.
 */
export function StockMovementModal({ product, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [initial] = useState<FormValues>(() => ({ type: undefined, quantity: '', date: dayjs().format('YYYY-MM-DD'), siteId: null, note: '' }));
  // Field errors (the stock would go negative) show in the form, not in a toast as well.
  const [add] = useMutation(AddStockMovementDocument, { context: { silent: true } });
  const title = t('stock.ui.movement.title', { name: product.label });
  const shownFor = useShownError();

  return (
    <Modal open onCancel={onClose} title={title} footer={null} width={560} destroyOnHidden>
      <p className="stock-movement-current">
        {t('stock.ui.movement.current', { stock: formatQuantity(String(product.stock), { unit: product.unit }) })}
      </p>
      <Form<FormValues>
        initialValues={initial}
        validate={(v) => zodValidate(stockMovementSchema)(clean(v))}
        onSubmit={async (values) => {
          try {
            const variables = { productId: product.id, input: clean(values) };
            const label = t('stock.ui.movement.kept', {
              type: values.type ? t(`stock.ui.movement.type.${values.type}`) : '',
              quantity: formatQuantity(values.quantity, { unit: product.unit }),
              name: product.label,
            });
            // Without a network it is kept on the phone and sent later (app/offline): the stock shown moves then.
            const sent = await sendOrTellKept((context, withId) => add({ variables: withId, context }), {
              document: AddStockMovementDocument,
              variables,
              label,
              clientId: true,
            });
            if (!sent) {
              onClose();
              return undefined;
            }
            const result = sent.data?.addStockMovement;
            if (result) {
              notifySuccess(
                t('stock.ui.movement.saved', {
                  name: result.product.label,
                  stock: formatQuantity(String(result.product.stock), { unit: result.product.unit }),
                }),
              );
              onSaved(result.product);
            }
            return undefined;
          } catch (err) {
            // A field's error (the stock would go negative) lands on it; anything else is told as usual.
            if (Object.keys(toApiError(err).fields ?? {}).length) return submissionErrors(err);
            notifyError(err);
            return undefined;
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            {/* No type is taken for the user: an entry recorded for an exit would double the error in the stock. */}
            <Field<StockMovementType | undefined> name="type">
              {({ input, meta }) => {
                const shown = shownFor(meta);
                return (
                  <div className={`form-field${shown ? ' form-field-error' : ''}`}>
                    <span className="form-field-label" id="stock-movement-type">
                      {t('stock.ui.movement.type')}
                    </span>
                    <Radio.Group
                      aria-labelledby="stock-movement-type"
                      aria-describedby="stock-movement-type-help"
                      aria-invalid={Boolean(shown)}
                      optionType="button"
                      buttonStyle="solid"
                      size="large"
                      value={input.value}
                      onChange={(e) => input.onChange(e.target.value)}
                      options={STOCK_MOVEMENT_TYPES.map((v) => ({ value: v, label: t(`stock.ui.movement.type.${v}`) }))}
                    />
                    {shown ? (
                      <div className="form-field-help" id="stock-movement-type-help" role="alert">
                        {shown}
                      </div>
                    ) : (
                      <div className="form-field-note" id="stock-movement-type-help">
                        {input.value === 'AJUSTEMENT' ? t('stock.ui.movement.quantity.adjust') : null}
                      </div>
                    )}
                  </div>
                );
              }}
            </Field>
            <div className="form-grid">
              <TextField name="quantity" label={t('stock.ui.movement.quantity', { unit: product.unit })} inputMode="decimal" autoFocus />
              <DateField name="date" label={t('stock.ui.movement.date')} />
            </div>
            <SiteField name="siteId" label={t('stock.ui.movement.site')} placeholder={t('stock.ui.movement.site.none')} />
            <TextField name="note" label={t('stock.ui.movement.note')} />
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={<FormattedMessage id="stock.ui.movement.save" />} />
          </form>
        )}
      />
    </Modal>
  );
}
