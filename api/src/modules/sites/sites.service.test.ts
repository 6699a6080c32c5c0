import { PostgresFileStorage } from '../../core/files/file-storage';
import { FilesService } from '../../core/files/files.service';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addMember, createCompany, type Member, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { recordStatements } from '../../../test/statements';
import type { AuthInfo } from '../../context';
import { scopeToCompany } from '../../core/tenancy/scope';
import { decodeCursor, encodeCursor, escapeLike, foldForSearch } from './site-search';
import { SitesService } from './sites.service';

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
  it('sends the same number of SQL statements for a page of 2 and a page of 20, managers included', async () => {
    let small: { items: { manager?: { firstName: string } | null }[] } = { items: [] };
    let large: typeof small = { items: [] };
    const two = await countStatements(async (em) => (small = await service.list(em, {}, 2)));
    const twenty = await countStatements(async (em) => (large = await service.list(em, {}, 20)));
    expect(small.items).toHaveLength(2);
    expect(large.items).toHaveLength(20);
    expect(large.items.every((s) => s.manager?.firstName)).toBe(true);
    expect(new Set(large.items.map((s) => s.manager?.firstName)).size).toBe(members.length);
    expect(twenty.n).toBe(two.n);
    // The page (managers joined in) and its count.
    expect(two.n).toBe(2);
  });

  it('sends the same number of statements on a later page and with a search', async () => {
    const first = await service.list(scoped(), {}, 2);
    const base = await countStatements((em) => service.list(em, {}, 2));
    const next = await countStatements((em) => service.list(em, {}, 20, first.endCursor));
    const searched = await countStatements((em) => service.list(em, { search: 'chantier' }, 20));
    expect(base.n).toBe(2);
    expect([next.n, searched.n]).toEqual([base.n, base.n]);
  });

  it('refuses to run without a company bound', async () => {
    await expect(service.list(orm.em.fork(), {}, 2)).rejects.toThrow();
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
    expect(decodeCursor('not a cursor')).toBeNull();
    expect(decodeCursor(null)).toBeNull();
  });
});
