import dayjs, { type Dayjs } from 'dayjs';

export type PeriodKind = 'MONTH' | 'QUARTER';

/** A return's period as the api reads it: '2026-03' or '2026-T1'. */
export function periodKey(kind: PeriodKind, day: Dayjs): string {
  return kind === 'MONTH' ? day.format('YYYY-MM') : `${day.year()}-T${Math.floor(day.month() / 3) + 1}`;
}

/** The period of the URL, else the month before `today` (a return is filed for the month just ended). */
export function periodFromSearch(value: string | null, today: Dayjs = dayjs()): { kind: PeriodKind; key: string; day: Dayjs } {
  const month = value && /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (month) return { kind: 'MONTH', key: value, day: dayjs(`${value}-01`) };
  const quarter = value && /^(\d{4})-T([1-4])$/.exec(value);
  if (quarter) {
    const day = dayjs(`${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, '0')}-01`);
    return { kind: 'QUARTER', key: value, day };
  }
  const last = today.startOf('month').subtract(1, 'month');
  return { kind: 'MONTH', key: periodKey('MONTH', last), day: last };
}
