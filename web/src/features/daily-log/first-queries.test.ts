import type { QueryAsker } from '../../app/routing/app-route';
import { daysToShow, monthVariables, shownMonth } from './calendar';
import { DailyLogDayDocument, DailyLogSiteDocument, SiteDailyLogsDocument } from './daily-log.generated';
import prefetchDailyLogs, { prefetchDailyLogDay } from './first-queries';

const SITE = '3f1c2a9e-5b7d-4e21-9c3a-1d2e3f4a5b6c';

type Asked = Parameters<QueryAsker['query']>[0];
function recorder(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const asked: Asked[] = [];
  return { asked, client: { query: (o: Asked) => (asked.push(o), answer()) } };
}
const nameOf = (o: Asked) => (o.query.definitions[0] as { name?: { value: string } }).name?.value;
const at = (params: Record<string, string>, search = '') => ({ params, search: new URLSearchParams(search) });

describe('the daily log’s first queries', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 23, 10), doNotFake: ['setTimeout', 'nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('asks the site and the current month, with the page’s own variables, silently', () => {
    const { asked, client } = recorder();
    prefetchDailyLogs(client, at({ idChantier: SITE }));
    expect(asked.map((o) => o.query)).toEqual([DailyLogSiteDocument, SiteDailyLogsDocument]);
    expect(asked.map(nameOf)).toEqual(['DailyLogSite', 'SiteDailyLogs']);
    expect(asked[0].variables).toEqual({ id: SITE });
    expect(asked[1].variables).toStrictEqual({ siteId: SITE, from: '2026-11-01', to: '2026-11-30' });
    expect(asked.every((o) => o.context?.silent === true)).toBe(true);
  });

  it('asks the month of ?mois=, but never one to come', () => {
    const { asked, client } = recorder();
    prefetchDailyLogs(client, at({ idChantier: SITE }, 'mois=2026-02'));
    expect(asked[1].variables).toStrictEqual(monthVariables(SITE, '2026-02'));
    expect(asked[1].variables).toStrictEqual({ siteId: SITE, from: '2026-02-01', to: '2026-02-28' });
    expect(shownMonth(new URLSearchParams('mois=2026-12'), '2026-11-23')).toBe('2026-11');
    expect(shownMonth(new URLSearchParams('mois=2026-13'), '2026-11-23')).toBe('2026-11');
  });

  it('lists the month’s days up to today, the newest first', () => {
    const days = daysToShow('2026-11', '2026-11-23');
    expect(days).toHaveLength(23);
    expect([days[0], days[22]]).toEqual(['2026-11-23', '2026-11-01']);
    expect(daysToShow('2026-10', '2026-11-23')).toHaveLength(31);
  });

  it('asks the day’s log as the day’s page asks it, today’s when no day is named (the offline mode)', () => {
    const { asked, client } = recorder();
    prefetchDailyLogDay(client, at({ idChantier: SITE, jour: '2026-11-20' }));
    prefetchDailyLogDay(client, at({ idChantier: SITE, dateImputation: '2026-11-23' }));
    expect(asked.map(nameOf)).toEqual(['DailyLogDay', 'DailyLogDay']);
    expect(asked[0].query).toBe(DailyLogDayDocument);
    expect(asked.map((o) => o.variables)).toStrictEqual([
      { siteId: SITE, day: '2026-11-20' },
      { siteId: SITE, day: '2026-11-23' },
    ]);
    expect(asked.every((o) => o.context?.silent === true)).toBe(true);
  });

  it('asks nothing for an id that is no site’s, a day that is none or one to come', () => {
    for (const params of [{ idChantier: '42' }, { idChantier: '' }, {}] as Record<string, string>[]) {
      const { asked, client } = recorder();
      prefetchDailyLogs(client, at(params));
      prefetchDailyLogDay(client, at({ ...params, jour: '2026-11-20' }));
      expect(asked).toEqual([]);
    }
    for (const jour of ['2026-11-24', '2026-02-30', 'demain']) {
      const { asked, client } = recorder();
      prefetchDailyLogDay(client, at({ idChantier: SITE, jour }));
      expect(asked).toEqual([]);
    }
  });

  it('swallows a failed answer (the page shows its own)', async () => {
    const { asked, client } = recorder(() => Promise.reject(new Error('offline')));
    expect(() => prefetchDailyLogs(client, at({ idChantier: SITE }))).not.toThrow();
    expect(() => prefetchDailyLogDay(client, at({ idChantier: SITE, jour: '2026-11-23' }))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toHaveLength(3);
  });
});
