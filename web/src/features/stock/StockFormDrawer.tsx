import { newStockProductSchema, stockProductSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { StockProductFieldsFragment } from '../../gql/graphql';
import { CreateStockProductDocument, UpdateStockProductDocument } from './stock.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';
import { FormDrawer } from '../../shared/records/FormDrawer';
import { formatQuantity } from '../../shared/format';
import { DateField } from '../../shared/form/DateField';
import { CategoryField, ColorField } from './StockFields';
import './stock.css';

interface Props {
  product: StockProductFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

interface FormValues {
  label: string;
  stockDay: string;
  alertThreshold: string;
  warningThreshold: string;
  /** The opening stock: a new product only; afterwards the stock changes through movements. */
  stock?: string;
  unit: string;
  category: string;
  backgroundColor: string | null;
}

const fromProduct = (p: StockProductFieldsFragment | null): FormValues => ({
  label: p?.label ?? '',
  stockDay: p ? String(p.stockDay) : dayjs().format('YYYY-MM-DD'),
  alertThreshold: p ? formatQuantity(String(p.alertThreshold), { grouped: false }) : '',
  warningThreshold: p ? formatQuantity(String(p.warningThreshold), { grouped: false }) : '',
  ...(p ? {} : { stock: '' }),
  unit: p?.unit ?? '',
  category: p?.category ?? '',
  backgroundColor: p?.backgroundColor ?? '',
});

/** Create or edit a stock product with the shared rules (schema/validation/stock.ts); the edit form has no stock. */
export function StockFormDrawer({ product, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(CreateStockProductDocument);
  const [update] = useMutation(UpdateStockProductDocument);
  const title = t(product ? 'stock.ui.form.edit' : 'stock.ui.form.create');
  const clean = (v: FormValues) => ({ ...v, backgroundColor: v.backgroundColor?.trim() || null });

  return (
    <FormDrawer<FormValues>
      title={title}
      size={520}
      rootClassName="stock-drawer"
      onClose={onClose}
      initialValues={fromProduct(product)}
      validate={(v) => zodValidate(product ? stockProductSchema : newStockProductSchema)(clean(v))}
      save={async (values) => {
        const { stock, ...fields } = clean(values);
        const saved = product
          ? (await update({ variables: { id: product.id, input: fields } })).data?.updateStockProduct
          : (await create({ variables: { input: { ...fields, stock } } })).data?.createStockProduct;
        if (saved) notifySuccess(t(product ? 'stock.ui.updated' : 'stock.ui.created', { name: saved.label }));
        onSaved();
      }}
    >
      {() => (
        <>
          <TextField name="label" label={t('stock.ui.field.label')} autoFocus />
          <div className="form-grid">
            <CategoryField name="category" label={t('stock.ui.field.category')} />
            <TextField name="unit" label={t('stock.ui.field.unit')} placeholder={t('stock.ui.field.unit.placeholder')} />
          </div>
          <div className="form-grid">
            <TextField name="alertThreshold" label={t('stock.ui.field.alertThreshold')} inputMode="decimal" />
            <TextField name="warningThreshold" label={t('stock.ui.field.warningThreshold')} inputMode="decimal" />
          </div>
          <div className="form-grid">
            <DateField name="stockDay" label={t('stock.ui.field.stockDay')} />
            {product ? null : <TextField name="stock" label={t('stock.ui.field.stock')} inputMode="decimal" />}
          </div>
          <p className="form-hint stock-form-hint">
            {product
              ? t('stock.ui.form.editNote', { stock: formatQuantity(String(product.stock), { unit: product.unit }) })
              : t('stock.ui.form.stockNote')}
          </p>
          <ColorField
            name="backgroundColor"
            label={t('stock.ui.field.backgroundColor')}
            pickLabel={t('stock.ui.field.backgroundColor.pick')}
            note={t('stock.ui.field.backgroundColor.note')}
          />
        </>
      )}
    </FormDrawer>
  );
}
