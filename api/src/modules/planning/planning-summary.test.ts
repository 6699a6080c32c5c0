import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

const CREATE = 'mutation ($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }';
const SUMMARY = `query ($siteId: ID!) { sitePlanningSummary(siteId: $siteId) {
  progress taskCount nextTasks { title startDate progress people { lastName } dependsOn { title } } } }`;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let site: string;
let karim: string;

const task = (title: string, startDate: string, endDate: string, progress: number, more: Record<string, unknown> = {}) =>
  t.gql(CREATE, { input: { siteId: site, title, startDate, endDate, progress, ...more } }, a.manager.accessToken).then(gqlOk);

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Avancement'), createCompany(t, 'Souss Avancement')]);
  user = await addMember(t, a);
  site = (await createSite(t, a.manager.accessToken, { name: 'Résidence Oasis' })).id;
  karim = (await createPerson(t, a.manager.accessToken, { lastName: 'Alami', firstName: 'Karim' })).id;
});
afterAll(() => t.stop());

describe('a site’s planning summary', () => {
  it('has no progress before the first task', async () => {
    expect(gqlOk(await t.gql(SUMMARY, { siteId: site }, a.manager.accessToken)).sitePlanningSummary).toEqual({
      progress: null,
      taskCount: 0,
      nextTasks: [],
    });
  });

  it('weights each task’s progress by its length in days and lists the unfinished tasks still ahead, by start', async () => {
    await task('Terrassement', '2020-03-02', '2020-03-04', 100); // 3 days, done, in the past
    const vrd = (await task('Réseaux VRD', '2031-01-01', '2031-01-05', 20)).createTask.id; // 5 days
    await task('Gros œuvre R+1', '2031-01-06', '2031-01-15', 50, { personnelIds: [karim], dependsOnIds: [vrd] }); // 10 days
    await task('Réception', '2031-06-01', '2031-06-01', 100); // 1 day, already done
    const summary = gqlOk(await t.gql(SUMMARY, { siteId: site }, a.manager.accessToken)).sitePlanningSummary;
    // (3×100 + 10×50 + 5×20 + 1×100) / 19 = 52.6 → 53
    expect(summary.progress).toBe(53);
    expect(summary.taskCount).toBe(4);
    expect(summary.nextTasks).toEqual([
      { title: 'Réseaux VRD', startDate: '2031-01-01', progress: 20, people: [], dependsOn: [] },
      { title: 'Gros œuvre R+1', startDate: '2031-01-06', progress: 50, people: [{ lastName: 'Alami' }], dependsOn: [{ title: 'Réseaux VRD' }] },
    ]);
  });

  it('is the caller’s company’s and, for a Gestionnaire Chantier, their sites’ only', async () => {
    expect(gqlErr(await t.gql(SUMMARY, { siteId: site }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(SUMMARY, { siteId: site }, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(SUMMARY, { siteId: 'pas-un-id' }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });
});
