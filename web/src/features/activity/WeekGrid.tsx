import { Button, Tooltip } from 'antd';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SiteActivityWeekQuery } from '../../gql/graphql';
import { sumMoney } from '@chantiers/schema';
import { formatMoney } from '../../shared/format';
import { type CellValue, cellsToFill, daysOf, isSunday, keyValue, nextValue, workingDays } from './activity-grid';
import { CellMark } from './CellMark';
import { decimalMark } from '../../shared/format/numbers';

type Week = SiteActivityWeekQuery['siteActivityWeek'];
interface Props {
  week: Week;
  readOnly: boolean;
  valueOf(personnelId: string, day: string, server: CellValue): CellValue;
  set(cells: { personnelId: string; day: string }[], value: CellValue): void;
}

/** Moves the focus to a neighbour cell of the grid (arrow keys), the way a spreadsheet does. */
function move(e: KeyboardEvent<HTMLButtonElement>, row: number, col: number): boolean {
  const delta: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  const d = delta[e.key];
  if (!d) return false;
  e.preventDefault();
  const grid = e.currentTarget.closest('table');
  grid?.querySelector<HTMLButtonElement>(`button[data-cell="${row + d[0]}:${col + d[1]}"]`)?.focus();
  return true;
}

/**
 * A site's week on a desk: a row per person, a column per day (Sunday shaded); a click moves a cell on (J → ½ → A →
 * empty), a key sets it (1, d, 0, Suppr), arrows move; a row's working days or a day's column fill in one action.
 */
export function WeekGrid({ week, readOnly, valueOf, set }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dayName = (day: string) => intl.formatDate(`${day}T12:00:00Z`, { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const longDay = (day: string) => intl.formatDate(`${day}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const holiday = new Map(week.holidays.map((h) => [h.day, h.name]));
  const shade = (day: string) => (holiday.has(day) ? 'is-holiday' : isSunday(day) ? 'is-sunday' : undefined);
  const rows = week.rows.map((r) => ({ ...r, shown: week.days.map((d, i) => valueOf(r.personnel.id, d, (r.values[i] ?? null) as CellValue)) }));

  return (
    <div className="activity-grid-wrap">
      <table className="activity-grid" aria-label={t('activity.grid.label')}>
        <thead>
          <tr>
            <th scope="col">{t('activity.grid.person')}</th>
            {week.days.map((day, col) => (
              <th scope="col" key={day} className={shade(day)}>
                <div>{dayName(day)}</div>
                {holiday.has(day) ? <div className="activity-holiday">{holiday.get(day)}</div> : null}
                {readOnly || !rows.length ? null : (
                  <Tooltip title={t('activity.fill.day', { day: longDay(day) })}>
                    <Button
                      size="small"
                      type="text"
                      aria-label={t('activity.fill.day', { day: longDay(day) })}
                      onClick={() =>
                        set(
                          rows.filter((r) => r.shown[col] !== '1').map((r) => ({ personnelId: r.personnel.id, day })),
                          '1',
                        )
                      }
                    >
                      {t('activity.fill.all')}
                    </Button>
                  </Tooltip>
                )}
              </th>
            ))}
            <th scope="col">{t('activity.grid.days')}</th>
            <th scope="col">{t('activity.grid.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, row) => {
            const name = `${r.personnel.firstName} ${r.personnel.lastName}`;
            return (
              <tr key={r.personnel.id}>
                <th scope="row">
                  <div className="activity-person">{name}</div>
                  <div className="activity-trade">{r.personnel.trade}</div>
                  {readOnly ? null : (
                    <Button
                      size="small"
                      type="link"
                      className="activity-fill-week"
                      aria-label={t('activity.fill.week.of', { name })}
                      onClick={() =>
                        set(
                          cellsToFill(r.shown, workingDays(week.days), '1').map((day) => ({ personnelId: r.personnel.id, day })),
                          '1',
                        )
                      }
                    >
                      {t('activity.fill.week')}
                    </Button>
                  )}
                </th>
                {week.days.map((day, col) => (
                  <td key={day} className={shade(day)}>
                    <button
                      type="button"
                      className="activity-cell"
                      data-cell={`${row}:${col}`}
                      disabled={readOnly}
                      aria-label={`${name}, ${longDay(day)} : ${t(`activity.value.${r.shown[col] ?? 'none'}`)}`}
                      onClick={() => set([{ personnelId: r.personnel.id, day }], nextValue(r.shown[col]))}
                      onKeyDown={(e) => {
                        if (move(e, row, col)) return;
                        const v = keyValue(e.key);
                        if (v === undefined) return;
                        e.preventDefault();
                        if (v !== r.shown[col]) set([{ personnelId: r.personnel.id, day }], v);
                      }}
                    >
                      <CellMark value={r.shown[col]} />
                    </button>
                  </td>
                ))}
                <td className="activity-num">{String(daysOf(r.shown)).replace('.', decimalMark(intl.locale))}</td>
                <td className="activity-num">{formatMoney(sumMoney([r.net, r.bonus]))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
