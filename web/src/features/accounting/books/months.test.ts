import { lastDay, nextToClose, shiftMonth } from './months';

describe('the books’ months', () => {
  it('shifts across years and knows the last day of a month', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(lastDay('2028-02')).toBe('2028-02-29');
  });

  it('closes next the month after the last closed, or the last ended one, never the current month', () => {
    expect(nextToClose(null, '2026-12')).toBe('2026-11');
    expect(nextToClose('2026-09', '2026-12')).toBe('2026-10');
    expect(nextToClose('2026-11', '2026-12')).toBeNull();
  });
});
