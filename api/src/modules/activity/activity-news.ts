import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import { User } from '../accounts';
import { Personnel } from '../personnel';
import { SiteNewsEntry } from '../sites';
import type { ActivityEntry } from './activity-entry.entity';

/** Clicks on the week's grid by one person within this time are one line of the feed, not one per click. */
const SAME_SITTING_MS = 15 * 60_000;

const nameList = (names: string[]) => (names.length > 3 ? `${names.slice(0, 3).join(', ')} +${names.length - 3}` : names.join(', '));

/**
 * The site's activity-report days as a line of its feed: the days spanned (before → after), the days worked they now
 * count on this site (quantity) and who (label, three names at most). Saves by the same person within a sitting widen
 * one line — each click of the grid is a save —; a clear is its own line (quantity: the cells emptied).
 */
export async function recordDays(tx: EntityManager, auth: AuthInfo, what: 'saved' | 'cleared', entries: ActivityEntry[]): Promise<void> {
  if (!entries.length) return;
  const user = await tx.findOneOrFail(User, { id: auth.userId }, { fields: ['id', 'firstName', 'lastName'] });
  const bySite = new Map<string, ActivityEntry[]>();
  for (const e of entries) bySite.set(e.site.id, [...(bySite.get(e.site.id) ?? []), e]);
  for (const [siteId, mine] of bySite) {
    const days = mine.map((e) => e.day).sort();
    const line =
      what === 'saved'
        ? await tx.findOne(
            SiteNewsEntry,
            { site: siteId, entityKind: 'ActivityDays', field: 'saved', author: user.id, createdAt: { $gt: new Date(Date.now() - SAME_SITTING_MS) } },
            { orderBy: { createdAt: 'desc' } },
          )
        : null;
    const from = line?.before && line.before < days[0] ? line.before : days[0];
    const to = line?.after && line.after > days[days.length - 1] ? line.after : days[days.length - 1];
    const figures =
      what === 'saved'
        ? await daysOnSite(tx, siteId, from, to)
        : { days: String(mine.length), people: [...new Set(mine.map((e) => e.personnel.id))] };
    const people = await tx.find(
      Personnel,
      { id: { $in: figures.people } },
      { fields: ['id', 'firstName', 'lastName'], orderBy: { lastName: 'asc', firstName: 'asc' } },
    );
    const values = {
      entityId: from,
      entityLabel: nameList(people.map((p) => `${p.firstName} ${p.lastName}`.trim())),
      before: from,
      after: to,
      quantity: figures.days,
      createdAt: new Date(),
    };
    if (line) Object.assign(line, values);
    else
      tx.persist(
        tx.create(SiteNewsEntry, {
          company: auth.companyId,
          site: siteId,
          type: 'EVENT',
          entityKind: 'ActivityDays',
          field: what,
          valueKind: 'date',
          author: user.id,
          authorName: `${user.firstName} ${user.lastName}`,
          ...values,
        }),
      );
  }
  await tx.flush();
}

/** The days worked recorded on a site between two days, and by whom. */
async function daysOnSite(tx: EntityManager, siteId: string, from: string, to: string): Promise<{ days: string; people: string[] }> {
  const [row] = await tx.getConnection().execute<{ days: string; people: string[] | null }[]>(
    `select coalesce(sum(value), 0)::text as days, array_agg(distinct personnel_id) filter (where value > 0) as people
         from activity_entry where site_id = ? and day >= ? and day <= ?`,
    [siteId, from, to],
    'all',
    tx.getTransactionContext(),
  );
  return { days: row.days, people: row.people ?? [] };
}
