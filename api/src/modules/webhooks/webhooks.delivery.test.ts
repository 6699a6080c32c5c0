// @both-databases: the outbox leased with SKIP LOCKED.
import { WEBHOOK_EVENTS } from '@chantiers/schema';
import { addMember, createCompany, createSite, createSupplier, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import { createProduct, createPurchase, createRevenue, today } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { envelope, queueWebhook } from './webhook-emit';
import { CREATE_ENDPOINT, DELIVERY_FIELDS, type Received, type Receiver, startReceiver } from './webhook-receiver.test-helpers';
import { verifyWebhookSignature } from './webhook-signature';

/**
 * Webhooks as an integrator receives them (issue 21): a receiver on loopback, the api allowed to call it
 * (WEBHOOKS_ALLOW_PRIVATE) and retrying after 1 s, 2 s… (WEBHOOK_RETRY_BASE_SECONDS=1) instead of 30 s, 1 min…
 */
let t: TestServer;
let a: TestCompany;
let rx: Receiver;
let secret: string;
let endpointId: string;

const ALL = [...WEBHOOK_EVENTS];
const of = (type: string, pick?: (r: Received) => boolean) => (r: Received) => r.json.type === type && (!pick || pick(r));
const rows = (where: string, params: unknown[] = []) =>
  sql(
    t,
    `select id, event_id, event_type, status, attempts, response_status, last_error, body from webhook_delivery where ${where} order by created_at`,
    params,
  );

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  [t, rx] = await Promise.all([startTestServer({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1' }), startReceiver()]);
  a = await createCompany(t, 'Atlas Webhooks');
  const made = gqlOk(await t.gql(CREATE_ENDPOINT, { input: { url: rx.url, description: 'ERP', events: ALL } }, a.manager.accessToken));
  secret = made.createWebhookEndpoint.secret;
  endpointId = made.createWebhookEndpoint.endpoint.id;
});
afterAll(async () => {
  await t?.stop();
  await rx?.stop();
});
beforeEach(() => {
  rx.answer = () => 200;
});

describe('webhook deliveries', () => {
  it('signs each delivery: the receiver verifies the HMAC-SHA256 of the timestamp and the exact body with the secret', async () => {
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa Signée', city: 'Rabat', budget: '1250000.50' });
    const [got] = await rx.wait(
      1,
      of('site.created', (r) => r.json.data.site.id === site.id),
    );
    const header = String(got.headers['chantiers-signature']);
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, got.body, header)).toBe(true);
    expect(verifyWebhookSignature(`${secret}x`, got.body, header)).toBe(false);
    expect(verifyWebhookSignature(secret, got.body.replace('Villa Signée', 'Villa Changée'), header)).toBe(false);
    // An old signature replayed later is refused by its age.
    expect(verifyWebhookSignature(secret, got.body, header, 300, new Date(Date.now() + 10 * 60_000))).toBe(false);
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got.headers['chantiers-event']).toBe('site.created');
    expect(got.headers['chantiers-event-id']).toBe(got.json.id);
    expect(got.json).toMatchObject({
      type: 'site.created',
      companyId: a.id,
      data: { site: { id: site.id, name: 'Villa Signée', city: 'Rabat', budget: '1250000.50' } },
    });
    const [row] = await until(
      () => rows('id = $1', [got.headers['chantiers-delivery']]),
      (r) => r[0]?.status === 'DELIVERED',
    );
    expect(row).toMatchObject({ event_id: got.json.id, attempts: 1, response_status: 200, last_error: null });
    expect(row.body).toBe(got.body);
  });

  it('sends every event the issue names, from the change that makes it, amounts as exact decimal strings', async () => {
    const token = a.manager.accessToken;
    const site = await createSite(t, token, { name: 'Résidence Événements' });
    const supplier = await createSupplier(t, token);
    const purchase = await createPurchase(t, token, site.id, { supplierId: supplier.id, amountHT: '1000.10', vatRate: '20', date: today });
    const revenue = await createRevenue(t, token, site.id, { amount: '12000.00', date: today });
    const client = gqlOk(
      await t.gql('mutation ($input: ClientInput!) { createClient(input: $input) { id } }', { input: { name: 'M. Tazi', kind: 'PERSON' } }, token),
    );
    const lots = [{ title: 'Gros œuvre', lines: [{ designation: 'Béton', unit: 'm³', quantity: '3', unitPriceHT: '1000.05' }] }];
    const quote = gqlOk(
      await t.gql(
        'mutation ($input: QuoteInput!) { createQuote(input: $input) { id reference } }',
        {
          input: { clientId: client.createClient.id, issueDate: today, siteId: site.id, lots },
        },
        token,
      ),
    ).createQuote;
    gqlOk(await t.gql('mutation ($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }', { id: quote.id }, token));
    await sql(t, `update company set ice = '001234567000089', fiscal_id = '12345678', trade_register = 'RC 98765' where id = $1`, [a.id]);
    const deposit = gqlOk(
      await t.gql(
        'mutation ($q: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $q, input: $input) { id reference netToPay } }',
        {
          q: quote.id,
          input: { kind: 'ACOMPTE', percent: '30' },
        },
        token,
      ),
    ).createInvoice;
    // 3 × 1 000,05 = 3 000,15 HT; 30 % of it: 900,05 HT (900,045 rounded), TVA 20 % 180,01, TTC 1 080,06.
    expect(deposit.netToPay).toBe('1080.06');
    const PAY = 'mutation ($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { paidAmount } }';
    gqlOk(await t.gql(PAY, { id: deposit.id, input: { date: today, amount: '1000.00', mode: 'VIREMENT' } }, token));
    gqlOk(await t.gql(PAY, { id: deposit.id, input: { date: today, amount: '80.06', mode: 'VIREMENT' } }, token));
    const product = await createProduct(t, token, { label: 'Sable fin', stock: '20', alertThreshold: '5', unit: 'm³' });
    const MOVE = 'mutation ($p: ID!, $input: StockMovementInput!) { addStockMovement(productId: $p, input: $input) { product { stock } } }';
    gqlOk(await t.gql(MOVE, { p: product.id, input: { type: 'SORTIE', quantity: '10' } }, token)); // 10: above the alert
    gqlOk(await t.gql(MOVE, { p: product.id, input: { type: 'SORTIE', quantity: '5.5' } }, token)); // 4.5: crosses it
    gqlOk(await t.gql(MOVE, { p: product.id, input: { type: 'SORTIE', quantity: '1' } }, token)); // already below: no new event
    gqlOk(await t.gql('mutation ($id: ID!) { archiveSite(id: $id) { archived } }', { id: site.id }, token));

    const bySite = (r: Received) => JSON.stringify(r.json.data).includes(site.id) || r.json.data.product?.id === product.id;
    const got = await rx.wait(10, bySite);
    const one = (type: string) => {
      const found = got.filter((r) => r.json.type === type);
      return found.map((r) => r.json.data);
    };
    expect(one('purchase.created')).toEqual([
      expect.objectContaining({
        purchase: expect.objectContaining({
          id: purchase.id,
          supplier: { id: supplier.id, name: supplier.name },
          amountHT: '1000.10',
          vatRate: '20.00',
          amountVAT: '200.02',
          amountTTC: '1200.12',
          // One presenter: the purchase as the api answers it (remaining, settled), with its site named.
          siteId: site.id,
          site: { id: site.id, name: 'Résidence Événements' },
          amountRemaining: '1200.12',
          settled: false,
          hasInvoice: false,
        }),
      }),
    ]);
    // The revenue entered by hand, then the two payments' revenues (each a revenue of the site).
    expect(one('revenue.created').map((d) => d.revenue.amountTTC)).toEqual(['12000.00', '1000.00', '80.06']);
    expect(one('revenue.created')[0].revenue).toMatchObject({ id: revenue.id, amount: '12000.00', amountTTC: '12000.00', siteId: site.id });
    expect(one('quote.accepted')).toEqual([
      {
        quote: expect.objectContaining({
          id: quote.id,
          reference: quote.reference,
          totalHT: '3000.15',
          totalTTC: '3600.18',
          client: expect.any(Object),
        }),
      },
    ]);
    expect(one('invoice.issued')).toEqual([
      { invoice: expect.objectContaining({ id: deposit.id, kind: 'ACOMPTE', netToPay: '1080.06', paidAmount: '0.00' }) },
    ]);
    // Paid once, when the second payment leaves nothing due.
    expect(one('invoice.paid')).toEqual([{ invoice: expect.objectContaining({ id: deposit.id, paidAmount: '1080.06', amountDue: '0.00' }) }]);
    expect(one('stock.below_alert')).toEqual([{ product: { id: product.id, label: 'Sable fin', unit: 'm³', quantity: '4.5', alertThreshold: '5' } }]);
    expect(one('site.archived')).toEqual([{ site: expect.objectContaining({ id: site.id, archived: true }) }]);
    expect(one('site.created')).toHaveLength(1);
  });

  it('retries a failing receiver with exponential backoff until it answers, and logs each failure', async () => {
    let failures = 0;
    rx.answer = (r) => (r.json.type === 'site.created' && r.json.data.site.name === 'Villa Retentée' && failures++ < 2 ? 503 : 200);
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa Retentée' });
    const tries = await rx.wait(
      3,
      of('site.created', (r) => r.json.data.site.id === site.id),
      20_000,
    );
    expect(new Set(tries.map((r) => r.json.id)).size).toBe(1);
    // 1 s then 2 s (plus up to 10 % jitter): each wait at least doubles.
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(1000);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(2000);
    // Each attempt signs anew: the signatures differ only when the second changed, and all verify.
    for (const r of tries) expect(verifyWebhookSignature(secret, r.body, String(r.headers['chantiers-signature']))).toBe(true);
    const [row] = await until(
      () => rows(`event_id = $1`, [tries[0].json.id]),
      (r) => r[0]?.status === 'DELIVERED',
    );
    expect(row).toMatchObject({ attempts: 3, response_status: 200, last_error: null });
  });

  it('gives up at the end of the 24 hours: the delivery reads FAILED with the last answer, and is tried no more', async () => {
    rx.answer = (r) => (r.json.type === 'site.created' && r.json.data.site.name === 'Villa Injoignable' ? 500 : 200);
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa Injoignable' });
    const [first] = await rx.wait(
      1,
      of('site.created', (r) => r.json.data.site.id === site.id),
    );
    await until(
      () => rows('event_id = $1', [first.json.id]),
      (r) => r[0]?.attempts === 1 && r[0]?.response_status === 500,
    );
    // 24 hours later, as far as this delivery knows.
    await sql(t, `update webhook_delivery set give_up_at = now(), next_attempt_at = now() where event_id = $1`, [first.json.id]);
    const [row] = await until(
      () => rows('event_id = $1', [first.json.id]),
      (r) => r[0]?.status === 'FAILED',
    );
    expect(row).toMatchObject({ attempts: 2, response_status: 500, last_error: 'Réponse HTTP 500' });
    const seen = rx.received.filter((r) => r.json.id === first.json.id).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.received.filter((r) => r.json.id === first.json.id)).toHaveLength(seen);
    const log = gqlOk(
      await t.gql(
        `query ($id: ID!) { webhookDeliveries(endpointId: $id, status: "FAILED") { items { ${DELIVERY_FIELDS} } total } }`,
        { id: endpointId },
        a.manager.accessToken,
      ),
    ).webhookDeliveries;
    expect(log.items.find((d: { eventId: string }) => d.eventId === first.json.id)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      responseStatus: 500,
      nextAttemptAt: null,
    });
  });

  it('replays a delivery: the same event id and body, signed anew, logged as a replay', async () => {
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa Rejouée' });
    const [first] = await rx.wait(
      1,
      of('site.created', (r) => r.json.data.site.id === site.id),
    );
    const replay = gqlOk(
      await t.gql(
        `mutation ($id: ID!) { replayWebhookDelivery(id: $id) { ${DELIVERY_FIELDS} } }`,
        { id: first.headers['chantiers-delivery'] },
        a.manager.accessToken,
      ),
    ).replayWebhookDelivery;
    expect(replay).toMatchObject({ eventId: first.json.id, replayOf: first.headers['chantiers-delivery'], eventType: 'site.created' });
    const both = await rx.wait(2, (r) => r.json.id === first.json.id);
    expect(both[1].body).toBe(first.body);
    expect(both[1].headers['chantiers-delivery']).toBe(replay.id);
    expect(verifyWebhookSignature(secret, both[1].body, String(both[1].headers['chantiers-signature']))).toBe(true);
  });

  it('sends nothing for a rolled-back change, and nothing for a refused one', async () => {
    const em = t.server.orm.em.fork();
    const lost = envelope(a.id, 'site.created', { site: { id: 'rolled-back' } });
    await expect(
      em.transactional(async (tx) => {
        expect(await queueWebhook(tx, lost)).toBe(1);
        throw new Error('the change fails after its event was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rows('event_id = $1', [lost.id])).toEqual([]);
    // A site refused by validation: no site, no event.
    const refused = gqlErr(
      await t.gql('mutation ($input: SiteInput!) { createSite(input: $input) { id } }', { input: { name: '' } }, a.manager.accessToken),
    );
    expect(refused.extensions.code).toBe('BAD_USER_INPUT');
    // The pipe still flows: a later event arrives, the lost one never did.
    const later = await createSite(t, a.manager.accessToken, { name: 'Villa Après' });
    await rx.wait(
      1,
      of('site.created', (r) => r.json.data.site.id === later.id),
    );
    expect(rx.received.some((r) => r.json.id === lost.id || r.json.data.site?.name === '')).toBe(false);
  });

  it('queues nothing for a disabled endpoint, and a USER’s change reaches the company’s endpoint too', async () => {
    const user = await addMember(t, a);
    const other = await startReceiver();
    try {
      const made = gqlOk(await t.gql(CREATE_ENDPOINT, { input: { url: other.url, events: ['site.created'], active: false } }, a.manager.accessToken));
      const site = await createSite(t, user.accessToken, { name: 'Villa du Gestionnaire' });
      await rx.wait(
        1,
        of('site.created', (r) => r.json.data.site.id === site.id),
      );
      expect(await rows('endpoint_id = $1', [made.createWebhookEndpoint.endpoint.id])).toEqual([]);
      expect(other.received).toEqual([]);
    } finally {
      await other.stop();
    }
  });

  it('keeps the log 30 days: older delivered and failed lines go, pending ones and recent ones stay', async () => {
    const insert = (status: string, days: number) =>
      sql(
        t,
        `insert into webhook_delivery (id, company_id, endpoint_id, event_id, event_type, body, status, attempts, created_at, next_attempt_at, give_up_at)
         values (gen_random_uuid(), $1, $2, gen_random_uuid(), 'site.created', '{}', $3, 1, now() - ($4 * interval '1 day'), now() + interval '1 day',
                 now() + interval '1 day')
         returning id`,
        [a.id, endpointId, status, days],
      ).then((r) => r[0].id as string);
    const gone = [await insert('DELIVERED', 31), await insert('FAILED', 40)];
    const kept = [await insert('DELIVERED', 29), await insert('PENDING', 45)];
    expect(await t.server.services.webhookDispatcher.prune()).toBe(2);
    const left = (await sql(t, 'select id from webhook_delivery where id = any($1::uuid[])', [[...gone, ...kept]])).map((r) => r.id);
    expect(left.sort()).toEqual([...kept].sort());
    await sql(t, 'delete from webhook_delivery where id = any($1::uuid[])', [kept]);
  });

  it('answers an edit or a new secret with the endpoint’s last delivery, as the list shows it', async () => {
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa Modifiée' });
    const [got] = await rx.wait(
      1,
      of('site.created', (r) => r.json.data.site.id === site.id),
    );
    await until(
      () => rows('event_id = $1', [got.json.id]),
      (r) => r[0]?.status === 'DELIVERED',
    );
    const FIELDS = 'lastDeliveryStatus lastDeliveryAt failedLastDay';
    const listed = gqlOk(await t.gql(`query { webhookEndpoints { id ${FIELDS} } }`, {}, a.manager.accessToken)).webhookEndpoints.find(
      (e: { id: string }) => e.id === endpointId,
    );
    expect(listed.lastDeliveryAt).not.toBeNull();
    const edited = gqlOk(
      await t.gql(
        `mutation ($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id ${FIELDS} } }`,
        { id: endpointId, input: { url: rx.url, description: 'ERP', events: ALL } },
        a.manager.accessToken,
      ),
    ).updateWebhookEndpoint;
    const rotated = gqlOk(
      await t.gql(
        `mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { id ${FIELDS} } } }`,
        { id: endpointId },
        a.manager.accessToken,
      ),
    ).rotateWebhookSecret;
    secret = rotated.secret;
    expect(edited).toEqual({
      id: endpointId,
      lastDeliveryStatus: listed.lastDeliveryStatus,
      lastDeliveryAt: listed.lastDeliveryAt,
      failedLastDay: listed.failedLastDay,
    });
    expect(rotated.endpoint).toEqual(edited);
  });
});
