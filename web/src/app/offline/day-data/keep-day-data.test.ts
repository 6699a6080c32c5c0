import dayjs from 'dayjs';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { FALLBACK_USER, writeUser } from '../../../shared/session/storage';
import { writePermissions } from '../../../shared/session/permissions';
import { QueryFreshness, registerFreshness } from '../../apollo/freshness';
import { readDayData } from './day-data-state';
import { keepDayData, thumbnailsIn } from './keep-day-data';
import { noteSiteOpened } from './opened-sites';

const SITE_A = '11111111-1111-4111-8111-111111111111';
const SITE_B = '22222222-2222-4222-8222-222222222222';
const OPENED = '33333333-3333-4333-8333-333333333333';
const NOW = dayjs('2026-11-30T09:00:00');

interface Asked {
  name: string;
  variables: Record<string, unknown>;
  fetchPolicy?: string;
}

const nameOf = (doc: DocumentNode) => (doc.definitions[0] as OperationDefinitionNode).name!.value;

/** A client answering the feed with `feed` pages, the site list with `sites`, anything else with nothing much. */
function fakeClient(feed: { items: { kind: string; id: string; siteId: string | null; deleted: boolean }[]; reset: boolean }[], sites: string[]) {
  const asked: Asked[] = [];
  let page = 0;
  const client = {
    query: jest.fn(async (options: { query: DocumentNode; variables?: Record<string, unknown>; fetchPolicy?: string }) => {
      const name = nameOf(options.query);
      asked.push({ name, variables: options.variables ?? {}, fetchPolicy: options.fetchPolicy });
      if (name === 'OfflineChanges') {
        const p = feed[Math.min(page, feed.length - 1)];
        page += 1;
        return { data: { changes: { ...p, cursor: `cursor-${page}`, more: page < feed.length } } };
      }
      if (name === 'Sites') return { data: { sites: { items: sites.map((id) => ({ id })) } } };
      if (name === 'SiteFollowUps') {
        const thumbnailUrl = `/api/v1/files/thumb-${options.variables?.siteId}?exp=1&sig=abc`;
        return { data: { followUps: { items: [{ photos: [{ thumbnailUrl, url: '/api/v1/files/full?exp=1&sig=def' }] }] } } };
      }
      return { data: {} };
    }),
  };
  return { client: client as unknown as Parameters<typeof keepDayData>[0], query: client.query, asked };
}

function signInAs(role: 'USER' | 'MANAGER') {
  localStorage.clear();
  writeUser({ ...FALLBACK_USER, id: 'u-1', role, type: 'USER' });
  const actions = ['sites.read', 'sites.figures', 'sites.news.read', 'planning.read', 'documents.read', 'followUps.read', 'activity.read'];
  writePermissions(
    { id: 'u-1', role, type: 'USER' },
    { permissions: [...actions, 'stock.read', 'suppliers.read'], limitedBy: role === 'USER' ? ['ownSites'] : [] },
  );
}

const sitesAsked = (asked: Asked[]) =>
  [...new Set(asked.flatMap((a) => [a.variables.id, a.variables.siteId]).filter((v): v is string => typeof v === 'string'))].sort();

// jsdom has no fetch: the thumbnails' fetches answer nothing much.
beforeEach(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true })) as unknown as typeof fetch;
});

describe("keeping the day's data on the phone", () => {
  it("loads a USER's sites and the shared screens on the first run, fresh from the server, and keeps the feed's cursor", async () => {
    signInAs('USER');
    const { client, asked } = fakeClient([{ items: [], reset: true }], [SITE_A, SITE_B]);
    expect(await keepDayData(client, NOW)).toMatchObject({ sites: 2 });
    expect(sitesAsked(asked)).toEqual([SITE_A, SITE_B]);
    expect(asked.some((a) => a.name === 'SiteFollowUps' && a.variables.siteId === SITE_A)).toBe(true);
    expect(asked.some((a) => a.name === 'Suppliers')).toBe(true);
    expect(asked.filter((a) => a.name !== 'OfflineChanges').every((a) => a.fetchPolicy === 'network-only')).toBe(true);
    expect(readDayData('u-1')).toMatchObject({
      cursor: 'cursor-1',
      company: '2026-11-30',
      sites: { [SITE_A]: '2026-11-30', [SITE_B]: '2026-11-30' },
    });
  });

  it('asks again only the sites the feed names the same day, and every site on a new day', async () => {
    signInAs('USER');
    await keepDayData(fakeClient([{ items: [], reset: true }], [SITE_A, SITE_B]).client, NOW);
    const changed = fakeClient([{ items: [{ kind: 'Purchase', id: 'p-1', siteId: SITE_B, deleted: false }], reset: false }], [SITE_A, SITE_B]);
    expect(await keepDayData(changed.client, NOW.add(1, 'hour'))).toMatchObject({ sites: 1 });
    expect(sitesAsked(changed.asked)).toEqual([SITE_B]);
    expect(changed.asked.some((a) => a.name === 'Suppliers')).toBe(false);
    expect(changed.asked[0]).toMatchObject({ name: 'OfflineChanges', variables: { since: 'cursor-1' } });
    const nextDay = fakeClient([{ items: [], reset: false }], [SITE_A, SITE_B]);
    expect(await keepDayData(nextDay.client, NOW.add(1, 'day'))).toMatchObject({ sites: 2 });
  });

  it("keeps a MANAGER's sites opened on this phone in the last 14 days, not the company's list", async () => {
    signInAs('MANAGER');
    noteSiteOpened('u-1', OPENED, NOW.valueOf());
    noteSiteOpened('u-1', SITE_B, NOW.subtract(15, 'day').valueOf());
    const { client, asked } = fakeClient([{ items: [], reset: true }], [SITE_A, SITE_B, OPENED]);
    await keepDayData(client, NOW);
    expect(sitesAsked(asked)).toEqual([OPENED]);
  });

  it('reads from the cache what a screen had answered less than 5 minutes ago (the site just opened), and asks the rest', async () => {
    signInAs('MANAGER');
    noteSiteOpened('u-1', OPENED, NOW.valueOf());
    const first = fakeClient([{ items: [], reset: true }], [OPENED]);
    await keepDayData(first.client, NOW);
    const { variables } = first.asked.find((a) => a.name === 'SiteFollowUps')!;
    let at = 0;
    const freshness = new QueryFreshness(5 * 60_000, () => at);
    freshness.answered('SiteFollowUps', variables);
    const opened = fakeClient([{ items: [], reset: true }], [OPENED]);
    registerFreshness(opened.client, freshness);
    await keepDayData(opened.client, NOW.add(1, 'day'));
    expect(opened.asked.find((a) => a.name === 'SiteFollowUps')!.fetchPolicy).toBe('cache-first');
    const others = opened.asked.filter((a) => a.name !== 'SiteFollowUps' && a.name !== 'OfflineChanges');
    expect(others.length).toBeGreaterThan(3);
    expect(others.every((a) => a.fetchPolicy === 'network-only')).toBe(true);
    at = 5 * 60_000;
    const later = fakeClient([{ items: [], reset: true }], [OPENED]);
    registerFreshness(later.client, freshness);
    await keepDayData(later.client, NOW.add(2, 'day'));
    expect(later.asked.find((a) => a.name === 'SiteFollowUps')!.fetchPolicy).toBe('network-only');
  });

  it('reads every page of the feed before loading', async () => {
    signInAs('USER');
    await keepDayData(fakeClient([{ items: [], reset: true }], [SITE_A, SITE_B]).client, NOW);
    const pages = fakeClient(
      [
        { items: [{ kind: 'Supplier', id: 's-1', siteId: null, deleted: false }], reset: false },
        { items: [{ kind: 'FollowUp', id: 'f-1', siteId: SITE_A, deleted: false }], reset: false },
      ],
      [SITE_A, SITE_B],
    );
    await keepDayData(pages.client, NOW.add(1, 'hour'));
    expect(pages.asked.filter((a) => a.name === 'OfflineChanges')).toHaveLength(2);
    expect(sitesAsked(pages.asked)).toEqual([SITE_A]);
    expect(pages.asked.some((a) => a.name === 'Suppliers')).toBe(true);
    expect(readDayData('u-1').cursor).toBe('cursor-2');
  });

  it('does nothing without a network, and leaves the cursor where it was when the network goes during a load', async () => {
    signInAs('USER');
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const idle = fakeClient([{ items: [], reset: true }], [SITE_A]);
    expect(await keepDayData(idle.client, NOW)).toBeNull();
    expect(idle.asked).toEqual([]);
    onLine.mockReturnValue(true);
    const cut = fakeClient([{ items: [], reset: true }], [SITE_A]);
    cut.query.mockImplementation(async (options: { query: DocumentNode }) => {
      if (nameOf(options.query) === 'OfflineChanges') return { data: { changes: { items: [], cursor: 'cursor-x', more: false, reset: true } } };
      onLine.mockReturnValue(false);
      return { data: { sites: { items: [{ id: SITE_A }] } } };
    });
    expect(await keepDayData(cut.client, NOW)).toBeNull();
    expect(readDayData('u-1').cursor).toBeNull();
    onLine.mockRestore();
  });

  it("fetches the thumbnails the screens' answers name, once each, so the phone's worker keeps them (not the full files)", async () => {
    signInAs('USER');
    await keepDayData(fakeClient([{ items: [], reset: true }], [SITE_A]).client, NOW);
    expect((globalThis.fetch as jest.Mock).mock.calls.map(([url]) => url)).toEqual([`/api/v1/files/thumb-${SITE_A}?exp=1&sig=abc`]);
  });

  it('finds signed thumbnail addresses anywhere in an answer, and nothing else', () => {
    const answer = {
      a: { photoThumbUrl: '/api/v1/files/1?exp=2&sig=s', url: '/api/v1/files/2?exp=2&sig=s' },
      b: [{ thumbnailUrl: '/api/v1/files/3?exp=2&sig=s' }, { thumbnailUrl: 'https://elsewhere.example/x.png' }, { thumbnailUrl: null }],
    };
    expect([...thumbnailsIn(answer)]).toEqual(['/api/v1/files/1?exp=2&sig=s', '/api/v1/files/3?exp=2&sig=s']);
  });
});
