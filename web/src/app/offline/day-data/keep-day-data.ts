import type { ApolloClient } from '@apollo/client';
import dayjs from 'dayjs';
import { readPermissions } from '../../../shared/session/permissions';
import { readUser } from '../../../shared/session/storage';
import { canAccess, type AppRoute, type QueryAsker } from '../../routing/app-route';
import { ROUTES } from '../../routing/routes';
import { OPENING_FILTER, sitesListVariables } from '../../../features/sites/pages/dashboard-first-queries';
import { SitesDocument } from '../../../features/sites/sites.generated';
import { freshnessOf } from '../../apollo/freshness';
import { isOffline } from '../connectivity';
import { OfflineChangesDocument } from './changes.generated';
import { type DayDataState, readDayData, writeDayData } from './day-data-state';
import { sitesOpenedLately } from './opened-sites';

const SITE_ROUTE = '/detail-chantier/:idChantier';
/** The company's screens a site's work needs: the stock, the suppliers and the people (their routes' first queries). */
const SHARED_PATHS = ['/stocks/', '/fournisseurs/', '/personnels/'];
const FEED_PAGE = 1000;
const silent = { silent: true };

/** The network went away under a load: what was loaded stays, the cursor does not move, the next return goes on. */
class Interrupted extends Error {}

type Client = Pick<ApolloClient, 'query'>;

const THUMBNAIL_KEY = /thumb/i;
const SIGNED_FILE = /^\/api\/v1\/files\/[^?]+\?.*\bsig=/;
const THUMBNAILS_AT_ONCE = 4;

/** The signed addresses of the thumbnails in answers (a follow-up's photos, a site's picture), once each. */
export function thumbnailsIn(value: unknown, found = new Set<string>(), key = ''): Set<string> {
  if (typeof value === 'string') {
    if (THUMBNAIL_KEY.test(key) && SIGNED_FILE.test(value)) found.add(value);
  } else if (Array.isArray(value)) for (const item of value) thumbnailsIn(item, found, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) thumbnailsIn(v, found, k);
  return found;
}

/** Fetches the thumbnails (the service worker keeps them: web/vite.config.ts), a few at a time; failures are skipped. */
async function keepThumbnails(urls: Set<string>): Promise<void> {
  const queue = [...urls];
  const next = async (): Promise<void> => {
    const url = queue.shift();
    if (!url || isOffline()) return;
    await fetch(url).catch(() => undefined);
    return next();
  };
  await Promise.all(Array.from({ length: THUMBNAILS_AT_ONCE }, next));
}

/**
 * Runs routes' first queries (their `prefetch`) as fresh asks, and waits for them all; the thumbnails they name too.
 * A query its screen had answered less than 5 minutes ago (SPEC §7's cache) is read from the cache: the site just
 * opened is not asked twice.
 */
async function loadScreens(client: Client, routes: AppRoute[], params: Record<string, string>): Promise<number> {
  const asked: Promise<unknown>[] = [];
  const freshness = freshnessOf(client);
  const asker: QueryAsker = {
    query: (options) => {
      const main = options.query.definitions.find((d) => d.kind === 'OperationDefinition');
      const fresh = main?.kind === 'OperationDefinition' && freshness?.isFresh(main.name?.value ?? '', options.variables);
      const policy = fresh ? 'cache-first' : 'network-only';
      const answer = client.query({ ...options, fetchPolicy: policy } as Parameters<Client['query']>[0]);
      asked.push(answer);
      return answer;
    },
  };
  const search = new URLSearchParams();
  for (const route of routes) {
    const { default: run } = await route.prefetch!();
    run(asker, { params, search });
  }
  const answers = await Promise.allSettled(asked);
  if (isOffline()) throw new Interrupted();
  await keepThumbnails(thumbnailsIn(answers.map((a) => (a.status === 'fulfilled' ? a.value : null))));
  return asked.length;
}

/** What changed since the cursor: the sites whose screens to load again, whether shared records did, or all (reset). */
async function readFeed(client: Client, since: string | null) {
  const sites = new Set<string>();
  let shared = false;
  let reset = false;
  let cursor = since;
  for (;;) {
    const { data } = await client.query({
      query: OfflineChangesDocument,
      variables: { since: cursor, first: FEED_PAGE },
      fetchPolicy: 'no-cache',
      context: silent,
    });
    const page = data!.changes;
    reset ||= page.reset;
    for (const change of page.items) {
      if (change.siteId) sites.add(change.siteId);
      else shared = true;
    }
    cursor = page.cursor;
    if (!page.more) return { sites, shared, reset, cursor };
  }
}

/**
 * Keeps on the phone the day's data of the sites the user works on (issue 36): for a USER, theirs; for a MANAGER, the
 * ones opened here in the last 14 days; with the screens field work needs (each site route's first queries: detail
 * and figures, planning and assignments of the week, finances, documents, follow-ups, CRA, news) and the company's
 * stock, suppliers and people. The change feed says what changed since the last load: only those sites are asked again
 * (all of them on a new day, or when the feed asks for a reset). Answers go to the Apollo cache, which the phone
 * keeps (persisted-cache.ts). Returns what was loaded, or null when it could not run.
 */
export async function keepDayData(client: Client, now = dayjs()): Promise<{ sites: number; queries: number } | null> {
  const permissions = readPermissions();
  const userId = readUser().id;
  if (!permissions || !userId || isOffline()) return null;
  const can = (action: Parameters<typeof permissions.actions.has>[0]) => permissions.actions.has(action);
  const state: DayDataState = readDayData(userId);
  const today = now.format('YYYY-MM-DD');
  try {
    const feed = await readFeed(client, state.cursor);
    const list = await client.query({
      query: SitesDocument,
      variables: sitesListVariables(OPENING_FILTER),
      fetchPolicy: 'network-only',
      context: silent,
    });
    if (isOffline() || !list.data) throw new Interrupted();
    const theirs = permissions.limitedBy.has('ownSites') ? list.data.sites.items.map((s) => s.id) : sitesOpenedLately(userId, now.valueOf());
    const siteRoutes = ROUTES.filter((r) => r.prefetch && r.path.startsWith(SITE_ROUTE) && canAccess(r.access, can));
    const sharedRoutes = ROUTES.filter((r) => r.prefetch && SHARED_PATHS.includes(r.path) && canAccess(r.access, can));
    let queries = 0;
    const due = theirs.filter((id) => feed.reset || feed.sites.has(id) || state.sites[id] !== today);
    const sites: Record<string, string> = {};
    for (const id of theirs) if (!due.includes(id)) sites[id] = today;
    for (const id of due) {
      queries += await loadScreens(client, siteRoutes, { idChantier: id, dateImputation: today });
      sites[id] = today;
      writeDayData(userId, { ...state, sites: { ...state.sites, ...sites } });
    }
    if (feed.reset || feed.shared || state.company !== today) queries += await loadScreens(client, sharedRoutes, {});
    // On the phone once written to its storage, not before: only then does it say when it last kept the day's data.
    await (await import('../persisted-cache')).saveKeptNow();
    writeDayData(userId, { cursor: feed.cursor, sites, company: today, at: Date.now() });
    return { sites: due.length, queries };
  } catch (err) {
    if (err instanceof Interrupted || isOffline()) return null;
    throw err;
  }
}
