import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Receiver, startReceiver } from '../../api/src/modules/webhooks/webhook-receiver.test-helpers';
import { json, npmStart } from './app-process';

/**
 * Issue 21: a webhook survives a crash. `npm start` on the embedded database (the user's default) commits a change and
 * starts delivering its event, then dies with kill -9 while the receiver has not answered; started again, it delivers
 * the same event (same id, same delivery) once the dead attempt's lease is over.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-webhooks-crash-'));
const PORT = String(5500 + Math.floor(Math.random() * 400));
const ENV = { PORT, DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE: 'true' };
const MANAGER = { email: 'admin@demo.chantiers.ma', password: 'Demo@2026' };
let rx: Receiver;

beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(async () => {
  await rx.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const gql = async (base: string, token: string, query: string, variables: Record<string, unknown> = {}) => {
  const res = await json(base, '/graphql', { query, variables }, token);
  if (res.body?.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
};
const token = async (base: string) => (await json(base, '/api/v1/auth/authenticate', MANAGER)).body.access_token as string;

describe('webhooks across kill -9', () => {
  it('delivers an event committed before the crash, after the restart', async () => {
    rx.answer = () => 'hang';
    const app = npmStart(ENV);
    let endpointId: string;
    let siteId: string;
    try {
      await app.ready();
      const session = await token(app.base);
      endpointId = (
        await gql(app.base, session, 'mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }', {
          input: { url: rx.url, events: ['site.created'] },
        })
      ).createWebhookEndpoint.endpoint.id;
      siteId = (
        await gql(app.base, session, 'mutation ($input: SiteInput!) { createSite(input: $input) { id } }', { input: { name: 'Villa Rescapée' } })
      ).createSite.id;
      // The attempt is under way (the receiver holds it), nothing is delivered: the process dies now.
      await rx.wait(1, (r) => r.json.data.site?.id === siteId);
    } finally {
      await app.stop('SIGKILL');
    }
    rx.answer = () => 200;
    const again = npmStart(ENV);
    try {
      await again.ready();
      // The dead attempt's lease (timeout + 20 s) ends, then the new process sends it.
      const both = await rx.wait(2, (r) => r.json.data.site?.id === siteId, 60_000);
      expect(both[1].json.id).toBe(both[0].json.id);
      expect(both[1].headers['chantiers-delivery']).toBe(both[0].headers['chantiers-delivery']);
      expect(both[1].body).toBe(both[0].body);
      const session = await token(again.base);
      let log: { status: string; attempts: number }[] = [];
      for (let i = 0; i < 50 && log[0]?.status !== 'DELIVERED'; i += 1) {
        log = (
          await gql(again.base, session, 'query ($id: ID!) { webhookDeliveries(endpointId: $id) { items { status attempts } } }', { id: endpointId! })
        ).webhookDeliveries.items;
        if (log[0]?.status !== 'DELIVERED') await new Promise((r) => setTimeout(r, 100));
      }
      expect(log).toEqual([{ status: 'DELIVERED', attempts: 2 }]);
    } finally {
      const code = await again.stop();
      expect({ code, output: code === 0 ? '' : again.output() }).toEqual({ code: 0, output: '' });
    }
  });
});
