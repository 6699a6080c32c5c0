import { latenessOf } from './task-lateness';

const task = (startDate: string, endDate: string, progress: number) => ({ startDate, endDate, progress });

describe('a task behind its planning', () => {
  it('is late once its end has passed unfinished, and not started once its start has passed at 0 %', () => {
    const today = '2026-11-29';
    expect(latenessOf(task('2026-11-02', '2026-11-28', 60), today)).toBe('late');
    expect(latenessOf(task('2026-11-02', '2026-11-28', 0), today)).toBe('late');
    expect(latenessOf(task('2026-11-28', '2026-12-05', 0), today)).toBe('notStarted');
    expect(latenessOf(task('2026-11-29', '2026-12-05', 0), today)).toBeNull();
    expect(latenessOf(task('2026-11-28', '2026-12-05', 5), today)).toBeNull();
    expect(latenessOf(task('2026-11-02', '2026-11-29', 40), today)).toBeNull();
    expect(latenessOf(task('2026-11-02', '2026-11-28', 100), today)).toBeNull();
  });
});
