// @both-databases: the planning read in one raw SQL statement.
import { addMember, bearer, createCompany, createSite, giveSite, gqlOk, sql, type Member, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { GET, planner } from './planning.test-helpers';

// The planning's read (planning-views.query.ts): every field of the web's TaskFields, for a manager and for a
// Gestionnaire Chantier who sees two of the company's three sites.
const VIEW =
  'id site { id name } title description startDate endDate progress category people { id firstName lastName trade } dependsOn { id title startDate endDate }';
const LIST =
  'query ($from: String!, $to: String!, $siteId: ID, $personnelId: ID) { ' +
  `tasks(from: $from, to: $to, siteId: $siteId, personnelId: $personnelId) { ${VIEW} } }`;
const DECEMBER = { from: '2026-12-01', to: '2026-12-31' };
const SUMMARY =
  'query ($siteId: ID!) { sitePlanningSummary(siteId: $siteId) { progress taskCount ' +
  'nextTasks { id title site { id name } people { id firstName lastName trade } dependsOn { id title startDate endDate } } } }';

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  trade: string;
}
interface View {
  id: string;
  title: string;
  site: { id: string; name: string };
  startDate: string;
  endDate: string;
  people: Person[];
  dependsOn: { id: string; title: string; startDate: string; endDate: string }[];
}

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let anfa: string;
let maarif: string;
let agdal: string;
let people: { karim: Person; said: Person; omar: Person };
const tasks: Record<string, View> = {};

const list = async (token: string, v: Record<string, unknown> = {}): Promise<View[]> => gqlOk(await t.gql(LIST, { ...DECEMBER, ...v }, token)).tasks;
const titles = (views: View[]) => views.map((x) => x.title);
const ref = (x: View) => ({ id: x.id, title: x.title, startDate: x.startDate, endDate: x.endDate });

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Vues'), createCompany(t, 'Souss Vues')]);
  user = await addMember(t, a);
  const boss = a.manager.accessToken;
  anfa = (await createSite(t, boss, { name: 'Villa Anfa' })).id;
  maarif = (await createSite(t, boss, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, maarif, user);
  // A site the Gestionnaire Chantier created sees them too (site-access.ts), as the one they manage.
  agdal = (await createSite(t, user.accessToken, { name: 'Résidence Agdal' })).id;
  const person = (lastName: string, firstName: string, trade: string): Promise<Person> =>
    createPerson(t, boss, { lastName, firstName, trade }, 'id firstName lastName trade');
  people = {
    karim: await person('Alami', 'Karim', 'Maçon'),
    said: await person('Alami', 'Saïd', 'Coffreur'),
    omar: await person('Bennani', 'Omar', 'Électricien'),
  };
  const { karim, said, omar } = people;
  const plan = planner(t, boss);
  // Confirmed: nobody is assigned, and Karim is on two sites at once (warnings, planning.conflicts.test.ts).
  const add = async (name: string, siteId: string, over: Record<string, unknown>) => {
    tasks[name] = (await plan.create(siteId, { title: name, ...over }, true)) as unknown as View;
  };
  await add('Coffrage Anfa', anfa, { startDate: '2026-12-01', endDate: '2026-12-03', personnelIds: [omar.id, karim.id] });
  await add('Coulage Anfa', anfa, {
    startDate: '2026-12-07',
    endDate: '2026-12-08',
    personnelIds: [karim.id],
    dependsOnIds: [tasks['Coffrage Anfa'].id],
  });
  await add('Ferraillage', maarif, { startDate: '2026-12-01', endDate: '2026-12-04', personnelIds: [omar.id, said.id, karim.id] });
  await add('Coffrage', maarif, { startDate: '2026-11-28', endDate: '2026-12-01' });
  await add('Coulage', maarif, {
    startDate: '2026-12-07',
    endDate: '2026-12-09',
    personnelIds: [said.id],
    dependsOnIds: [tasks.Ferraillage.id, tasks.Coffrage.id],
  });
  await add('Enduits', maarif, { startDate: '2027-01-04', endDate: '2027-01-08', personnelIds: [karim.id], dependsOnIds: [tasks.Coulage.id] });
  await add('Terrassement', agdal, { startDate: '2026-12-14', endDate: '2026-12-18', personnelIds: [karim.id, omar.id], description: 'Pelle 20 t' });
  await planner(t, b.manager.accessToken).create(
    (await createSite(t, b.manager.accessToken, { name: 'Chantier Souss' })).id,
    { title: 'Souss' },
    true,
  );
});
afterAll(() => t.stop());

describe('a planning read', () => {
  it('shows every task of the month with its site, its people by name and what it waits for by start, in order', async () => {
    const { karim, said, omar } = people;
    const month = await list(a.manager.accessToken);
    expect(titles(month)).toEqual(['Coffrage', 'Coffrage Anfa', 'Ferraillage', 'Coulage', 'Coulage Anfa', 'Terrassement']);
    const coulage = month.find((x) => x.title === 'Coulage')!;
    expect(coulage).toEqual({
      id: tasks.Coulage.id,
      site: { id: maarif, name: 'Immeuble Maârif' },
      title: 'Coulage',
      description: null,
      startDate: '2026-12-07',
      endDate: '2026-12-09',
      progress: 0,
      category: 'AUTRE',
      people: [said],
      dependsOn: [ref(tasks.Coffrage), ref(tasks.Ferraillage)],
    });
    // Namesakes by first name, in French: Karim, then Saïd Alami, then Bennani.
    expect(month.find((x) => x.title === 'Ferraillage')!.people).toEqual([karim, said, omar]);
    expect(month.find((x) => x.title === 'Terrassement')).toMatchObject({
      description: 'Pelle 20 t',
      site: { name: 'Résidence Agdal' },
      people: [karim, omar],
    });
    // The same view as a single task reads it.
    for (const view of month) expect(gqlOk(await t.gql(GET, { id: view.id }, a.manager.accessToken)).task).toEqual(pick(view));
    expect(titles(await list(a.manager.accessToken, { personnelId: karim.id }))).toEqual([
      'Coffrage Anfa',
      'Ferraillage',
      'Coulage Anfa',
      'Terrassement',
    ]);
    expect(titles(await list(a.manager.accessToken, { siteId: anfa }))).toEqual(['Coffrage Anfa', 'Coulage Anfa']);
    expect(titles(await list(b.manager.accessToken))).toEqual(['Souss']);
  });

  it('shows a Gestionnaire Chantier the tasks of their sites only, with all their people, however busy elsewhere', async () => {
    const { karim, said, omar } = people;
    const month = await list(user.accessToken);
    expect(titles(month)).toEqual(['Coffrage', 'Ferraillage', 'Coulage', 'Terrassement']);
    const manager = await list(a.manager.accessToken);
    for (const view of month) expect(view).toEqual(manager.find((x) => x.id === view.id));
    expect(month[1].people).toEqual([karim, said, omar]);
    expect(month[2].dependsOn).toEqual([ref(tasks.Coffrage), ref(tasks.Ferraillage)]);
    // Karim's month as they see it: not his tasks on Villa Anfa.
    expect(titles(await list(user.accessToken, { personnelId: karim.id }))).toEqual(['Ferraillage', 'Terrassement']);
    expect(await list(user.accessToken, { siteId: anfa })).toEqual([]);
    expect(titles(await list(user.accessToken, { siteId: agdal }))).toEqual(['Terrassement']);
    expect(titles(await list(user.accessToken, { from: '2027-01-01', to: '2027-01-31' }))).toEqual(['Enduits']);
  });

  it('answers the legacy global planning with the same tasks, people and dependencies', async () => {
    const res = await t.rest('GET', '/chantiers/plannings/globale?debut=2026-12-01&fin=2026-12-31', undefined, bearer(user));
    expect(res.status).toBe(200);
    expect(res.body.map((x: { titre: string }) => x.titre)).toEqual(['Coffrage', 'Ferraillage', 'Coulage', 'Terrassement']);
    expect(res.body[2]).toMatchObject({
      chantier: { id: maarif, nom: 'Immeuble Maârif' },
      dateDebut: '2026-12-07',
      personnels: [{ id: people.said.id, nom: 'Alami', prenom: 'Saïd', metier: 'Coffreur' }],
      dependances: [
        { id: tasks.Coffrage.id, titre: 'Coffrage' },
        { id: tasks.Ferraillage.id, titre: 'Ferraillage' },
      ],
    });
  });

  it('lists a Gestionnaire Chantier’s next tasks of their site in its summary, with their people and dependencies', async () => {
    const { karim, omar } = people;
    const souissi = (await createSite(t, user.accessToken, { name: 'Villa Souissi' })).id;
    const plan = planner(t, user.accessToken);
    const pose = await plan.create(
      souissi,
      { title: 'Pose menuiseries', startDate: '2031-03-03', endDate: '2031-03-07', progress: 40, personnelIds: [omar.id, karim.id] },
      true,
    );
    const peinture = await plan.create(souissi, { title: 'Peinture', startDate: '2031-03-10', endDate: '2031-03-14', dependsOnIds: [pose.id] }, true);
    const summary = gqlOk(await t.gql(SUMMARY, { siteId: souissi }, user.accessToken)).sitePlanningSummary;
    expect(summary).toEqual({
      progress: 20,
      taskCount: 2,
      nextTasks: [
        { id: pose.id, title: 'Pose menuiseries', site: { id: souissi, name: 'Villa Souissi' }, people: [karim, omar], dependsOn: [] },
        { id: peinture.id, title: 'Peinture', site: { id: souissi, name: 'Villa Souissi' }, people: [], dependsOn: [ref(pose as unknown as View)] },
      ],
    });
    expect(gqlOk(await t.gql(SUMMARY, { siteId: souissi }, a.manager.accessToken)).sitePlanningSummary).toEqual(summary);
  });

  it('answers 3,000 tasks at most: the first by start date, then title', async () => {
    await sql(
      t,
      `insert into planning_task (id, company_id, site_id, title, start_date, end_date, progress, category, created_at, updated_at)
       select gen_random_uuid(), $1, $2, 'Lot ' || lpad(n::text, 4, '0'), date '2027-06-01' + (n % 2), date '2027-06-02', 0, 'AUTRE', now(), now()
         from generate_series(1, 3001) n`,
      [a.id, anfa],
    );
    const june = await list(a.manager.accessToken, { from: '2027-06-01', to: '2027-06-30' });
    expect(june).toHaveLength(3000);
    // Odd lots start on 2 June: the last of them is the one left out.
    expect([june[0].title, june[1500].title, june[2999].title]).toEqual(['Lot 0002', 'Lot 0001', 'Lot 2999']);
  });
});

/** The fields GET asks for (planning.test-helpers.ts TASK). */
function pick(v: View) {
  return {
    id: v.id,
    site: v.site,
    title: v.title,
    startDate: v.startDate,
    endDate: v.endDate,
    people: v.people.map((p) => ({ id: p.id, lastName: p.lastName })),
    dependsOn: v.dependsOn,
  };
}
