/**
 * What this phone keeps of the day's data for a user (keep-day-data.ts): where the change feed was read up to, the day
 * each site's and the company's screens were last loaded, and when. In local storage: a few hundred bytes.
 */
export interface DayDataState {
  cursor: string | null;
  /** siteId → the day ('YYYY-MM-DD') its screens were last loaded: a new day loads the new week's. */
  sites: Record<string, string>;
  /** The day the company's shared screens (stock, suppliers, people) were last loaded. */
  company: string | null;
  /** When the phone last finished loading. */
  at: number | null;
}

const EMPTY: DayDataState = { cursor: null, sites: {}, company: null, at: null };
const keyOf = (userId: string) => `day_data_${userId}`;

export function readDayData(userId: string): DayDataState {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<DayDataState> | null;
    return parsed && typeof parsed === 'object' ? { ...EMPTY, ...parsed, sites: { ...(parsed.sites ?? {}) } } : { ...EMPTY, sites: {} };
  } catch {
    return { ...EMPTY, sites: {} };
  }
}

export function writeDayData(userId: string, state: DayDataState): void {
  localStorage.setItem(keyOf(userId), JSON.stringify(state));
}

/** When this phone last loaded the day's data for `userId` (the header's 'last sync'), or null. */
export const lastDayDataAt = (userId: string): number | null => readDayData(userId).at;

/** The phone's day, 'YYYY-MM-DD' (as dayjs formats it: this file stays out of the private area's, which holds dayjs). */
export function localDay(at = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
