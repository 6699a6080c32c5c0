// @both-databases: the ORM subscriber inside transactions.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../../test/db';
import { User } from '../../modules/accounts/user.entity';
import { Site } from '../../modules/sites/site.entity';
import { SiteNewsEntry } from '../../modules/sites/news/site-news-entry.entity';
import { Company } from '../tenancy/company.entity';
import { scopeToCompany } from '../tenancy/scope';
import { setAuditAuthor } from './audit-author';
import { auditSite, stopAuditing } from './site-audited';

let db: TestDatabase;
let orm: MikroORM;
let closeOrm: () => Promise<void>;
let companyId: string;
let authorId: string;
let karimId: string;

async function addUser(em: EntityManager, firstName: string, lastName: string): Promise<string> {
  const user = em.create(User, {
    company: companyId,
    firstName,
    lastName,
    email: `${firstName}.${Date.now()}.${Math.random()}@example.test`.toLowerCase(),
    passwordHash: 'x',
  });
  await em.flush();
  return user.id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  ({ orm, close: closeOrm } = await openTestOrm(db));
  await orm.getMigrator().up();
  const em = orm.em.fork();
  const company = em.create(Company, { name: 'BTP Atlas' });
  await em.flush();
  companyId = company.id;
  authorId = await addUser(em, 'Amina', 'Benali');
  karimId = await addUser(em, 'Karim', 'Alaoui');
});
afterAll(async () => {
  await closeOrm?.();
  await db?.drop();
});

/** An entity manager like a request's: scoped to the company, with (or without) an author. */
function requestEm(author: string | null = authorId): EntityManager {
  const em = orm.em.fork();
  scopeToCompany(em, companyId);
  if (author) setAuditAuthor(em, { userId: author });
  return em;
}

async function newSite(name = 'Villa A', data: Partial<Site> = {}): Promise<string> {
  return requestEm().transactional(async (tx) => tx.create(Site, { company: companyId, name, budget: '1000.00', ...data }).id);
}

const entries = (siteId: string) =>
  orm.em.fork().find(SiteNewsEntry, { site: siteId }, { filters: false, orderBy: { createdAt: 'asc', field: 'asc' } });
const changes = async (siteId: string) => (await entries(siteId)).filter((e) => e.type === 'MODIFICATION');

describe('audit subscriber', () => {
  it('records ADD when a site is created, with the author found from the em.transactional fork', async () => {
    const siteId = await newSite('Villa A');
    const [entry, ...rest] = await entries(siteId);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      type: 'ADD',
      entityKind: 'Site',
      entityId: siteId,
      authorName: 'Amina Benali',
      entityLabel: 'Villa A',
      content: null,
      field: null,
      valueKind: null,
    });
    expect(entry.author?.id).toBe(authorId);
  });

  it('records one MODIFICATION per changed field with readable before and after values', async () => {
    const siteId = await newSite('Villa A', { startDate: '2026-01-05' });
    await requestEm().transactional(async (tx) => {
      const site = await tx.findOneOrFail(Site, siteId);
      site.name = 'Villa B';
      site.budget = '2500.5';
      site.startDate = '2026-02-01';
      site.archived = true;
      site.manager = tx.getReference(User, karimId);
      site.searchText = 'villa b';
    });
    const rows = await changes(siteId);
    const byField = Object.fromEntries(rows.map((r) => [r.field, [r.before, r.after]]));
    const kinds = Object.fromEntries(rows.map((r) => [r.field, r.valueKind]));
    expect(kinds).toEqual({ name: 'text', budget: 'money', startDate: 'date', archived: 'boolean', manager: 'relation' });
    expect(byField).toEqual({
      name: ['Villa A', 'Villa B'],
      budget: ['1000.00', '2500.50'],
      startDate: ['2026-01-05', '2026-02-01'],
      archived: ['false', 'true'],
      manager: [null, 'Karim Alaoui'],
    });
    expect(rows.every((r) => r.authorName === 'Amina Benali' && r.entityKind === 'Site' && r.entityId === siteId)).toBe(true);
  });

  it('names a relation changed from one user to another by their names', async () => {
    const siteId = await newSite('Villa M', { manager: karimId as never });
    const em = requestEm();
    const site = await em.findOneOrFail(Site, siteId);
    site.manager = em.getReference(User, authorId);
    await em.flush();
    expect((await changes(siteId)).map((r) => [r.field, r.before, r.after])).toEqual([['manager', 'Karim Alaoui', 'Amina Benali']]);
  });

  it('writes nothing for an update that changes nothing, or only technical fields', async () => {
    const siteId = await newSite('Villa C');
    const em = requestEm();
    const site = await em.findOneOrFail(Site, siteId);
    site.name = 'Villa C';
    site.budget = '1000';
    site.searchText = 'something else';
    site.updatedAt = new Date(Date.now() + 1000);
    await em.flush();
    expect(await changes(siteId)).toEqual([]);
  });

  it('records a changed file as added, replaced or removed, never its id', async () => {
    const siteId = await newSite('Villa F');
    const em = requestEm();
    const site = await em.findOneOrFail(Site, siteId);
    site.photoFileId = '6f1c5c1e-0000-4000-8000-000000000001';
    await em.flush();
    site.photoFileId = null;
    await em.flush();
    expect((await changes(siteId)).map((r) => [r.field, r.valueKind, r.before, r.after, r.content])).toEqual([
      ['photoFileId', 'file', null, 'file', null],
      ['photoFileId', 'file', 'file', null, null],
    ]);
  });

  it('writes the entries in the flush transaction: an error after the flush leaves no entry and no change', async () => {
    const siteId = await newSite('Villa R');
    await expect(
      requestEm().transactional(async (tx) => {
        const site = await tx.findOneOrFail(Site, siteId);
        site.name = 'Villa R2';
        await tx.flush();
        throw new Error('after the flush');
      }),
    ).rejects.toThrow('after the flush');
    expect(await changes(siteId)).toEqual([]);
    expect((await orm.em.fork().findOneOrFail(Site, siteId, { filters: false })).name).toBe('Villa R');
  });

  it('leaves no entry when the update itself fails in the database', async () => {
    const siteId = await newSite('Villa K');
    const em = requestEm();
    const site = await em.findOneOrFail(Site, siteId);
    site.client = 'x'.repeat(101); // varchar(100)
    site.city = 'Rabat';
    await expect(em.flush()).rejects.toThrow();
    expect(await changes(siteId)).toEqual([]);
  });

  it('leaves the author empty when nobody is signed in', async () => {
    const siteId = await requestEm(null).transactional(async (tx) => tx.create(Site, { company: companyId, name: 'Villa S' }).id);
    expect((await entries(siteId))[0]).toMatchObject({ type: 'ADD', author: null, authorName: null });
  });

  it('deletes a site without writing on it: its feed goes with it', async () => {
    const siteId = await newSite('Villa D');
    await requestEm().transactional(async (tx) => tx.remove(await tx.findOneOrFail(Site, siteId)));
    expect(await entries(siteId)).toEqual([]);
  });

  describe('another site-scoped class', () => {
    // Users stand in for a future site-scoped record (a purchase): each one is 'on' the site below.
    let siteId: string;
    beforeAll(async () => {
      siteId = await newSite('Villa P');
      auditSite(User, { site: () => siteId });
    });
    afterAll(() => stopAuditing(User));

    it('records ADD and DELETION on its site', async () => {
      const em = requestEm();
      const userId = await addUser(em, 'Omar', 'Idrissi');
      em.remove(await em.findOneOrFail(User, userId));
      await em.flush();
      const rows = (await entries(siteId)).filter((e) => e.entityKind === 'User');
      expect(rows.map((r) => [r.type, r.entityLabel, r.content, r.entityId])).toEqual([
        ['ADD', 'Omar Idrissi', null, userId],
        ['DELETION', 'Omar Idrissi', null, userId],
      ]);
    });

    it('writes nothing on a site deleted in the same flush', async () => {
      const em = requestEm();
      const userId = await addUser(em, 'Sara', 'Tazi');
      const before = (await entries(siteId)).length;
      em.remove(await em.findOneOrFail(User, userId));
      em.remove(await em.findOneOrFail(Site, siteId));
      await expect(em.flush()).resolves.toBeUndefined();
      expect(before).toBeGreaterThan(0);
      expect(await entries(siteId)).toEqual([]);
    });
  });
});
