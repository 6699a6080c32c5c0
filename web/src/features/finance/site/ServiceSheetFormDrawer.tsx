import { type ServiceSheetValues, serviceSheetSchema, WEEKDAYS, weekdayOfDate } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { SiteFinanceServiceSheetFieldsFragment } from '../../../gql/graphql';
import { SiteFinanceCreateServiceSheetDocument, SiteFinanceUpdateServiceSheetDocument } from './site-finance.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import { DateField } from '../../../shared/form/DateField';
import { SelectField } from '../../../shared/form/SelectField';
import { TextField } from '../../../shared/form/TextField';
import { zodValidate } from '../../../shared/form/zod-validate';
import { FormDrawer } from '../../../shared/records/FormDrawer';
import { WIRE_FORMAT } from './dates';

interface Props {
  siteId: string;
  record: SiteFinanceServiceSheetFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<ServiceSheetValues, 'date'> & { date: string };

const schemaValidate = zodValidate(serviceSheetSchema);
/** The shared schema, plus the date this screen always asks for (it places the sheet in the period filters). */
const validate = (v: FormValues) => ({ ...(v.date ? {} : { date: 'finance.date.required' }), ...schemaValidate(v) });

function initialValues(sheet: SiteFinanceServiceSheetFieldsFragment | null): FormValues {
  const date = sheet?.date ?? dayjs().format(WIRE_FORMAT);
  return {
    date,
    day: sheet?.day ?? weekdayOfDate(date),
    amountPaid: sheet?.amountPaid ?? '',
    bonus: sheet?.bonus ?? '0',
    supplier: sheet?.supplier ?? '',
    phone: sheet?.phone ?? '',
    worker: sheet?.worker ?? '',
  };
}

/** Create or edit a service sheet; picking the date fills 'jour', which the schema still checks against it. */
export function ServiceSheetFormDrawer({ siteId, record: sheet, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(SiteFinanceCreateServiceSheetDocument);
  const [update] = useMutation(SiteFinanceUpdateServiceSheetDocument);

  return (
    <FormDrawer<FormValues>
      title={t(sheet ? 'finance.site.service.edit' : 'finance.site.service.create')}
      size="min(480px, 100vw)"
      onClose={onClose}
      initialValues={initialValues(sheet)}
      validate={validate}
      save={async (input) => {
        const saved = sheet
          ? (await update({ variables: { id: sheet.id, input } })).data?.updateServiceSheet
          : (await create({ variables: { siteId, input } })).data?.createServiceSheet;
        if (saved) notifySuccess(t(sheet ? 'finance.site.service.updated' : 'finance.site.service.created', { worker: saved.worker }));
        onSaved();
      }}
    >
      {(form) => (
        <>
          <div className="form-grid">
            <DateField name="date" label={t('finance.site.col.date')} onPicked={(day) => form.change('day', weekdayOfDate(day))} />
            <SelectField
              name="day"
              label={t('finance.site.col.day')}
              options={WEEKDAYS.map((d) => ({ value: d, label: t(`finance.site.day.${d}`) }))}
              note={t('finance.site.day.note')}
            />
            <TextField name="amountPaid" label={t('finance.site.field.amountPaidService')} inputMode="decimal" />
            <TextField name="bonus" label={t('finance.site.col.bonus')} inputMode="decimal" />
          </div>
          <TextField name="supplier" label={t('finance.site.col.supplier')} />
          <div className="form-grid">
            <TextField name="phone" type="tel" inputMode="tel" label={t('finance.site.col.phone')} autoComplete="off" />
            <TextField name="worker" label={t('finance.site.col.worker')} />
          </div>
        </>
      )}
    </FormDrawer>
  );
}
