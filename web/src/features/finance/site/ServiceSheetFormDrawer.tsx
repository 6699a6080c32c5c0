import { type ServiceSheetValues, serviceSheetSchema, WEEKDAYS, weekdayOfDate } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Drawer } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../../../app/intl';
import {
  SiteFinanceCreateServiceSheetDocument,
  type SiteFinanceServiceSheetFieldsFragment,
  SiteFinanceUpdateServiceSheetDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../shared/errors/notify';
import { SelectField } from '../../../shared/form/SelectField';
import { TextField } from '../../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../../shared/form/zod-validate';
import { WIRE_FORMAT } from './dates';
import { DateField } from '../../../shared/form/DateField';

interface Props {
  siteId: string;
  sheet: SiteFinanceServiceSheetFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type FormValues = Omit<ServiceSheetValues, 'date'> & { date: string };

const schemaValidate = zodValidate(serviceSheetSchema);
/** The shared schema, plus the date this screen always asks for (it places the sheet in the period filters). */
const validate = (v: FormValues) => ({ ...(v.date ? {} : { date: 'finance.date.required' }), ...schemaValidate(v) });

/** Create or edit a service sheet; picking the date fills 'jour', which the schema still checks against it. */
export function ServiceSheetFormDrawer({ siteId, sheet, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(SiteFinanceCreateServiceSheetDocument);
  const [update] = useMutation(SiteFinanceUpdateServiceSheetDocument);
  const title = t(sheet ? 'finance.site.service.edit' : 'finance.site.service.create');
  const [initialValues] = useState<FormValues>(() => {
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
  });

  return (
    <Drawer open onClose={onClose} title={title} size="min(480px, 100vw)" destroyOnHidden>
      <Form<FormValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (input) => {
          try {
            const saved = sheet
              ? (await update({ variables: { id: sheet.id, input } })).data?.updateServiceSheet
              : (await create({ variables: { siteId, input } })).data?.createServiceSheet;
            if (saved) notifySuccess(t(sheet ? 'finance.site.service.updated' : 'finance.site.service.created', { worker: saved.worker }));
            onSaved();
            return undefined;
          } catch (err) {
            return submissionErrors(err);
          }
        }}
        render={({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
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
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} style={{ marginBottom: 12 }} /> : null}
            <div className="form-actions">
              <Button onClick={onClose}>
                <FormattedMessage id="finance.site.cancel" />
              </Button>
              <Button type="primary" htmlType="submit" loading={submitting}>
                <FormattedMessage id="finance.site.save" />
              </Button>
            </div>
          </form>
        )}
      />
    </Drawer>
  );
}
