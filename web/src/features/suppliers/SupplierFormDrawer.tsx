import { isFullIce, type SupplierValues, supplierSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Switch } from 'antd';
import { FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { SupplierFieldsFragment } from '../../gql/graphql';
import { CreateSupplierDocument, UpdateSupplierDocument } from './suppliers.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { TextField } from '../../shared/form/TextField';
import { BoundField } from '../../shared/form/BoundField';
import { DateField, WIRE_DATE } from '../../shared/form/DateField';
import dayjs from 'dayjs';
import { zodValidate } from '../../shared/form/zod-validate';
import { FormDrawer } from '../../shared/records/FormDrawer';

const validate = zodValidate(supplierSchema);
const today = () => dayjs().format(WIRE_DATE);

interface Props {
  supplier: SupplierFieldsFragment | null;
  /** A new supplier's name as typed where it was missing (the purchase form's supplier list). */
  initialName?: string;
  onClose(): void;
  onSaved(saved?: SupplierFieldsFragment): void;
}

/** Create or edit a supplier; an ICE of fewer than 15 digits is accepted with a warning (SPEC says up to 15). */
export function SupplierFormDrawer({ supplier, initialName, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const initial: SupplierValues = {
    name: supplier?.name ?? initialName ?? '',
    ice: supplier?.ice ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    address: supplier?.address ?? '',
    taxId: supplier?.taxId ?? '',
    certificateDate: supplier?.certificateDate ?? '',
    autoEntrepreneur: supplier?.autoEntrepreneur ?? false,
  };
  // Every list of suppliers (this page, a purchase's picker) is stale once one is added.
  const [create] = useMutation(CreateSupplierDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'suppliers' });
      cache.gc();
    },
  });
  const [update] = useMutation(UpdateSupplierDocument);
  const title = t(supplier ? 'suppliers.form.edit' : 'suppliers.form.create');

  return (
    <FormDrawer<SupplierValues>
      title={title}
      size="min(480px, 100vw)"
      onClose={onClose}
      initialValues={initial}
      validate={validate}
      save={async (values) => {
        const saved = supplier
          ? (await update({ variables: { id: supplier.id, input: values } })).data?.updateSupplier
          : (await create({ variables: { input: values } })).data?.createSupplier;
        if (saved) notifySuccess(t(supplier ? 'suppliers.updated' : 'suppliers.created', { name: saved.name }));
        onSaved(saved ?? undefined);
      }}
    >
      {() => (
        <>
          <TextField name="name" label={t('suppliers.col.name')} autoFocus />
          <TextField name="ice" label={t('suppliers.col.ice')} inputMode="numeric" />
          <FormSpy subscription={{ values: true }}>
            {({ values }) => {
              const ice = String((values as SupplierValues).ice ?? '').trim();
              return /^\d{1,14}$/.test(ice) && !isFullIce(ice) ? (
                <Alert type="warning" showIcon style={{ margin: '-8px 0 14px' }} title={t('supplier.ice.warning')} />
              ) : null;
            }}
          </FormSpy>
          <TextField name="email" type="email" label={t('suppliers.col.email')} />
          <TextField name="phone" type="tel" label={t('suppliers.col.phone')} />
          <TextField name="address" label={t('suppliers.col.address')} />
          <TextField name="taxId" label={t('suppliers.col.taxId')} inputMode="numeric" note={t('suppliers.taxId.hint')} />
          <DateField name="certificateDate" label={t('suppliers.certificateDate')} note={t('suppliers.certificateDate.hint')} maxDate={today()} />
          <BoundField<boolean> name="autoEntrepreneur" label={t('suppliers.autoEntrepreneur')} note={t('suppliers.autoEntrepreneur.hint')}>
            {({ value, onChange, onFocus: _focus, status: _status, ...control }) => (
              <Switch {...control} checked={Boolean(value)} onChange={(checked) => onChange(checked)} />
            )}
          </BoundField>
        </>
      )}
    </FormDrawer>
  );
}
