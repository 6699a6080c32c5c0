import { Empty, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { ActivityMonthQuery } from '../../gql/graphql';
import { isSunday } from './activity-grid';
import { CellMark } from './CellMark';
import { decimalMark } from '../../shared/format/numbers';

type Month = ActivityMonthQuery['activityMonth'];
type Row = Month['rows'][number];

/** Days in halves, exactly: '1' and '0.5' entries summed as tenths. */
function daysText(entries: Row['entries'], locale: string): string {
  const tenths = entries.reduce((s, e) => s + (e.value === '1' ? 10 : e.value === '0.5' ? 5 : 0), 0);
  const text = `${Math.floor(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}`;
  return text.replace('.', decimalMark(locale));
}

/**
 * A week of imputations across the sites (the global report's week view): a row per person who has one in the week
 * (from the one or two months it spans), a column per day from Monday to Sunday (the site in a tooltip), and the
 * week's days. The money stays with the month, where payroll reads it.
 */
export function WeekTable({ months, days, trade = null, label }: { months: Month[]; days: string[]; trade?: string | null; label: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const week = new Set(days);
  const holiday = new Map(months.flatMap((m) => m.holidays).map((h) => [h.day, h.name]));
  const byPerson = new Map<string, { person: Row['personnel']; entries: Row['entries'] }>();
  for (const r of months.flatMap((m) => m.rows)) {
    if (trade && r.personnel.trade !== trade) continue;
    const entries = r.entries.filter((e) => week.has(e.day));
    if (!entries.length) continue;
    const seen = byPerson.get(r.personnel.id);
    byPerson.set(r.personnel.id, { person: r.personnel, entries: [...(seen?.entries ?? []), ...entries] });
  }
  const rows = [...byPerson.values()].sort((a, b) =>
    `${a.person.lastName} ${a.person.firstName}`.localeCompare(`${b.person.lastName} ${b.person.firstName}`, 'fr'),
  );
  if (!rows.length) return <Empty description={t('activity.week.globalEmpty')} />;
  const shade = (d: string) => (holiday.has(d) ? 'is-holiday' : isSunday(d) ? 'is-sunday' : undefined);
  return (
    <div className="activity-grid-wrap">
      <table className="activity-grid activity-week-global" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('activity.grid.person')}</th>
            {days.map((d) => (
              <th scope="col" key={d} className={shade(d)} title={holiday.get(d)}>
                {intl.formatDate(`${d}T12:00:00Z`, { weekday: 'short', day: 'numeric', timeZone: 'UTC' })}
              </th>
            ))}
            <th scope="col">{t('activity.grid.days')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ person, entries }) => (
            <tr key={person.id}>
              <th scope="row">
                <div className="activity-person">
                  {person.firstName} {person.lastName}
                </div>
                <div className="activity-trade">{person.trade}</div>
              </th>
              {days.map((d) => (
                <td key={d} className={shade(d)}>
                  {entries
                    .filter((e) => e.day === d)
                    .map((e) => (
                      <Tooltip key={e.site.id} title={e.site.name}>
                        <span aria-label={`${e.site.name} : ${t(`activity.value.${e.value}`)}`}>
                          <CellMark value={e.value as never} />
                        </span>
                      </Tooltip>
                    ))}
                </td>
              ))}
              <td className="activity-num">{daysText(entries, intl.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
