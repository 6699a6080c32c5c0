import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { todayInMorocco } from '../../core/time/morocco';
import { Site } from '../sites/site.entity';
import { PlanningTask } from './planning-task.entity';
import { TASK_VIEW_POPULATE } from './planning.service';

const DAY_MS = 86_400_000;
const NEXT = 5;

export interface PlanningSummary {
  /** The tasks' progress weighted by their length in days; null without tasks. */
  progress: number | null;
  taskCount: number;
  next: PlanningTask[];
}

const lengthOf = (t: { startDate: string; endDate: string }) => (Date.parse(t.endDate) - Date.parse(t.startDate)) / DAY_MS + 1;

/**
 * A site's planning at a glance, for its detail screen: the tasks still to finish (from today, by start), and the
 * overall progress, where a three-week task counts three times a one-week one.
 */
export async function planningSummary(em: EntityManager, siteId: string): Promise<PlanningSummary> {
  const site = await em.findOne(Site, { id: siteId });
  if (!site) throw AppError.notFound('site.notFound');
  // A site holds at most a few hundred tasks, summed here rather than in SQL so the tenant filters apply.
  const all = await em.find(PlanningTask, { site }, { limit: 5000 });
  let days = 0;
  let done = 0;
  for (const t of all) {
    const length = lengthOf(t);
    days += length;
    done += length * t.progress;
  }
  const next = await em.find(
    PlanningTask,
    { site, endDate: { $gte: todayInMorocco() }, progress: { $lt: 100 } },
    { populate: TASK_VIEW_POPULATE, strategy: 'select-in', orderBy: { startDate: 'asc', title: 'asc', id: 'asc' }, limit: NEXT },
  );
  return { progress: days ? Math.round(done / days) : null, taskCount: all.length, next };
}
