import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { todayInMorocco } from '../../core/time/morocco';
import { Site } from '../sites';
import { boundCompany, readTaskViews } from './planning-views.query';
import type { TaskView } from './planning.types';

const NEXT = 5;
/** The tasks a summary weighs at most (a site holds a few hundred). */
const WEIGHED = 5000;

export interface PlanningSummary {
  /** The tasks' progress weighted by their length in days; null without tasks. */
  progress: number | null;
  taskCount: number;
  next: TaskView[];
}

/**
 * A site's planning at a glance, for its detail screen: the tasks still to finish (from today, by start), and the
 * overall progress, where a three-week task counts three times a one-week one. The site is read with the ORM (its
 * tenant and access filters: NOT_FOUND otherwise); its tasks are summed and listed without entities, in SQL scoped to
 * the company by hand (planning-views.query.ts), as the planning's own read.
 */
export async function planningSummary(em: EntityManager, siteId: string): Promise<PlanningSummary> {
  const site = await em.findOne(Site, { id: siteId });
  if (!site) throw AppError.notFound('site.notFound');
  // float8: exact for these integer sums, and read as numbers (bigint would be a string).
  const [totals]: { tasks: number; days: number; done: number }[] = await em
    .getConnection()
    .execute(
      'select count(*)::int as tasks, coalesce(sum(l.days), 0)::float8 as days, coalesce(sum(l.days * l.progress), 0)::float8 as done ' +
        'from (select t.end_date - t.start_date + 1 as days, t.progress from planning_task t where t.company_id = ? and t.site_id = ? limit ?) l',
      [boundCompany(em), site.id, WEIGHED],
      'all',
      em.getTransactionContext(),
    );
  const next = await readTaskViews(em, {
    where: ['t.site_id = ?', 't.end_date >= ?', 't.progress < 100'],
    bindings: [site.id, todayInMorocco()],
    limit: NEXT,
  });
  return { progress: totals.days ? Math.round(totals.done / totals.days) : null, taskCount: totals.tasks, next };
}
