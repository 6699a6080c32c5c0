import { addMember, createSite, CREATE_SITE, createCompany, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { createToken } from '../api-tokens/api-tokens.test-helpers';
import {
  auth,
  clearEndpoints,
  countDeliveries,
  countEndpoints,
  CREATE,
  createEndpoint,
  DELETE,
  DELIVERIES,
  DELIVERY,
  expectUntouched,
  HOOK_URL,
  LIST,
  longUrl,
  MSG,
  BAD_INPUT,
  namesOne,
  PING,
  refusingAtCommit,
  REPLAY,
  restNamesOne,
  ROTATE,
  SECRET_FORMAT,
  seedDeliveries,
  UPDATE,
  webhookCalls,
} from './webhooks.test-helpers';

// Without WEBHOOKS_ALLOW_PRIVATE: the production rules (https, public addresses only).
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let mgr: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = [await createCompany(t, 'BTP Atlas'), await createCompany(t, 'Sud Bâtiment')];
  user = await addMember(t, a);
  mgr = a.manager.accessToken;
});
afterAll(() => t.stop());
beforeEach(async () => {
  await clearEndpoints(t, a.id);
  await clearEndpoints(t, b.id);
});

describe('managing endpoints', () => {
  it('gives the secret once at creation; the list never shows it; events are de-duplicated and sorted', async () => {
    const events = ['site.created', 'invoice.paid', 'site.created', 'purchase.created'];
    const made = gqlOk(await t.gql(CREATE, { input: { url: HOOK_URL, description: '  ERP comptable ', events } }, mgr)).createWebhookEndpoint;
    expect(made.secret).toMatch(SECRET_FORMAT);
    const sorted = ['invoice.paid', 'purchase.created', 'site.created'];
    expect(made.endpoint).toMatchObject({ url: HOOK_URL, description: 'ERP comptable', events: sorted, active: true });
    expect([made.endpoint.lastDeliveryStatus, made.endpoint.lastDeliveryAt, made.endpoint.failedLastDay]).toEqual([null, null, 0]);
    const second = await createEndpoint(t, mgr);
    expect(second.secret).toMatch(SECRET_FORMAT);
    expect(second.secret).not.toBe(made.secret);

    const listed = gqlOk(await t.gql(LIST, {}, mgr)).webhookEndpoints;
    expect(listed.map((e: { id: string }) => e.id)).toEqual([made.endpoint.id, second.endpoint.id]);
    expect(listed[0]).toEqual(made.endpoint);
    expect(JSON.stringify(listed)).not.toContain(made.secret.slice(6));
    expect(JSON.stringify(listed)).not.toContain(second.secret.slice(6));
  });

  it('works over REST with French keys, the secret in the creation’s answer only', async () => {
    const body = { url: HOOK_URL, description: 'Power BI', evenements: ['site.created', 'invoice.issued', 'site.created'], actif: false };
    const created = await t.rest('POST', '/webhooks', body, auth(mgr));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: HOOK_URL, description: 'Power BI', evenements: ['invoice.issued', 'site.created'], actif: false });
    expect([created.body.dernierEnvoiStatut, created.body.dernierEnvoiLe, created.body.echecs24h]).toEqual([null, null, 0]);
    expect(created.body.secret).toMatch(SECRET_FORMAT);
    expect(new Date(created.body.creeLe).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // One event may be sent as a plain string.
    const single = await t.rest('POST', '/webhooks', { url: HOOK_URL, evenements: 'site.archived' }, auth(mgr));
    expect(single.body).toMatchObject({ evenements: ['site.archived'], actif: true, description: null });

    const list = await t.rest('GET', '/webhooks', undefined, auth(mgr));
    expect(list.status).toBe(200);
    const { secret, ...shown } = created.body;
    expect(list.body[0]).toEqual(shown);
    expect(list.body.every((e: object) => !('secret' in e))).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
  });

  it('refuses bad input on GraphQL with French messages and creates nothing', async () => {
    for (const [input, field, message] of BAD_INPUT) {
      const err = gqlErr(await t.gql(CREATE, { input }, mgr));
      expect([input, err.extensions.code, err.extensions.fields]).toEqual([input, 'BAD_USER_INPUT', { [field]: message }]);
    }
    expect(await countEndpoints(t, a.id)).toBe(0);
    // The limits themselves are accepted.
    gqlOk(await t.gql(CREATE, { input: { url: longUrl(500), events: ['site.created'], description: 'd'.repeat(120) } }, mgr));
    expect(await countEndpoints(t, a.id)).toBe(1);
  });

  it('refuses bad input on REST (400) with the French keys sent', async () => {
    const rename: Record<string, string> = { url: 'url', events: 'evenements', 'events.0': 'evenements.0', 'events.1': 'evenements.1' };
    for (const [input, field, message] of BAD_INPUT) {
      const { events, ...rest } = input;
      const res = await t.rest('POST', '/webhooks', { ...rest, ...(events ? { evenements: events } : {}) }, auth(mgr));
      expect([input, res.status, res.body.fields]).toEqual([input, 400, { [rename[field] ?? field]: message }]);
    }
    expect(await countEndpoints(t, a.id)).toBe(0);
  });

  it('holds 10 endpoints per company, also under concurrent creations', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => t.gql(CREATE, { input: { url: HOOK_URL, events: ['site.created'] } }, mgr)));
    const refused = results.filter((r) => r.body.errors);
    expect(results.length - refused.length).toBe(10);
    expect(refused.map((r) => [gqlErr(r).extensions.code, gqlErr(r).message])).toEqual([
      ['CONFLICT', MSG.tooMany],
      ['CONFLICT', MSG.tooMany],
    ]);
    expect(await countEndpoints(t, a.id)).toBe(10);

    const err = gqlErr(await t.gql(CREATE, { input: { url: HOOK_URL, events: ['site.created'] } }, mgr));
    expect([err.extensions.code, err.message]).toEqual(['CONFLICT', MSG.tooMany]);
    const rest = await t.rest('POST', '/webhooks', { url: HOOK_URL, evenements: ['site.created'] }, auth(mgr));
    expect([rest.status, rest.body.message]).toEqual([409, MSG.tooMany]);
    expect(await countEndpoints(t, a.id)).toBe(10);
    // The cap is the company's: another one still adds its own.
    await createEndpoint(t, b.manager.accessToken);
    expect(await countEndpoints(t, b.id)).toBe(1);
  });

  it('updates the address, events and activation; bad input changes nothing', async () => {
    const { endpoint } = await createEndpoint(t, mgr, { description: 'ERP' });
    const input = { url: `${HOOK_URL}/v2`, description: 'ERP v2', events: ['quote.accepted', 'invoice.paid', 'quote.accepted'], active: false };
    const updated = gqlOk(await t.gql(UPDATE, { id: endpoint.id, input }, mgr)).updateWebhookEndpoint;
    expect(updated).toMatchObject({
      id: endpoint.id,
      url: `${HOOK_URL}/v2`,
      description: 'ERP v2',
      events: ['invoice.paid', 'quote.accepted'],
      active: false,
    });
    // Activation left out stays as it was.
    const kept = gqlOk(await t.gql(UPDATE, { id: endpoint.id, input: { url: `${HOOK_URL}/v2`, events: ['site.created'] } }, mgr));
    expect(kept.updateWebhookEndpoint).toMatchObject({ events: ['site.created'], active: false });

    const err = gqlErr(await t.gql(UPDATE, { id: endpoint.id, input: { url: 'https://10.1.2.3/', events: ['site.created'] } }, mgr));
    expect(err.extensions.fields).toEqual({ url: MSG.private });
    const put = await t.rest('PUT', `/webhooks/${endpoint.id}`, { url: HOOK_URL, evenements: [] }, auth(mgr));
    expect([put.status, put.body.fields]).toEqual([400, { evenements: MSG.eventsRequired }]);
    expect(await sql(t, 'select url, events, active from webhook_endpoint where id = $1', [endpoint.id])).toEqual([
      { url: `${HOOK_URL}/v2`, events: ['site.created'], active: false },
    ]);

    const ok = await t.rest('PUT', `/webhooks/${endpoint.id}`, { url: HOOK_URL, evenements: 'site.archived', actif: true }, auth(mgr));
    expect([ok.status, ok.body]).toMatchObject([200, { id: endpoint.id, url: HOOK_URL, evenements: ['site.archived'], actif: true }]);
  });

  it('deletes an endpoint with its delivery log', async () => {
    const { endpoint } = await createEndpoint(t, mgr);
    const other = (await createEndpoint(t, mgr)).endpoint;
    await seedDeliveries(t, a.id, endpoint.id, ['DELIVERED', 'FAILED', 'PENDING']);
    await seedDeliveries(t, a.id, other.id, ['DELIVERED']);
    expect(gqlOk(await t.gql(DELETE, { id: endpoint.id }, mgr)).deleteWebhookEndpoint).toBe(true);
    expect(await countDeliveries(t, 'endpoint_id = $1', [endpoint.id])).toBe(0);
    expect(await countDeliveries(t, 'endpoint_id = $1', [other.id])).toBe(1);
    const again = gqlErr(await t.gql(DELETE, { id: endpoint.id }, mgr));
    expect([again.extensions.code, again.message]).toEqual(['NOT_FOUND', 'Webhook introuvable']);

    const res = await t.rest('DELETE', `/webhooks/${other.id}`, undefined, auth(mgr));
    expect([res.status, res.body]).toEqual([200, { supprime: true }]);
    expect((await t.rest('DELETE', `/webhooks/${other.id}`, undefined, auth(mgr))).status).toBe(404);
    expect(await countEndpoints(t, a.id)).toBe(0);
    expect(await countDeliveries(t, 'company_id = $1', [a.id])).toBe(0);
  });

  it('rotates the secret: a new one, given once, kept for signing', async () => {
    const made = await createEndpoint(t, mgr);
    const rotated = gqlOk(await t.gql(ROTATE, { id: made.endpoint.id }, mgr)).rotateWebhookSecret;
    expect(rotated.secret).toMatch(SECRET_FORMAT);
    expect(rotated.secret).not.toBe(made.secret);
    expect(rotated.endpoint).toMatchObject({ id: made.endpoint.id, url: HOOK_URL });
    const res = await t.rest('POST', `/webhooks/${made.endpoint.id}/secret`, undefined, auth(mgr));
    expect([res.status, res.body.id]).toEqual([200, made.endpoint.id]);
    expect(res.body.secret).toMatch(SECRET_FORMAT);
    expect(res.body.secret).not.toBe(rotated.secret);
    expect(await sql(t, 'select secret from webhook_endpoint where id = $1', [made.endpoint.id])).toEqual([{ secret: res.body.secret }]);
  });

  it('pings one endpoint: a `ping` delivery for it only; a disabled endpoint is refused', async () => {
    const target = (await createEndpoint(t, mgr)).endpoint;
    const bystander = (await createEndpoint(t, mgr, { events: ['site.created', 'purchase.created'] })).endpoint;
    const ping = gqlOk(await t.gql(PING, { id: target.id }, mgr)).pingWebhookEndpoint;
    expect(ping).toMatchObject({ eventType: 'ping', replayOf: null, body: null });
    expect(['PENDING', 'DELIVERED', 'FAILED']).toContain(ping.status);
    expect(await sql(t, 'select id, endpoint_id, event_type from webhook_delivery where event_id = $1', [ping.eventId])).toEqual([
      { id: ping.id, endpoint_id: target.id, event_type: 'ping' },
    ]);
    const detail = gqlOk(await t.gql(DELIVERY, { id: ping.id }, mgr)).webhookDelivery;
    const body = JSON.parse(detail.body);
    expect(Object.keys(body).sort()).toEqual(['companyId', 'createdAt', 'data', 'id', 'type']);
    expect(body).toMatchObject({ id: ping.eventId, type: 'ping', companyId: a.id, data: { endpoint: { id: target.id, url: HOOK_URL } } });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    const rest = await t.rest('POST', `/webhooks/${target.id}/ping`, undefined, auth(mgr));
    expect([rest.status, rest.body.evenement, rest.body.renvoiDe]).toEqual([202, 'ping', null]);
    const restDetail = await t.rest('GET', `/webhooks/envois/${rest.body.id}`, undefined, auth(mgr));
    expect(JSON.parse(restDetail.body.corps)).toMatchObject({ id: rest.body.evenementId, type: 'ping' });
    expect(await countDeliveries(t, 'endpoint_id = $1', [target.id])).toBe(2);
    expect(await countDeliveries(t, 'endpoint_id = $1', [bystander.id])).toBe(0);
    const shown = (await t.rest('GET', '/webhooks', undefined, auth(mgr))).body as Record<string, unknown>[];
    expect(shown.map((e) => [e.id, e.dernierEnvoiStatut !== null, e.dernierEnvoiLe !== null])).toEqual([
      [target.id, true, true],
      [bystander.id, false, false],
    ]);

    gqlOk(await t.gql(UPDATE, { id: target.id, input: { url: HOOK_URL, events: ['site.created'], active: false } }, mgr));
    const err = gqlErr(await t.gql(PING, { id: target.id }, mgr));
    expect([err.extensions.code, err.message]).toEqual(['CONFLICT', MSG.inactive]);
    const refused = await t.rest('POST', `/webhooks/${target.id}/ping`, undefined, auth(mgr));
    expect([refused.status, refused.body.message]).toEqual([409, MSG.inactive]);
    expect(await countDeliveries(t, 'endpoint_id = $1', [target.id])).toBe(2);
  });
});

describe('the delivery log', () => {
  const statuses = Array.from({ length: 25 }, (_, i) => (i % 5 === 0 ? 'FAILED' : i % 2 ? 'DELIVERED' : 'PENDING'));

  it('pages newest first within bounds, filters by status, and leaves the body to the detail', async () => {
    const { endpoint } = await createEndpoint(t, mgr);
    const ids = await seedDeliveries(t, a.id, endpoint.id, statuses);
    const page = async (vars: Record<string, unknown>) => gqlOk(await t.gql(DELIVERIES, { endpointId: endpoint.id, ...vars }, mgr)).webhookDeliveries;
    const first = await page({ page: 0, size: 10 });
    expect([first.total, first.page, first.size]).toEqual([25, 0, 10]);
    expect(first.items.map((d: { id: string }) => d.id)).toEqual(ids.slice(0, 10));
    expect(first.items.every((d: { body: unknown }) => d.body === null)).toBe(true);
    expect((await page({ page: 2, size: 10 })).items.map((d: { id: string }) => d.id)).toEqual(ids.slice(20));
    expect(await page({})).toMatchObject({ page: 0, size: 20, total: 25 });
    const clamped = await page({ page: -3, size: 0 });
    expect([clamped.page, clamped.size, clamped.items.length]).toEqual([0, 1, 1]);
    const huge = await page({ page: 2_000_000_000, size: 5000 });
    expect([huge.page, huge.size, huge.items]).toEqual([100_000, 100, []]);

    const failed = await page({ status: 'FAILED', size: 100 });
    expect(failed.total).toBe(statuses.filter((s) => s === 'FAILED').length);
    expect(failed.items.map((d: { id: string }) => d.id)).toEqual(ids.filter((_, i) => statuses[i] === 'FAILED'));
    expect((await page({ status: '' })).total).toBe(25);
    const err = gqlErr(await t.gql(DELIVERIES, { endpointId: endpoint.id, status: 'ENVOYE' }, mgr));
    expect([err.extensions.code, err.message, err.extensions.fields]).toEqual(['BAD_USER_INPUT', MSG.status, { status: MSG.status }]);

    const rest = await t.rest('GET', `/webhooks/${endpoint.id}/envois?page=1&size=4&statut=DELIVERED`, undefined, auth(mgr));
    expect([rest.status, rest.body.total, rest.body.page, rest.body.size]).toEqual([200, 10, 1, 4]);
    expect(rest.body.items.map((d: { statut: string }) => d.statut)).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED']);
    expect(rest.body.items.every((d: object) => !('corps' in d))).toBe(true);
    const badRest = await t.rest('GET', `/webhooks/${endpoint.id}/envois?statut=ENVOYE`, undefined, auth(mgr));
    expect([badRest.status, badRest.body.message]).toEqual([400, MSG.status]);

    const detail = gqlOk(await t.gql(DELIVERY, { id: ids[3] }, mgr)).webhookDelivery;
    expect(detail).toMatchObject({ id: ids[3], status: statuses[3], eventType: 'site.created' });
    expect(JSON.parse(detail.body)).toMatchObject({
      id: detail.eventId,
      type: 'site.created',
      companyId: a.id,
      data: { site: { name: 'Chantier 3' } },
    });

    // The list sums up each endpoint's log: the latest status, and what failed in the last 24 hours.
    const quiet = (await createEndpoint(t, mgr)).endpoint;
    await seedDeliveries(t, a.id, quiet.id, ['DELIVERED']);
    await sql(t, `update webhook_delivery set created_at = now() - interval '2 days' where id = $1`, [ids[20]]);
    const listed = gqlOk(await t.gql(LIST, {}, mgr)).webhookEndpoints;
    expect(listed.map((e: Record<string, unknown>) => [e.id, e.lastDeliveryStatus, e.failedLastDay])).toEqual([
      [endpoint.id, 'FAILED', 4],
      [quiet.id, 'DELIVERED', 0],
    ]);
  });

  it('replays a delivery as a new one with the same event id and body', async () => {
    const { endpoint } = await createEndpoint(t, mgr);
    const [original, second] = await seedDeliveries(t, a.id, endpoint.id, ['FAILED', 'DELIVERED']);
    const replay = gqlOk(await t.gql(REPLAY, { id: original }, mgr)).replayWebhookDelivery;
    expect(replay.id).not.toBe(original);
    expect(replay).toMatchObject({ replayOf: original, eventType: 'site.created' });
    const rows = await sql(t, 'select id, event_id, body, status, replay_of from webhook_delivery where id in ($1, $2)', [original, replay.id]);
    const [orig, copy] = [rows.find((r) => r.id === original)!, rows.find((r) => r.id === replay.id)!];
    expect([copy.event_id, copy.body, copy.replay_of]).toEqual([orig.event_id, orig.body, original]);
    expect(replay.eventId).toBe(orig.event_id);
    expect(orig.status).toBe('FAILED');

    const rest = await t.rest('POST', `/webhooks/envois/${second}/renvoi`, undefined, auth(mgr));
    expect([rest.status, rest.body.renvoiDe, rest.body.evenement]).toEqual([202, second, 'site.created']);
    expect(await countDeliveries(t, 'endpoint_id = $1', [endpoint.id])).toBe(4);

    gqlOk(await t.gql(UPDATE, { id: endpoint.id, input: { url: HOOK_URL, events: ['site.created'], active: false } }, mgr));
    const err = gqlErr(await t.gql(REPLAY, { id: original }, mgr));
    expect([err.extensions.code, err.message]).toEqual(['CONFLICT', MSG.inactive]);
    expect(await countDeliveries(t, 'endpoint_id = $1', [endpoint.id])).toBe(4);
  });
});

describe('events queued with the change', () => {
  const forSite = (name: string) => sql(t, `select endpoint_id, event_id, body from webhook_delivery where body like $1`, [`%${name}%`]);

  it('a new site queues one `site.created` delivery, for the active endpoints of its company that want it', async () => {
    const wanted = (await createEndpoint(t, mgr, { events: ['site.archived', 'site.created'] })).endpoint;
    const other = (await createEndpoint(t, mgr, { events: ['purchase.created'] })).endpoint;
    const disabled = (await createEndpoint(t, mgr, { events: ['site.created'], active: false })).endpoint;
    const inB = (await createEndpoint(t, b.manager.accessToken, { events: ['site.created'] })).endpoint;

    const site = await createSite(t, mgr, { name: 'Villa Anfa', city: 'Casablanca' });
    const rows = await forSite('Villa Anfa');
    expect(rows.map((r) => r.endpoint_id)).toEqual([wanted.id]);
    const body = JSON.parse(rows[0].body);
    expect(body).toMatchObject({
      id: rows[0].event_id,
      type: 'site.created',
      companyId: a.id,
      data: { site: { id: site.id, name: 'Villa Anfa', city: 'Casablanca', archived: false } },
    });
    for (const e of [other, disabled, inB]) expect(await countDeliveries(t, 'endpoint_id = $1', [e.id])).toBe(0);

    // The REST door goes through the same service.
    expect((await t.rest('POST', '/chantiers/save', { libelle: 'Villa Souissi' }, auth(mgr))).status).toBe(201);
    expect((await forSite('Villa Souissi')).map((r) => r.endpoint_id)).toEqual([wanted.id]);
  });

  it('a change that fails queues nothing, even when it fails at commit, after the delivery was written', async () => {
    const { endpoint } = await createEndpoint(t, mgr, { events: ['site.created'] });
    expect(gqlErr(await t.gql(CREATE_SITE, { input: { name: '' } }, mgr)).extensions.code).toBe('BAD_USER_INPUT');
    expect(await countDeliveries(t, 'endpoint_id = $1', [endpoint.id])).toBe(0);

    // A deferred trigger refuses this one site at COMMIT: the site row and its delivery were both written by then.
    const res = await refusingAtCommit(t, 'Refusé au commit', () => t.gql(CREATE_SITE, { input: { name: 'Refusé au commit' } }, mgr));
    expect(res.body.errors?.length).toBe(1);
    expect((await sql(t, `select count(*)::int as n from site where name = 'Refusé au commit'`))[0].n).toBe(0);
    expect(await forSite('Refusé au commit')).toEqual([]);
    expect(await countDeliveries(t, 'endpoint_id = $1', [endpoint.id])).toBe(0);
    // The same transaction with nothing refused queues as usual.
    await createSite(t, mgr, { name: 'Accepté au commit' });
    expect(await countDeliveries(t, 'endpoint_id = $1', [endpoint.id])).toBe(1);
  });
});

describe('who may manage webhooks', () => {
  let endpointId: string;
  let deliveryId: string;
  let secret: string;
  beforeEach(async () => {
    const made = await createEndpoint(t, mgr);
    [endpointId, secret] = [made.endpoint.id, made.secret];
    [deliveryId] = await seedDeliveries(t, a.id, endpointId, ['DELIVERED']);
  });
  const unchanged = () => expectUntouched(t, a.id, { id: endpointId, secret, url: HOOK_URL }, 1);

  it('a USER is refused every operation (FORBIDDEN / 403)', async () => {
    const calls = webhookCalls(endpointId, deliveryId);
    for (const [name, query, vars] of calls.gql)
      expect([name, gqlErr(await t.gql(query, vars, user.accessToken)).extensions.code]).toEqual([name, 'FORBIDDEN']);
    for (const [method, path, body] of calls.rest)
      expect([method, path, (await t.rest(method, path, body, auth(user.accessToken))).status]).toEqual([method, path, 403]);
    await unchanged();
  });

  it('another company’s MANAGER finds neither the endpoint nor its deliveries (NOT_FOUND / 404)', async () => {
    const other = b.manager.accessToken;
    const calls = webhookCalls(endpointId, deliveryId);
    for (const [name, query, vars] of calls.gql.filter(([n]) => namesOne(n))) {
      const err = gqlErr(await t.gql(query, vars, other));
      const expected = name === 'webhookDelivery' || name === 'replayWebhookDelivery' ? 'Envoi introuvable' : 'Webhook introuvable';
      expect([name, err.extensions.code, err.message]).toEqual([name, 'NOT_FOUND', expected]);
    }
    for (const [method, path, body] of calls.rest.filter(([, p]) => restNamesOne(p))) {
      expect([method, path, (await t.rest(method, path, body, auth(other))).status]).toEqual([method, path, 404]);
    }
    expect(gqlOk(await t.gql(LIST, {}, other)).webhookEndpoints).toEqual([]);
    expect((await t.rest('GET', '/webhooks', undefined, auth(other))).body).toEqual([]);
    await unchanged();
  });

  it('an API token, even read and write, is refused every operation: webhooks take a session', async () => {
    const { token } = await createToken(t, mgr, { scopes: ['read', 'write'] });
    const calls = webhookCalls(endpointId, deliveryId);
    for (const [name, query, vars] of calls.gql) {
      const err = gqlErr(await t.gql(query, vars, token));
      expect([name, err.extensions.code, err.message]).toEqual([name, 'FORBIDDEN', MSG.session]);
    }
    for (const [method, path, body] of calls.rest) {
      const res = await t.rest(method, path, body, auth(token));
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 403, MSG.session]);
    }
    await unchanged();
  });
});
