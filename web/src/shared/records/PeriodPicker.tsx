import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { SHOWN_DATE, WIRE_DATE } from '../form/date-formats';
import type { Period } from './period';

/** The period filter's two dates (antd's range picker, in a file of its own: see PeriodFilter). */
export default function PeriodPicker({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  const intl = useIntl();
  return (
    <DatePicker.RangePicker
      className="records-period"
      format={SHOWN_DATE}
      value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
      onChange={(range) =>
        onChange(range?.[0] && range[1] ? { from: range[0].format(WIRE_DATE), to: range[1].format(WIRE_DATE) } : { from: null, to: null })
      }
      placeholder={[intl.formatMessage({ id: 'records.period.from' }), intl.formatMessage({ id: 'records.period.to' })]}
      aria-label={intl.formatMessage({ id: 'records.period' })}
      allowClear
    />
  );
}
