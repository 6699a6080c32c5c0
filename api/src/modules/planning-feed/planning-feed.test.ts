// @both-databases: the .ics feed read in raw SQL.
import { createHash, randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { redactUrl } from '../../core/http/log-redaction';
import { todayInMorocco } from '../../core/time/morocco';
import { FEED_LIMITS } from './planning-feed.service';

const INFO = 'query ($id: ID!) { planningFeed(personnelId: $id) { createdAt } }';
const CREATE = 'mutation ($id: ID!) { createPlanningFeed(personnelId: $id) { url createdAt } }';
const REVOKE = 'mutation ($id: ID!) { revokePlanningFeed(personnelId: $id) }';
// Confirmed: the people are not assigned to the site, which the planning would otherwise ask about first.
const CREATE_TASK = 'mutation ($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }';
const APP_URL = 'https://chantiers.example.ma';
const LINK = /^https:\/\/chantiers\.example\.ma\/api\/v1\/calendriers\/([A-Za-z0-9_-]{43})\.ics$/;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let site: string;
let karim: string;
let said: string;

const DAY_MS = 86_400_000;
/** Today in Morocco shifted by `days`: the feed covers 60 days back to 365 ahead of it. */
const day = (days: number) => new Date(Date.parse(`${todayInMorocco()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const createTask = async (input: Record<string, unknown>) =>
  gqlOk(await t.gql(CREATE_TASK, { input: { siteId: site, personnelIds: [karim], ...input } }, a.manager.accessToken)).createTask.id as string;
const createFeed = async (personnelId = karim, token = a.manager.accessToken) =>
  gqlOk(await t.gql(CREATE, { id: personnelId }, token)).createPlanningFeed as { url: string; createdAt: string };
/** GET of a link given to the user: its path on the test server (the link names the configured public origin). */
const open = (url: string) => fetch(`${t.url}${new URL(url).pathname}`);

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      allDay: e.startDate.isDate && e.endDate.isDate,
      lastModified: (v.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate(),
    };
  });
  return { calendar, events };
}

beforeAll(async () => {
  t = await startTestServer({ APP_URL });
  [a, b] = await Promise.all([createCompany(t, 'Atlas Agenda'), createCompany(t, 'Souss Agenda')]);
  user = await addMember(t, a);
  site = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  karim = (await createPerson(t, a.manager.accessToken, { lastName: 'Alami', firstName: 'Karim' })).id;
  said = (await createPerson(t, a.manager.accessToken, { lastName: 'Bennani', firstName: 'Saïd' })).id;
}, 60_000);
afterAll(() => t.stop());

describe("a person's iCalendar link", () => {
  it('is made by a MANAGER, shown once as an absolute URL, and opens the planning as all-day events', async () => {
    expect(gqlOk(await t.gql(INFO, { id: karim }, a.manager.accessToken)).planningFeed).toBeNull();
    const slab = await createTask({
      title: 'Coulage dalle R+1',
      description: 'Béton B25, pompe',
      startDate: day(5),
      endDate: day(8),
      progress: 40,
      personnelIds: [karim, said],
    });
    const started = await createTask({ title: 'Terrassement', startDate: day(-70), endDate: day(-50), personnelIds: [karim] });
    await createTask({ title: 'Trop ancien', startDate: day(-90), endDate: day(-61) });
    await createTask({ title: 'Trop loin', startDate: day(366), endDate: day(370) });
    await createTask({ title: 'Sans Karim', startDate: day(5), endDate: day(6), personnelIds: [said] });

    const link = await createFeed();
    const token = link.url.match(LINK)?.[1];
    expect(token).toBeDefined();
    expect(gqlOk(await t.gql(INFO, { id: karim }, a.manager.accessToken)).planningFeed).toEqual({ createdAt: link.createdAt });
    // Only the token's hash is stored.
    const rows = await sql(t, 'select * from planning_feed where personnel_id = $1', [karim]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const res = await open(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { calendar, events } = eventsOf(await res.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Planning — Karim Alami');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Africa/Casablanca');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(events.map((e) => e.summary)).toEqual(['Terrassement — Villa Anfa', 'Coulage dalle R+1 — Villa Anfa']);
    const [first, second] = events;
    expect(first).toMatchObject({ uid: `task-${started}@chantiers`, start: day(-70), end: day(-49), allDay: true });
    // DTEND is the day after the last day: an all-day event's end is exclusive.
    expect(second).toMatchObject({
      uid: `task-${slab}@chantiers`,
      start: day(5),
      end: day(9),
      allDay: true,
      description: 'Béton B25, pompe\nAvancement : 40\u00a0%\nAvec : Saïd Bennani',
    });
    const [{ updated_at: updatedAt }] = await sql(t, 'select updated_at from planning_task where id = $1', [slab]);
    expect(second.lastModified.getTime()).toBe(Math.floor(new Date(updatedAt).getTime() / 1000) * 1000);
  });

  it('is replaced by a new one, which revokes the old URL; revoking ends it', async () => {
    const before = await createFeed(said);
    expect((await open(before.url)).status).toBe(200);
    const after = await createFeed(said);
    expect(after.url).not.toBe(before.url);
    const gone = await open(before.url);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ status: 404, error: 'NOT_FOUND', message: 'Calendrier introuvable.' });
    expect((await open(after.url)).status).toBe(200);
    expect(await sql(t, 'select count(*)::int as n from planning_feed where personnel_id = $1', [said])).toEqual([{ n: 1 }]);

    expect(gqlOk(await t.gql(REVOKE, { id: said }, a.manager.accessToken)).revokePlanningFeed).toBe(true);
    expect((await open(after.url)).status).toBe(404);
    expect(gqlOk(await t.gql(INFO, { id: said }, a.manager.accessToken)).planningFeed).toBeNull();
    expect(gqlOk(await t.gql(REVOKE, { id: said }, a.manager.accessToken)).revokePlanningFeed).toBe(false);
  });

  it('answers the same bare 404 to an unknown, malformed or extension-less token', async () => {
    const live = await createFeed();
    const token = live.url.match(LINK)![1];
    const paths = [`${randomBytes(32).toString('base64url')}.ics`, 'abc.ics', `${token}x.ics`, token, `${token}.ICS`, '.ics'];
    for (const path of paths) {
      const res = await fetch(`${t.url}/api/v1/calendriers/${path}`);
      const body = (await res.json()) as { error?: string; message?: string; fields?: unknown };
      expect([path, res.status, body.error, body.message, body.fields]).toEqual([path, 404, 'NOT_FOUND', 'Calendrier introuvable.', undefined]);
    }
  });

  it('gives one live link when two are made at once: the later one', async () => {
    const links = await Promise.all([createFeed(said), createFeed(said)]);
    const statuses = await Promise.all(links.map(async (l) => (await open(l.url)).status));
    expect(statuses.sort()).toEqual([200, 404]);
    expect(await sql(t, 'select count(*)::int as n from planning_feed where personnel_id = $1', [said])).toEqual([{ n: 1 }]);
  });

  it('stops answering while its person is deactivated, and disappears with the person', async () => {
    const link = await createFeed(said);
    await sql(t, 'update personnel set active = false where id = $1', [said]);
    expect((await open(link.url)).status).toBe(404);
    await sql(t, 'update personnel set active = true where id = $1', [said]);
    expect((await open(link.url)).status).toBe(200);
    const temp = (await createPerson(t, a.manager.accessToken, { lastName: 'Temporaire' })).id;
    await createFeed(temp);
    await sql(t, 'delete from personnel where id = $1', [temp]);
    expect(await sql(t, 'select count(*)::int as n from planning_feed where personnel_id = $1', [temp])).toEqual([{ n: 0 }]);
  });

  it('is refused to a Gestionnaire Chantier (FORBIDDEN): making, reading and revoking', async () => {
    for (const query of [INFO, CREATE, REVOKE]) expect(gqlErr(await t.gql(query, { id: karim }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlErr(await t.gql(CREATE, { id: karim })).extensions.code).toBe('UNAUTHENTICATED');
  });

  it("answers NOT_FOUND for another company's person, whose link stays as it was", async () => {
    const link = await createFeed();
    for (const query of [INFO, CREATE, REVOKE])
      expect(gqlErr(await t.gql(query, { id: karim }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CREATE, { id: 'not-an-id' }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect((await open(link.url)).status).toBe(200);
    expect(gqlOk(await t.gql(INFO, { id: karim }, a.manager.accessToken)).planningFeed).toEqual({ createdAt: link.createdAt });
  });

  it('keeps its token out of the request logs', () => {
    const token = randomBytes(32).toString('base64url');
    expect(redactUrl(`/api/v1/calendriers/${token}.ics`)).toBe('/api/v1/calendriers/[REDACTED]');
    expect(redactUrl(`/api/v1/calendriers/${token}.ics?x=1`)).toBe('/api/v1/calendriers/[REDACTED]?x=1');
  });

  // Last: it spends this file's counters (every request here comes from 127.0.0.1).
  it('is rate-limited: misses per IP before any lookup, and each live link on its own', async () => {
    await sql(t, 'delete from rate_limit_counter');
    const link = await createFeed();
    for (let i = 0; i < FEED_LIMITS.perLink; i++) expect((await open(link.url)).status).toBe(200);
    const spent = await open(link.url);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    // A live link's requests spent no miss of the IP: another link still answers, and the misses have their full allowance.
    expect((await open((await createFeed(said)).url)).status).toBe(200);
    const miss = () => fetch(`${t.url}/api/v1/calendriers/${randomBytes(32).toString('base64url')}.ics`);
    for (let i = 0; i < FEED_LIMITS.missesPerIp; i++) expect((await miss()).status).toBe(404);
    const refused = await miss();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Trop de demandes pour ce calendrier. Réessayez dans quelques minutes.',
    });
    await sql(t, 'delete from rate_limit_counter');
  });
});
