import dayjs from 'dayjs';
import { periodFromSearch, periodKey } from './period';

describe('the TVA page period', () => {
  it('names a month and a quarter as the api reads them', () => {
    expect(periodKey('MONTH', dayjs('2026-03-15'))).toBe('2026-03');
    expect(periodKey('QUARTER', dayjs('2026-11-02'))).toBe('2026-T4');
  });
  it('reads the URL, else takes the month just ended', () => {
    expect(periodFromSearch('2026-T2').day.format('YYYY-MM-DD')).toBe('2026-04-01');
    expect(periodFromSearch('2026-02')).toMatchObject({ kind: 'MONTH', key: '2026-02' });
    expect(periodFromSearch('n’importe', dayjs('2026-01-10'))).toMatchObject({ kind: 'MONTH', key: '2025-12' });
  });
});
