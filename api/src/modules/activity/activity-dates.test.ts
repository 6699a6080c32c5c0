import { daysOfMonth, frenchMonth, mondayOf, weekOf } from './activity-dates';

describe('activity dates', () => {
  it('runs weeks from Monday to Sunday, across months and years', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('lists a month’s days, February of a leap year included, and names months in French', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(frenchMonth('2026-08')).toBe('août 2026');
  });
});
