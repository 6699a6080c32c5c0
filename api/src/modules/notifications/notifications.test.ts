// @both-databases: the digest claimed with SKIP LOCKED.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { bearer, gqlErr, gqlOk, sql } from '../../../test/company';
import { NotificationDigest } from './notification-digest';
import { moroccoDay, moroccoInstant } from './notification-time';
import {
  a,
  b,
  COUNT,
  inbox,
  LIST,
  manager2,
  MARK,
  MARK_ALL,
  otherUser,
  setUpNotificationWorld,
  siteId,
  siteUser,
  t,
  unread,
} from './notifications.test-helpers';

// The digest hour at midnight: whenever the suite runs, today's digest is due.
setUpNotificationWorld({ NOTIFICATION_DIGEST_HOUR: '0' });

const POST = 'mutation ($siteId: ID!, $content: String) { postAnnouncement(siteId: $siteId, content: $content) { id } }';
const SETTINGS = 'mutation ($d: Boolean) { updateNotificationSettings(dailyDigest: $d) { dailyDigest } }';
const announce = async (text: string, token = siteUser.accessToken) => gqlOk(await t.gql(POST, { siteId, content: text }, token)).postAnnouncement;

describe('the panel', () => {
  it('lists the caller’s visible notifications newest first, pages them and counts the unread', async () => {
    await announce('Livraison du béton mardi');
    await announce('Visite du bureau de contrôle jeudi');
    const page = gqlOk(await t.gql(LIST, { page: 0, size: 1 }, manager2.accessToken)).notifications;
    expect(page).toMatchObject({ total: 2, unread: 2, page: 0, size: 1 });
    expect(page.items[0].params.excerpt).toBe('Visite du bureau de contrôle jeudi');
    expect((await inbox(manager2)).map((n) => n.params.excerpt)).toEqual(['Visite du bureau de contrôle jeudi', 'Livraison du béton mardi']);
    expect(await unread(manager2)).toBe(2);
    // Not yet visible: neither listed nor counted.
    await sql(t, `update notification set visible_from = now() + interval '1 day' where user_id = $1 and params->>'excerpt' like 'Livraison%'`, [
      manager2.id,
    ]);
    expect(await unread(manager2)).toBe(1);
    expect(await inbox(manager2)).toHaveLength(1);
    await sql(t, `update notification set visible_from = now() - interval '1 minute' where user_id = $1`, [manager2.id]);
  });

  it('marks one read, then all, and counts what is left', async () => {
    const [first] = await inbox(manager2);
    const marked = gqlOk(await t.gql(MARK, { id: first.id }, manager2.accessToken)).markNotificationRead;
    expect(marked.readAt).not.toBeNull();
    expect(await unread(manager2)).toBe(1);
    // Marking it again keeps its first reading time.
    expect(gqlOk(await t.gql(MARK, { id: first.id }, manager2.accessToken)).markNotificationRead.readAt).toBe(marked.readAt);
    expect(gqlOk(await t.gql(MARK_ALL, {}, manager2.accessToken)).markAllNotificationsRead).toBe(1);
    expect(await unread(manager2)).toBe(0);
    expect(gqlOk(await t.gql(MARK_ALL, {}, manager2.accessToken)).markAllNotificationsRead).toBe(0);
    // The others' are untouched.
    expect(await unread(a.manager)).toBeGreaterThan(0);
  });

  it('answers NOT_FOUND for another user’s notification, another company’s, an unknown id and a bad one', async () => {
    const [theirs] = await inbox(a.manager);
    for (const [id, who] of [
      [theirs.id, manager2],
      [theirs.id, otherUser],
      [theirs.id, b.manager],
      [randomUUID(), a.manager],
      ['pas-un-id', a.manager],
    ] as const) {
      const err = gqlErr(await t.gql(MARK, { id }, who.accessToken));
      expect(err.extensions.code).toBe('NOT_FOUND');
    }
    const [row] = await sql(t, 'select read_at from notification where id = $1', [theirs.id]);
    expect(row.read_at).toBeNull();
    expect(await inbox(b.manager)).toEqual([]);
    expect(gqlOk(await t.gql(MARK_ALL, {}, b.manager.accessToken)).markAllNotificationsRead).toBe(0);
    expect(await unread(a.manager)).toBeGreaterThan(0);
  });

  it('is the caller’s: a signed-out caller is refused', async () => {
    expect(gqlErr(await t.gql(COUNT)).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('REST /api/v1/notifications', () => {
  it('lists, counts, marks one and all; another user’s id is 404', async () => {
    const listed = await t.rest('GET', '/notifications?size=5', undefined, bearer(a.manager));
    expect(listed.status).toBe(200);
    expect(listed.body.items.length).toBeGreaterThan(0);
    const count = await t.rest('GET', '/notifications/unread-count', undefined, bearer(a.manager));
    expect(count).toMatchObject({ status: 200, body: { count: listed.body.unread } });
    const id = listed.body.items[0].id;
    expect((await t.rest('PUT', `/notifications/${id}/read`, {}, bearer(b.manager))).status).toBe(404);
    const read = await t.rest('PUT', `/notifications/${id}/read`, {}, bearer(a.manager));
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    const all = await t.rest('PUT', '/notifications/read-all', {}, bearer(a.manager));
    expect(all).toMatchObject({ status: 200, body: { marked: listed.body.unread - 1 } });
    expect((await t.rest('GET', '/notifications/unread-count', undefined, bearer(a.manager))).body).toEqual({ count: 0 });
    expect((await t.rest('GET', '/notifications/unread-count')).status).toBe(401);
  });

  it('reads and sets the digest preference, refusing a value that is not a boolean', async () => {
    expect((await t.rest('GET', '/notifications/settings', undefined, bearer(otherUser))).body).toEqual({ dailyDigest: false });
    const bad = await t.rest('PUT', '/notifications/settings', { dailyDigest: 'oui' }, bearer(otherUser));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ dailyDigest: 'Indiquez si vous souhaitez recevoir le résumé quotidien.' });
    expect((await t.rest('PUT', '/notifications/settings', { dailyDigest: true }, bearer(otherUser))).body).toEqual({ dailyDigest: true });
    expect((await t.rest('PUT', '/notifications/settings', { dailyDigest: false }, bearer(otherUser))).body).toEqual({ dailyDigest: false });
    expect(await sql(t, 'select daily_digest from notification_settings where user_id = $1', [otherUser.id])).toEqual([{ daily_digest: false }]);
  });
});

describe('the daily digest', () => {
  const digest = () => t.server.services.notificationDigest;

  it('mails each user who asked for it their unread notifications once a day, through a real SMTP peer', async () => {
    gqlOk(await t.gql(SETTINGS, { d: true }, manager2.accessToken)); // will have unread
    gqlOk(await t.gql(SETTINGS, { d: true }, otherUser.accessToken)); // has none
    await announce('Coulage de la dalle samedi');
    t.smtp.clear();
    // From midnight (Morocco), so the test passes at any hour of the run: the configured hour has its own test below.
    const daily = new NotificationDigest(t.server.orm, t.server.services.outbox, pino({ level: 'silent' }), { hour: 0, publicOrigin: () => t.url });
    const now = new Date();
    expect(await daily.run(now)).toBe(1);
    const mail = await t.smtp.waitFor(manager2.email, (m) => m.subject.startsWith('Chantiers — vos notifications'));
    expect(mail.text).toContain('Karim Alaoui a publié une annonce sur Villa Amal : « Coulage de la dalle samedi »');
    expect(mail.text).toContain(`/detail-chantier/${siteId}/acutalit`);
    // Not twice the same day, even with more to tell; nothing for the one without unread, nor for who did not ask.
    await announce('Pompe à béton réservée');
    // A millisecond later, not a minute: a minute could cross midnight in Morocco and start another day.
    expect(await daily.run(new Date(now.getTime() + 1))).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.smtp.mails.map((m) => m.to[0])).toEqual([manager2.email]);
    // Tomorrow: what became visible since.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(await daily.run(tomorrow)).toBe(1);
    const next = await t.smtp.waitFor(manager2.email, (m) => m.text.includes('Pompe à béton réservée'));
    expect(next.text).not.toContain('Coulage de la dalle samedi');
  });

  it('waits for its hour (Morocco) and leaves the users unclaimed before it', async () => {
    const early = new NotificationDigest(t.server.orm, t.server.services.outbox, pino({ level: 'silent' }), { hour: 7, publicOrigin: () => t.url });
    const day = moroccoDay(new Date(Date.now() + 2 * 86_400_000));
    await sql(t, `update notification_settings set daily_digest = true, last_digest_at = null`);
    expect(await early.run(moroccoInstant(day, 6))).toBe(0);
    expect(await sql(t, 'select count(*)::int as n from notification_settings where last_digest_at is not null')).toEqual([{ n: 0 }]);
  });

  it('never sends one user two digests when several processes run it at once', async () => {
    gqlOk(await t.gql(SETTINGS, { d: true }, a.manager.accessToken));
    await sql(t, `update notification_settings set daily_digest = true, last_digest_at = now() - interval '3 days'`);
    await announce('Réception des menuiseries');
    const digests = async () =>
      (await sql(t, `select "to" from outbox_mail where subject like 'Chantiers — vos notifications%' order by "to"`)).map((r) => r.to as string);
    const before = await digests();
    const later = new Date(Date.now() + 3 * 86_400_000);
    const other = new NotificationDigest(t.server.orm, t.server.services.outbox, pino({ level: 'silent' }), { hour: 0, publicOrigin: () => t.url });
    const sent = await Promise.all([digest().run(later), other.run(later), digest().run(later)]);
    const added = (await digests()).length - before.length;
    expect(sent.reduce((x, y) => x + y, 0)).toBe(added);
    const fresh = await sql(t, `select "to" from outbox_mail where subject like 'Chantiers — vos notifications%' order by created_at desc limit $1`, [
      added,
    ]);
    // The two who get the announcement and asked for a digest: each once.
    expect(fresh.map((r) => r.to).sort()).toEqual([a.manager.email, manager2.email].sort());
  });
});
