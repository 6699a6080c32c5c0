import { CheckOutlined } from '@ant-design/icons';
import { Button, Radio, Segmented } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteActivityWeekQuery } from '../../gql/graphql';
import type { CellValue } from './activity-grid';

type Week = SiteActivityWeekQuery['siteActivityWeek'];
interface Props {
  week: Week;
  /** The day shown (the address's); `onDay` moves it. */
  day: string;
  onDay(day: string): void;
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

/**
 * The week on a phone: one day at a time, a line per person with four choices; the day chips say which days are done
 * (✓ everyone, • someone), and 'Tous présents' marks a full day for everyone not yet entered.
 */
export function DayList({ week, day, onDay, readOnly, valueOf, set }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const col = Math.max(0, week.days.indexOf(day));
  const shown = week.days[col];
  const value = (personnelId: string, c: number) =>
    valueOf(personnelId, week.days[c], (week.rows.find((r) => r.personnel.id === personnelId)?.values[c] ?? null) as CellValue);
  const filled = (c: number) => week.rows.filter((r) => value(r.personnel.id, c) !== null).length;
  const empty = week.rows.filter((r) => value(r.personnel.id, col) === null);
  // 'Lu 2', 'Ma 3', 'Me 4': two letters tell Tuesday from Wednesday where one would not.
  const short = (d: string) => {
    const name = intl.formatDate(`${d}T12:00:00Z`, { weekday: 'short', timeZone: 'UTC' });
    return `${name.charAt(0).toUpperCase()}${name.charAt(1)} ${Number(d.slice(8))}`;
  };
  const mark = (c: number) => {
    const n = filled(c);
    if (n === 0) return null;
    return n === week.rows.length ? (
      <CheckOutlined className="activity-chip-done" aria-label={t('activity.day.done')} />
    ) : (
      <span className="activity-chip-some" aria-label={t('activity.day.some', { n, total: week.rows.length })}>
        •
      </span>
    );
  };
  return (
    <div className="activity-daylist">
      <Segmented
        block
        value={shown}
        onChange={(v) => onDay(String(v))}
        options={week.days.map((d, c) => ({
          value: d,
          label: (
            <span className="activity-chip">
              {short(d)}
              {mark(c)}
            </span>
          ),
        }))}
        aria-label={t('activity.grid.dayChoice')}
      />
      {week.holidays.some((h) => h.day === shown) ? (
        <p className="activity-holiday-note">{week.holidays.find((h) => h.day === shown)!.name}</p>
      ) : null}
      <Button
        block
        size="large"
        className="activity-all-present"
        disabled={readOnly || empty.length === 0}
        onClick={() =>
          set(
            empty.map((r) => ({ personnelId: r.personnel.id, day: shown })),
            '1',
          )
        }
      >
        {t('activity.day.allPresent', { n: empty.length })}
      </Button>
      <ul aria-label={intl.formatDate(`${shown}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })}>
        {week.rows.map((r) => {
          const name = `${r.personnel.firstName} ${r.personnel.lastName}`;
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
                value={value(r.personnel.id, col) ?? 'none'}
                aria-label={name}
                onChange={(e) => set([{ personnelId: r.personnel.id, day: shown }], e.target.value === 'none' ? null : (e.target.value as CellValue))}
                options={CHOICES.map((c) => ({ value: c.value, label: t(c.id) }))}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
