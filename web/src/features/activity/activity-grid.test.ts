import { cellsToFill, daysOf, isSunday, keyValue, nextValue, shiftDay, workingDays } from './activity-grid';

describe('the activity grid', () => {
  it('cycles a clicked cell through day, half day, absent and nothing', () => {
    expect([null, '1', '0.5', '0'].map((v) => nextValue(v as never))).toEqual(['1', '0.5', '0', null]);
  });

  it('reads the keys a site manager types', () => {
    expect(['1', 'd', '5', '0', 'a', 'Delete', 'Backspace', 'x'].map(keyValue)).toEqual(['1', '0.5', '0.5', '0', '0', null, null, undefined]);
  });

  it('fills the working days, sending only the cells that change, and counts days', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(workingDays(days)).toHaveLength(5);
    expect(cellsToFill(['1', null, '0.5', '1', null], workingDays(days), '1')).toEqual(['2026-11-24', '2026-11-25', '2026-11-27']);
    expect(daysOf(['1', '0.5', '0', null, '1'])).toBe(2.5);
  });

  it('moves week by week and knows Sundays', () => {
    expect(shiftDay('2026-11-26', 7)).toBe('2026-12-03');
    expect(shiftDay('2026-01-02', -7)).toBe('2025-12-26');
    expect(isSunday('2026-11-29')).toBe(true);
    expect(isSunday('2026-11-28')).toBe(false);
  });
});
