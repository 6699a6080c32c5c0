import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type Period, SHOWN_FORMAT, shiftPeriod, WIRE_FORMAT, weekOf } from './period';

/** The period the assignments tab shows: a week back or on, any range, or this week again. */
export function AssignmentPeriodBar({ period, onChange }: { period: Period; onChange(next: Period): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const periodId = useId();
  const today = weekOf();
  const isThisWeek = period.startDate === today.startDate && period.endDate === today.endDate;
  return (
    <div className="assign-period">
      <label className="assign-period-label" htmlFor={periodId}>
        <CalendarOutlined aria-hidden /> {t('assignments.ui.period')}
      </label>
      <div className="assign-period-controls">
        <Button
          size="large"
          icon={<LeftOutlined className="flip-in-rtl" />}
          aria-label={t('assignments.ui.period.previous')}
          title={t('assignments.ui.period.previous')}
          onClick={() => onChange(shiftPeriod(period, -1))}
        />
        <DatePicker.RangePicker
          id={{ start: periodId }}
          size="large"
          className="assign-range"
          classNames={{ popup: { root: 'assign-range-popup' } }}
          format={SHOWN_FORMAT}
          allowClear={false}
          value={[dayjs(period.startDate), dayjs(period.endDate)]}
          onChange={(range) => {
            if (range?.[0] && range[1]) onChange({ startDate: range[0].format(WIRE_FORMAT), endDate: range[1].format(WIRE_FORMAT) });
          }}
          presets={[
            {
              label: t('assignments.ui.period.thisWeek'),
              value: () => {
                const w = weekOf();
                return [dayjs(w.startDate), dayjs(w.endDate)];
              },
            },
            {
              label: t('assignments.ui.period.nextWeek'),
              value: () => {
                const w = shiftPeriod(weekOf(), 1);
                return [dayjs(w.startDate), dayjs(w.endDate)];
              },
            },
          ]}
          placeholder={[t('assignments.ui.period.start'), t('assignments.ui.period.end')]}
        />
        <Button
          size="large"
          icon={<RightOutlined className="flip-in-rtl" />}
          aria-label={t('assignments.ui.period.next')}
          title={t('assignments.ui.period.next')}
          onClick={() => onChange(shiftPeriod(period, 1))}
        />
      </div>
      <Button size="large" type="link" disabled={isThisWeek} onClick={() => onChange(weekOf())}>
        {t('assignments.ui.period.thisWeek')}
      </Button>
    </div>
  );
}
