import dayjs from 'dayjs';
import { lastYear, monthDate, periodFromSearch, thisMonth, thisQuarter, thisYear } from './period';

describe('the periods of Finance globale', () => {
  const today = dayjs('2026-08-14T10:00:00');

  it('offers this month, this quarter, this year and last year', () => {
    expect(thisMonth(today)).toEqual({ from: '2026-08-01', to: '2026-08-31' });
    expect(thisQuarter(today)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(thisQuarter(dayjs('2026-02-28'))).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(thisQuarter(dayjs('2026-12-31'))).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(thisYear(today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(lastYear(today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('reads the period of the address, or falls back to the current year', () => {
    expect(periodFromSearch(new URLSearchParams('du=2026-03-01&au=2026-05-31'), today)).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(periodFromSearch(new URLSearchParams('du=2026-05-31&au=2026-03-01'), today)).toEqual(thisYear(today));
    expect(periodFromSearch(new URLSearchParams('du=2010-01-01&au=2026-03-01'), today)).toEqual(thisYear(today));
    expect(periodFromSearch(new URLSearchParams('du=nope'), today)).toEqual(thisYear(today));
  });

  it('places a month on its first day whatever the time zone', () => {
    const d = monthDate('2026-01');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 0, 1]);
  });
});
