// @both-databases: transactions around files.
import { PostgresFileStorage } from '../../core/files/file-storage';
import { FilesService } from '../../core/files/files.service';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addMember, createCompany, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { recordStatements } from '../../../test/statements';
import type { AuthInfo } from '../../core/auth/auth-info';
import { scopeToCompany } from '../../core/tenancy/scope';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { decodeCursor, encodeCursor } from '../../core/paging/keyset';
import { SitesService } from './sites.service';
import { toSiteListView, toSiteView } from './sites.types';

let t: TestServer;
let orm: MikroORM;
let recorder: ReturnType<typeof recordStatements>;
let a: TestCompany;
let members: Member[];
const service = new SitesService(new FilesService(new PostgresFileStorage(), 'bench-secret-'.repeat(4)));
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  members = [a.manager, ...(await Promise.all([1, 2, 3].map((i) => addMember(t, a, { firstName: `Chef${i}` }))))];
  orm = t.server.orm;
  recorder = recordStatements(orm);
  const em = scoped();
  const auth: AuthInfo = { userId: a.manager.id, companyId: a.id, sessionId: 'test', role: 'MANAGER', type: 'USER' };
  for (let i = 0; i < 25; i += 1) {
    await service.create(em, auth, { name: `Chantier ${i}`, managerId: members[i % members.length].id, budget: '100.00' });
  }
});
afterAll(async () => {
  recorder?.stop();
  await t.stop();
});

function scoped() {
  const em = orm.em.fork();
  scopeToCompany(em, a.id);
  return em;
}

/** The statements one call sends, on a fresh entity manager (nothing cached). */
async function countStatements(call: (em: ReturnType<typeof scoped>) => Promise<unknown>): Promise<{ n: number; sql: string[] }> {
  const em = scoped();
  recorder.statements.length = 0;
  await call(em);
  const sql = [...recorder.statements];
  return { n: sql.length, sql };
}

describe('SitesService.list', () => {
  it('sends ONE SQL statement for a page of 2 and a page of 20, managers and total included', async () => {
    let small: { items: { manager_first_name?: string | null }[] } = { items: [] };
    let large: typeof small = { items: [] };
    const two = await countStatements(async (em) => (small = await service.list(em, {}, 2)));
    const twenty = await countStatements(async (em) => (large = await service.list(em, {}, 20)));
    expect(small.items).toHaveLength(2);
    expect(large.items).toHaveLength(20);
    expect(large.items.every((s) => s.manager_first_name)).toBe(true);
    expect(new Set(large.items.map((s) => s.manager_first_name)).size).toBe(members.length);
    expect([two.n, twenty.n]).toEqual([1, 1]);
  });

  it('sends one statement on a later page and with a search, and does not count a search again after its first page', async () => {
    const first = await service.list(scoped(), {}, 2);
    const next = await countStatements((em) => service.list(em, {}, 20, first.endCursor));
    const searchedFirst = await service.list(scoped(), { search: 'chantier' }, 2);
    const searched = await countStatements((em) => service.list(em, { search: 'chantier' }, 20));
    const searchedNext = await countStatements((em) => service.list(em, { search: 'chantier' }, 2, searchedFirst.endCursor));
    expect([next.n, searched.n, searchedNext.n]).toEqual([1, 1, 1]);
    // The total of a plain list comes from site_count, a search's is counted once and then carried by the cursor.
    expect(next.sql[0]).toMatch(/from site_count/);
    expect(searched.sql[0]).toMatch(/count\(\*\)/);
    expect(searchedNext.sql[0]).not.toMatch(/count\(\*\)/);
  });

  it('reads what the entity says, field for field', async () => {
    const em = scoped();
    const auth: AuthInfo = { userId: a.manager.id, companyId: a.id, sessionId: 'test', role: 'MANAGER', type: 'USER' };
    const full = await service.create(em, auth, {
      name: 'Résidence « Les Orangers »',
      client: 'Mme Tazi',
      managerId: members[1].id,
      foreman: 'Hassan Ait Ali',
      address: '12, rue Ibn Sina',
      city: 'Fès',
      postalCode: '30000',
      budget: '1234567.89',
      startDate: '2025-01-31',
      endDate: '2026-02-28',
      mapsLink: 'https://maps.example/x',
      status: 'EN_COURS',
      progress: 42,
    });
    await sql(
      t,
      `update site set photo_file_id = gen_random_uuid(), photo_thumb_file_id = gen_random_uuid(), client_photo_file_id ` +
        `= gen_random_uuid(), plan_file_id = gen_random_uuid() where id = $1`,
      [full.id],
    );
    const bare = await service.create(scoped(), auth, { name: 'Sans rien' });
    for (const id of [full.id, bare.id]) {
      const listed = (await service.list(scoped(), {}, 50)).items.find((s) => s.id === id);
      // The list adds what only a card shows (the committed amount of its budget bar); the rest is the entity's.
      const { committed, ...asEntity } = toSiteListView(listed!);
      expect(committed).toBe('0.00');
      expect(asEntity).toEqual(toSiteView(await service.get(scoped(), id)));
    }
    // The files' ids; their signed URLs are the resolver's, made when asked.
    expect((await service.list(scoped(), {}, 50)).items.map(toSiteListView).find((s) => s.id === full.id)).toMatchObject({
      photoFileId: expect.any(String),
      photoThumbFileId: expect.any(String),
      clientPhotoFileId: expect.any(String),
      planFileId: expect.any(String),
    });
  });

  it('refuses to run without a company bound', async () => {
    await expect(service.list(orm.em.fork(), {}, 2)).rejects.toThrow();
  });
});

describe('site_count, the totals the list reads', () => {
  const recount = async () =>
    sql(
      t,
      `select coalesce(k.company_id, s.company_id) as company, coalesce(k.archived, s.archived) as archived, ` +
        `coalesce(k.status, s.status) as status, coalesce(k.n, 0) as kept, coalesce(s.n, 0) as counted
       from site_count k full join (select company_id, archived, status, count(*)::int as n from site group by 1, 2, 3) s
         on s.company_id = k.company_id and s.archived = k.archived and s.status = k.status
       where coalesce(k.n, 0) <> coalesce(s.n, 0)`,
    );

  it('follows every create, archive, status change and delete, and SQL written by hand', async () => {
    const em = scoped();
    const auth: AuthInfo = { userId: a.manager.id, companyId: a.id, sessionId: 'test', role: 'MANAGER', type: 'USER' };
    const made = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => service.create(em.fork(), auth, { name: `Compté ${i}`, status: i % 2 ? 'EN_COURS' : 'TERMINE' })),
    );
    await Promise.all(made.slice(0, 3).map((s) => service.setArchived(scoped(), s.id, true)));
    await service.update(scoped(), made[4].id, { name: 'Compté 5', status: 'SUSPENDU' });
    await service.remove(scoped(), made[5].id, async () => false);
    await service.remove(scoped(), made[0].id, async () => false);
    await sql(t, `update site set status = 'EN_PREPARATION' where company_id = $1 and name like 'Compté%'`, [a.id]);
    expect(await recount()).toEqual([]);
    const active = await service.list(scoped(), {}, 1);
    const [{ n }] = await sql(t, 'select count(*)::int as n from site where company_id = $1 and archived = false', [a.id]);
    expect(active.totalCount).toBe(n);
  });
});

describe('keyset paging over microseconds', () => {
  it('walks rows written within the same millisecond without skipping one', async () => {
    const other = await createCompany(t, 'Micro BTP');
    const em = orm.em.fork();
    scopeToCompany(em, other.id);
    const auth: AuthInfo = { userId: other.manager.id, companyId: other.id, sessionId: 'test', role: 'MANAGER', type: 'USER' };
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await service.create(em, auth, { name: `Micro ${i}` })).id);
    // Same millisecond, different microseconds, ids in the opposite order of the instants.
    const sorted = [...ids].sort();
    for (const [i, id] of sorted.entries())
      await sql(t, `update site set created_at = '2025-03-01T08:00:00.123000Z'::timestamptz + make_interval(secs => $2 / 1000000.0) where id = $1`, [
        id,
        i * 100,
      ]);
    const walked: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const page: Awaited<ReturnType<SitesService['list']>> = await service.list(em, {}, 2, after);
      walked.push(...page.items.map((s) => s.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(walked).toEqual([...sorted].reverse());
  });
});

describe('site search helpers', () => {
  it('folds accents, case and spaces', () => {
    expect(foldForSearch('  Béni   Mellal ', null, 'ÉCOLE Ç')).toBe('beni mellal ecole c');
    expect(foldForSearch(undefined)).toBe('');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('decodes only cursors it encoded', () => {
    const c = { createdAt: '2025-01-15T10:00:00.123Z', id: '0b7c6f0e-2a55-4d4e-9a8f-3b1d2c4e5f60' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    const forged = (text: string) => decodeCursor(Buffer.from(text).toString('base64url'));
    expect(forged(`2025-01-15T10:00:00.123Z|${'-'.repeat(36)}`)).toBeNull();
    expect(forged(`-271821-04-20T00:00:00.000Z|${c.id}`)).toBeNull();
    expect(forged(`2025-02-30T00:00:00.000Z|${c.id}`)).toBeNull();
    expect(forged(`1|${c.id}`)).toBeNull();
    expect(forged(`${c.createdAt}|${c.id}|x`)).toBeNull();
    const micro = { createdAt: '2025-01-15T10:00:00.123456Z', id: c.id, total: 10_000, key: 'Ab-_0123' };
    expect(decodeCursor(encodeCursor(micro))).toEqual(micro);
    expect(forged(`${c.createdAt}|${c.id}|12|k`)).toEqual({ ...c, total: 12, key: 'k' });
    expect(forged(`2025-01-15T10:00:00.1234Z|${c.id}`)).toBeNull();
    expect(forged(`${c.createdAt}|${c.id}|-1|k`)).toBeNull();
    expect(forged(`${c.createdAt}|${c.id}|2147483648|k`)).toBeNull();
    expect(forged(`${c.createdAt}|${c.id}|01|k`)).toBeNull();
    expect(forged(`${c.createdAt}|${c.id}|1|k'--`)).toBeNull();
    expect(decodeCursor('not a cursor')).toBeNull();
    expect(decodeCursor(null)).toBeNull();
  });
});
