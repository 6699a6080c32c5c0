import { defaultMonth, isMonth, shiftMonth } from './month';

describe('declaration months', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });
  it('declares the month just over by default', () => {
    expect(defaultMonth('2026-06')).toBe('2026-05');
  });
  it('accepts YYYY-MM only', () => {
    expect(['2026-05', '2026-13', '2026-5', null, ''].map(isMonth)).toEqual([true, false, false, false, false]);
  });
});
