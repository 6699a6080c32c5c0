/**
 * Whether a task is behind: its end has passed and it is not done ('late'), or its start has passed and nothing is done
 * yet ('notStarted'). Days are compared as 'YYYY-MM-DD' in the company's calendar.
 */
export type Lateness = 'late' | 'notStarted' | null;

export function latenessOf(task: { startDate: unknown; endDate: unknown; progress: number }, today: string): Lateness {
  if (task.progress >= 100) return null;
  if (String(task.endDate) < today) return 'late';
  if (String(task.startDate) < today && task.progress === 0) return 'notStarted';
  return null;
}
