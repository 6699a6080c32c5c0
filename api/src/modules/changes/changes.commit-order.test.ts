import { randomUUID } from 'node:crypto';
import { createCompany, createSupplier, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { changesSince, hasAll, startOfFeed } from './changes.test-helpers';

/**
 * PostgreSQL only (the embedded engine has one session: no transaction stays open beside another). A change whose
 * transaction began first but commits last must still reach a phone that read the feed in between.
 */
let t: TestServer;
let a: TestCompany;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
});
afterAll(() => t.stop());

it('holds back what committed after a transaction still open, then hands both out: a late commit is never stepped over', async () => {
  const since = await startOfFeed(t, a.manager.accessToken);
  const knex = t.server.orm.em.getKnex();
  const slow = await knex.client.acquireConnection();
  const late = randomUUID();
  try {
    await slow.query('begin');
    await slow.query(`insert into change_log (id, company_id, kind, record_id, deleted) values ($1::uuid, $2, 'Supplier', $1::text, false)`, [
      late,
      a.id,
    ]);
    const early = await createSupplier(t, a.manager.accessToken, { name: 'Béton rapide' });
    const during = await changesSince(t, a.manager.accessToken, since);
    expect(during.items).toEqual([]);
    await slow.query('commit');
    const after = await changesSince(t, a.manager.accessToken, during.cursor, { until: hasAll(early.id, late) });
    expect(after.items.map((c) => c.id).sort()).toEqual([early.id, late].sort());
  } finally {
    await knex.client.releaseConnection(slow);
  }
  // The feed may wait on other files' transactions (the same server): its helper polls for up to 40 s.
}, 60_000);
