import { Empty, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { ActivityMonthQuery } from '../../gql/graphql';
import { formatUnits, parseFixed, sumMoney, unitsAt } from '@chantiers/schema';
import { formatMoney } from '../../shared/format';
import { usePhone } from '../../shared/records/usePhone';
import { isSunday } from './activity-grid';
import { CellMark } from './CellMark';
import { decimalMark } from '../../shared/format/numbers';

type Month = ActivityMonthQuery['activityMonth'];

/** The totals of the rows shown (a trade chosen): days by halves and money by centimes, exactly. */
function totalsOf(rows: Month['rows']): Month['totals'] {
  const halves = rows.reduce((s, r) => s + unitsAt(parseFixed(r.days), 1), 0n);
  return {
    days: formatUnits(halves, 1).replace(/\.0$/, ''),
    net: sumMoney(rows.map((r) => r.net)),
    bonus: sumMoney(rows.map((r) => r.bonus)),
    gross: sumMoney(rows.map((r) => r.gross)),
  };
}

const daysIn = (month: string) => {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
};

/**
 * A month of imputations: a row per person, a column per day (the site in a tooltip when several sites show), and
 * the totals payroll reads: days, net (days × tarif journalier), prime (days × prime panier), brut. A phone shows the
 * totals only; a desk narrower than the whole month keeps days and brut beside the days (net and prime in the export).
 */
export function MonthTable({ month, showSites, trade = null }: { month: Month; showSites: boolean; trade?: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const phone = usePhone();
  const days = daysIn(month.month);
  const holiday = new Map(month.holidays.map((h) => [h.day, h.name]));
  const shade = (d: string) => (holiday.has(d) ? 'is-holiday' : isSunday(d) ? 'is-sunday' : undefined);
  const num = (v: string) => v.replace('.', decimalMark(intl.locale));
  const rows = trade ? month.rows.filter((r) => r.personnel.trade === trade) : month.rows;
  const totals = trade ? totalsOf(rows) : month.totals;
  if (!rows.length) return <Empty description={t('activity.month.empty')} />;
  return (
    <div className="activity-grid-wrap">
      <table className="activity-grid activity-month" aria-label={month.label}>
        <thead>
          <tr>
            <th scope="col">{t('activity.grid.person')}</th>
            {phone
              ? null
              : days.map((d) => (
                  <th scope="col" key={d} className={shade(d)} title={holiday.get(d)}>
                    {Number(d.slice(8))}
                  </th>
                ))}
            <th scope="col">{t('activity.grid.days')}</th>
            <th scope="col" className="is-detail">
              {t('activity.grid.net')}
            </th>
            <th scope="col" className="is-detail">
              {t('activity.grid.bonus')}
            </th>
            <th scope="col">{t('activity.grid.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const byDay = new Map<string, typeof r.entries>();
            for (const e of r.entries) byDay.set(e.day, [...(byDay.get(e.day) ?? []), e]);
            return (
              <tr key={r.personnel.id}>
                <th scope="row">
                  <div className="activity-person">
                    {r.personnel.firstName} {r.personnel.lastName}
                  </div>
                  <div className="activity-trade">{r.personnel.trade}</div>
                </th>
                {phone
                  ? null
                  : days.map((d) => {
                      const cells = byDay.get(d) ?? [];
                      return (
                        <td key={d} className={shade(d)}>
                          {cells.map((c) =>
                            showSites ? (
                              <Tooltip key={c.site.id} title={c.site.name}>
                                <span>
                                  <CellMark value={c.value as never} />
                                </span>
                              </Tooltip>
                            ) : (
                              <CellMark key={c.site.id} value={c.value as never} />
                            ),
                          )}
                        </td>
                      );
                    })}
                <td className="activity-num">{num(r.days)}</td>
                <td className="activity-num is-detail">{formatMoney(r.net)}</td>
                <td className="activity-num is-detail">{formatMoney(r.bonus)}</td>
                <td className="activity-num">
                  <strong>{formatMoney(r.gross)}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('activity.month.total')}</th>
            {phone ? null : <td colSpan={days.length} />}
            <td className="activity-num">{num(totals.days)}</td>
            <td className="activity-num is-detail">{formatMoney(totals.net)}</td>
            <td className="activity-num is-detail">{formatMoney(totals.bonus)}</td>
            <td className="activity-num">
              <strong>{formatMoney(totals.gross)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
