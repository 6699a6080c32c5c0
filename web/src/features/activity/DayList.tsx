import { Radio, Segmented } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SiteActivityWeekQuery } from '../../gql/graphql';
import type { CellValue } from './activity-grid';

type Week = SiteActivityWeekQuery['siteActivityWeek'];
interface Props {
  week: Week;
  today: string;
  readOnly: boolean;
  valueOf(personnelId: string, day: string, server: CellValue): CellValue;
  set(cells: { personnelId: string; day: string }[], value: CellValue): void;
}

const CHOICES: { value: string; id: string }[] = [
  { value: '1', id: 'activity.choice.day' },
  { value: '0.5', id: 'activity.choice.half' },
  { value: '0', id: 'activity.choice.absent' },
  { value: 'none', id: 'activity.choice.none' },
];

/** The week on a phone: one day at a time (today first when it is in the week), a line per person with four choices. */
export function DayList({ week, today, readOnly, valueOf, set }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [day, setDay] = useState(() => (week.days.includes(today) ? today : week.days[0]));
  const col = Math.max(0, week.days.indexOf(day));
  // 'Lu 2', 'Ma 3', 'Me 4': two letters tell Tuesday from Wednesday where one would not.
  const short = (d: string) => {
    const name = intl.formatDate(`${d}T12:00:00Z`, { weekday: 'short', timeZone: 'UTC' });
    return `${name.charAt(0).toUpperCase()}${name.charAt(1)} ${Number(d.slice(8))}`;
  };
  return (
    <div className="activity-daylist">
      <Segmented
        block
        value={day}
        onChange={(v) => setDay(String(v))}
        options={week.days.map((d) => ({ value: d, label: short(d) }))}
        aria-label={t('activity.grid.dayChoice')}
      />
      {week.holidays.some((h) => h.day === day) ? <p className="activity-holiday-note">{week.holidays.find((h) => h.day === day)!.name}</p> : null}
      <ul aria-label={intl.formatDate(`${day}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}>
        {week.rows.map((r) => {
          const name = `${r.personnel.firstName} ${r.personnel.lastName}`;
          const value = valueOf(r.personnel.id, day, (r.values[col] ?? null) as CellValue);
          return (
            <li key={r.personnel.id}>
              <div>
                <div className="activity-person">{name}</div>
                <div className="activity-trade">{r.personnel.trade}</div>
              </div>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                disabled={readOnly}
                value={value ?? 'none'}
                aria-label={name}
                onChange={(e) => set([{ personnelId: r.personnel.id, day }], e.target.value === 'none' ? null : (e.target.value as CellValue))}
                options={CHOICES.map((c) => ({ value: c.value, label: t(c.id) }))}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
