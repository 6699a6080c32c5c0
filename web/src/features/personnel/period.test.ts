import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/fr';
import { shiftPeriod, showDay, weekOf } from './period';

describe('weekOf', () => {
  afterEach(() => dayjs.locale('en'));

  it.each([
    ['2026-11-23', 'a Monday'],
    ['2026-11-26', 'a Thursday'],
    ['2026-11-29', 'a Sunday'],
  ])('gives Monday 23 to Sunday 29 November 2026 from %s (%s)', (day) => {
    expect(weekOf(dayjs(day))).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });

  it('starts on Monday under an English locale too (where weeks start on Sunday)', () => {
    dayjs.locale('en');
    expect(weekOf(dayjs('2026-11-29T23:30:00'))).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    dayjs.locale('fr');
    expect(weekOf(dayjs('2026-11-29T00:10:00'))).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });

  it('crosses months and years', () => {
    expect(weekOf(dayjs('2027-01-01'))).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
  });

  it('defaults to the week of today', () => {
    const { startDate, endDate } = weekOf();
    const today = dayjs().format('YYYY-MM-DD');
    expect(startDate <= today && today <= endDate).toBe(true);
    expect(dayjs(startDate).day()).toBe(1);
    expect(dayjs(endDate).diff(dayjs(startDate), 'day')).toBe(6);
  });
});

describe('shiftPeriod', () => {
  it('moves a week by a week and a longer period by its own length', () => {
    expect(shiftPeriod({ startDate: '2026-11-23', endDate: '2026-11-29' }, 1)).toEqual({ startDate: '2026-11-30', endDate: '2026-12-06' });
    expect(shiftPeriod({ startDate: '2026-11-23', endDate: '2026-11-29' }, -1)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(shiftPeriod({ startDate: '2026-03-01', endDate: '2026-03-10' }, 1)).toEqual({ startDate: '2026-03-11', endDate: '2026-03-20' });
  });
});

describe('showDay', () => {
  it('shows a wire day as DD/MM/YYYY', () => {
    expect(showDay('2026-11-23')).toBe('23/11/2026');
    expect(showDay(null)).toBe('—');
  });
});
