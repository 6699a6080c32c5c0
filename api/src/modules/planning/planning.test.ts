import { addMember, createCompany, createSite, giveSite, gqlErr, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { assign } from './planning.test-helpers';

const TASK = 'id site { id name } title description startDate endDate progress category people { id lastName }';
const CREATE = `mutation ($input: TaskInput!) { createTask(input: $input) { ${TASK} } }`;
const UPDATE = `mutation ($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { ${TASK} } }`;
const MOVE = `mutation ($id: ID!, $input: TaskDatesInput!) { moveTask(id: $id, input: $input) { ${TASK} } }`;
const DELETE = 'mutation ($id: ID!) { deleteTask(id: $id) }';
const LIST =
  'query ($from: String!, $to: String!, $siteId: ID, $personnelId: ID) { ' +
  'tasks(from: $from, to: $to, siteId: $siteId, personnelId: $personnelId) { id title } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let site1: string;
let site2: string;
let karim: string;

const input = (over: Record<string, unknown> = {}) => ({
  siteId: site1,
  title: 'Coulage dalle R+1',
  description: 'Béton B25, pompe',
  startDate: '2026-12-01',
  endDate: '2026-12-04',
  personnelIds: [karim],
  ...over,
});
const create = async (over: Record<string, unknown> = {}, token = a.manager.accessToken) =>
  gqlOk(await t.gql(CREATE, { input: input(over) }, token)).createTask;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Planning'), createCompany(t, 'Souss Planning')]);
  user = await addMember(t, a);
  site1 = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  site2 = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, site2, user);
  karim = (await createPerson(t, a.manager.accessToken, { lastName: 'Alami', firstName: 'Karim' })).id;
  // On Villa Anfa all winter: these tasks have no conflicts to confirm (planning.conflicts.test.ts has them).
  await assign(t, a.manager.accessToken, site1, [karim], '2026-11-01', '2027-03-31');
});
afterAll(() => t.stop());

describe('a planning task', () => {
  it('is created with its site, dates, people, progress 0 and category AUTRE by default', async () => {
    const task = await create();
    expect(task).toMatchObject({
      site: { id: site1, name: 'Villa Anfa' },
      title: 'Coulage dalle R+1',
      description: 'Béton B25, pompe',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      progress: 0,
      category: 'AUTRE',
      people: [{ id: karim, lastName: 'Alami' }],
    });
  });

  it('follows SPEC §5: dates required, the end not before the start, a title of 75 and a description of 100 at most', async () => {
    const fields = async (over: Record<string, unknown>) =>
      gqlErr(await t.gql(CREATE, { input: input(over) }, a.manager.accessToken)).extensions.fields;
    expect(await fields({ title: ' ' })).toEqual({ title: 'Le titre est requis' });
    expect(await fields({ title: 'x'.repeat(76) })).toEqual({ title: 'Le titre ne peut pas dépasser 75 caractères' });
    expect(await fields({ description: 'x'.repeat(101) })).toEqual({ description: 'La description ne peut pas dépasser 100 caractères' });
    expect(await fields({ startDate: '' })).toEqual({ startDate: 'La date de début est requise' });
    expect(await fields({ endDate: null })).toEqual({ endDate: 'La date de fin est requise' });
    expect(await fields({ endDate: '2026-11-30' })).toEqual({ endDate: 'La date de fin ne peut pas précéder la date de début' });
    expect(await fields({ startDate: '2026-02-30' })).toEqual({ startDate: 'Date invalide (AAAA-MM-JJ)' });
    expect(await fields({ progress: 101 })).toEqual({ progress: "L'avancement est un nombre entier de 0 à 100" });
    expect(await fields({ category: 'PEINTURE' })).toEqual({ category: 'Catégorie invalide (gros œuvre, second œuvre, finitions, VRD ou autre)' });
  });

  it('is edited, moved by a drag (dates only) and deleted; lists follow the period, the site and the person', async () => {
    const task = await create({ title: 'Enduits', startDate: '2027-01-04', endDate: '2027-01-08', category: 'FINITIONS' });
    const edited = gqlOk(
      await t.gql(
        UPDATE,
        {
          id: task.id,
          input: input({ title: 'Enduits intérieurs', startDate: '2027-01-04', endDate: '2027-01-08', progress: 40, personnelIds: [] }),
        },
        a.manager.accessToken,
      ),
    ).updateTask;
    expect(edited).toMatchObject({ title: 'Enduits intérieurs', progress: 40, people: [] });
    const moved = gqlOk(
      await t.gql(MOVE, { id: task.id, input: { startDate: '2027-01-11', endDate: '2027-01-13' } }, a.manager.accessToken),
    ).moveTask;
    expect(moved).toMatchObject({ startDate: '2027-01-11', endDate: '2027-01-13', title: 'Enduits intérieurs', progress: 40 });
    expect(
      gqlErr(await t.gql(MOVE, { id: task.id, input: { startDate: '2027-01-13', endDate: '2027-01-11' } }, a.manager.accessToken)).extensions.fields,
    ).toEqual({
      endDate: 'La date de fin ne peut pas précéder la date de début',
    });
    const titles = async (v: Record<string, unknown>) =>
      gqlOk(await t.gql(LIST, v, a.manager.accessToken)).tasks.map((x: { title: string }) => x.title);
    expect(await titles({ from: '2027-01-10', to: '2027-01-16' })).toEqual(['Enduits intérieurs']);
    expect(await titles({ from: '2027-01-04', to: '2027-01-08' })).toEqual([]);
    expect(await titles({ from: '2026-12-01', to: '2027-01-31', personnelId: karim })).toEqual(['Coulage dalle R+1']);
    expect(await titles({ from: '2026-12-01', to: '2027-01-31', siteId: site2 })).toEqual([]);
    expect(gqlErr(await t.gql(LIST, { from: '2027-01-10', to: '2026-01-16' }, a.manager.accessToken)).extensions.fields).toEqual({
      from: 'Période invalide : début et fin (AAAA-MM-JJ), 366 jours au plus',
    });
    expect(gqlOk(await t.gql(DELETE, { id: task.id }, a.manager.accessToken)).deleteTask).toBe(true);
    expect(
      gqlErr(await t.gql(MOVE, { id: task.id, input: { startDate: '2027-01-11', endDate: '2027-01-13' } }, a.manager.accessToken)).extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('lets a Gestionnaire Chantier plan on their sites only', async () => {
    const mine = await create({ siteId: site2, title: 'Ferraillage', personnelIds: [] }, user.accessToken);
    expect(mine.site.id).toBe(site2);
    expect(gqlErr(await t.gql(CREATE, { input: input() }, user.accessToken)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
    const seen = gqlOk(await t.gql(LIST, { from: '2026-12-01', to: '2026-12-31' }, user.accessToken)).tasks.map((x: { title: string }) => x.title);
    expect(seen).toEqual(['Ferraillage']);
  });

  it('keeps another company out, and fills the dashboard’s tasks of the month', async () => {
    const task = await create({ title: 'Chape', startDate: '2026-12-28', endDate: '2027-01-02' });
    const other = b.manager.accessToken;
    expect(gqlErr(await t.gql(MOVE, { id: task.id, input: { startDate: '2027-01-11', endDate: '2027-01-13' } }, other)).extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(gqlErr(await t.gql(DELETE, { id: task.id }, other)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CREATE, { input: input() }, other)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
    const foreignPerson = (await createPerson(t, other)).id;
    expect(gqlErr(await t.gql(CREATE, { input: input({ personnelIds: [foreignPerson] }) }, a.manager.accessToken)).extensions.fields).toEqual({
      personnelIds: "Cette personne n'existe pas ou a été supprimée.",
    });
    expect(gqlOk(await t.gql(LIST, { from: '2026-12-01', to: '2026-12-31' }, other)).tasks).toEqual([]);
    const month = gqlOk(await t.gql('query { monthTasks(month: "2027-01") { title siteName startDate } }', {}, a.manager.accessToken)).monthTasks;
    expect(month).toEqual([{ title: 'Chape', siteName: 'Villa Anfa', startDate: '2026-12-28' }]);
  });

  it('answers the legacy REST paths of SPEC §7', async () => {
    const h = { authorization: `Bearer ${a.manager.accessToken}` };
    const created = await t.rest(
      'POST',
      '/chantiers/plannings/tache/creer',
      { idChantier: site1, titre: 'Étanchéité', description: 'Terrasse', dateDebut: '2027-02-01', dateFin: '2027-02-03', personnels: [karim] },
      h,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ titre: 'Étanchéité', dateDebut: '2027-02-01', personnels: [{ id: karim, nom: 'Alami' }] });
    const bad = await t.rest(
      'POST',
      '/chantiers/plannings/tache/creer',
      { idChantier: site1, titre: '', dateDebut: '2027-02-01', dateFin: '2027-01-01' },
      h,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ titre: 'Le titre est requis', dateFin: 'La date de fin ne peut pas précéder la date de début' });
    const id = created.body.id;
    expect(
      (await t.rest('PUT', `/chantiers/plannings/tache/updatedate/${id}`, { dateDebut: '2027-02-08', dateFin: '2027-02-09' }, h)).body,
    ).toMatchObject({ dateDebut: '2027-02-08' });
    expect(
      (await t.rest('GET', `/chantiers/plannings/chantier?idChantier=${site1}&debut=2027-02-01&fin=2027-02-28`, undefined, h)).body.map(
        (x: { titre: string }) => x.titre,
      ),
    ).toEqual(['Étanchéité']);
    expect((await t.rest('GET', `/chantiers/plannings/personnel?idPersonnel=${karim}&debut=2027-02-01&fin=2027-02-28`, undefined, h)).status).toBe(
      200,
    );
    expect((await t.rest('GET', '/chantiers/plannings/globale?debut=2027-02-01&fin=2027-02-28', undefined, h)).body).toHaveLength(1);
    expect((await t.rest('GET', '/chantiers/dashboard/taskMois?mois=2027-02', undefined, h)).body).toEqual([
      expect.objectContaining({ titre: 'Étanchéité' }),
    ]);
    expect((await t.rest('DELETE', `/chantiers/plannings/tache/delete/${id}`, undefined, h)).body).toEqual({ deleted: true });
  });
});
