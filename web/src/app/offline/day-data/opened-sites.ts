/** A MANAGER's phone keeps the sites they opened lately (issue 36), not the company's hundreds. */
export const RECENT_DAYS = 14;
const DAY_MS = 86_400_000;
const MAX_KEPT = 50;
const SITE_PATH = /^\/detail-chantier\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

const keyOf = (userId: string) => `sites_opened_${userId}`;

function read(userId: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The site a path opens, if any (any of its screens). */
export const siteOfPath = (pathname: string): string | null => SITE_PATH.exec(pathname)?.[1].toLowerCase() ?? null;

/** Notes that `userId` opened a site now; forgets what is older than RECENT_DAYS (and past the MAX_KEPT newest). */
export function noteSiteOpened(userId: string, siteId: string, now = Date.now()): void {
  const kept = Object.entries({ ...read(userId), [siteId]: now })
    .filter(([, at]) => typeof at === 'number' && now - at <= RECENT_DAYS * DAY_MS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_KEPT);
  localStorage.setItem(keyOf(userId), JSON.stringify(Object.fromEntries(kept)));
}

/** The sites `userId` opened on this phone in the last RECENT_DAYS, the latest first. */
export function sitesOpenedLately(userId: string, now = Date.now()): string[] {
  return Object.entries(read(userId))
    .filter(([, at]) => typeof at === 'number' && now - at <= RECENT_DAYS * DAY_MS)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
}
