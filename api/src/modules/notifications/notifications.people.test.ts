import { createSite, gqlErr, gqlOk, sql } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { a, b, ids, inbox, manager2, otherUser, recipients, setUpNotificationWorld, siteId, siteUser, t } from './notifications.test-helpers';

setUpNotificationWorld();

const ASSIGN = 'mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }';
const TASK = 'mutation ($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }';
const UPDATE_TASK = 'mutation ($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input, confirmConflicts: true) { id } }';
const UPDATE_SITE = 'mutation ($id: ID!, $input: SiteInput!) { updateSite(id: $id, input: $input) { id } }';
const POST = 'mutation ($siteId: ID!, $content: String) { postAnnouncement(siteId: $siteId, content: $content) { id } }';

/** The personnel record of an app user: tasks and assignments name personnel, linked to their user by the e-mail. */
const personOf = (m: { email: string }, firstName: string) => createPerson(t, a.manager.accessToken, { firstName, email: m.email.toUpperCase() });

describe('a site given to a USER', () => {
  it('tells the new responsable once, not the one who made the change', async () => {
    expect(await recipients('SITE_GIVEN', siteId)).toEqual([siteUser.id]);
    expect((await inbox(siteUser)).find((n) => n.kind === 'SITE_GIVEN')).toMatchObject({
      link: `/detail-chantier/${siteId}`,
      params: { siteName: 'Villa Amal' },
    });
    const other = await createSite(t, otherUser.accessToken, { name: 'Riad Fès', managerId: otherUser.id });
    expect(await recipients('SITE_GIVEN', other.id)).toEqual([]);
    gqlOk(await t.gql(UPDATE_SITE, { id: other.id, input: { name: 'Riad Fès', managerId: siteUser.id } }, a.manager.accessToken));
    gqlOk(await t.gql(UPDATE_SITE, { id: other.id, input: { name: 'Riad Fès II', managerId: siteUser.id } }, a.manager.accessToken));
    expect(await recipients('SITE_GIVEN', other.id)).toEqual([siteUser.id]);
  });
});

describe('an assignment to a site', () => {
  it('tells the app user who is the person assigned, not the one who assigned, nor anyone for a person without an account', async () => {
    const karim = await personOf(siteUser, 'Karim');
    const stranger = await createPerson(t, a.manager.accessToken, { email: 'sans.compte@example.ma' });
    const me = await personOf(a.manager, 'Amina');
    const input = { siteId, personnelIds: [karim.id, stranger.id, me.id], startDate: '2026-12-07', endDate: '2026-12-11' };
    const rows = gqlOk(
      await t.gql(
        'mutation ($inputs: [AssignmentInput!]!) { assignPersonnelBatch(inputs: $inputs) { id personnelId } }',
        { inputs: [input] },
        a.manager.accessToken,
      ),
    ).assignPersonnelBatch;
    const ofKarim = rows.find((r: any) => r.personnelId === karim.id);
    expect(await recipients('SITE_ASSIGNMENT', ofKarim.id)).toEqual([siteUser.id]);
    const all = await sql(t, `select count(*)::int as n from notification where kind = 'SITE_ASSIGNMENT'`);
    expect(all).toEqual([{ n: 1 }]);
    expect((await inbox(siteUser)).find((n) => n.kind === 'SITE_ASSIGNMENT')).toMatchObject({
      link: `/detail-chantier/${siteId}`,
      params: { siteName: 'Villa Amal', startDate: '2026-12-07', endDate: '2026-12-11' },
    });
    // A refused batch (an overlap) tells no one.
    const again = await t.gql(
      ASSIGN,
      { input: { siteId, personnelIds: [karim.id], startDate: '2026-12-08', endDate: '2026-12-09' } },
      a.manager.accessToken,
    );
    expect(gqlErr(again).extensions.code).toBe('CONFLICT');
    expect(await sql(t, `select count(*)::int as n from notification where kind = 'SITE_ASSIGNMENT'`)).toEqual([{ n: 1 }]);
  });
});

describe('a planning task', () => {
  it('tells the people put on it (their app users), once, and those added later', async () => {
    const karim = await personOf(siteUser, 'Karim');
    const youssef = await personOf(otherUser, 'Youssef');
    const input = { siteId, title: 'Coulage dalle R+1', startDate: '2026-12-14', endDate: '2026-12-16', personnelIds: [karim.id] };
    const task = gqlOk(await t.gql(TASK, { input }, a.manager.accessToken)).createTask;
    expect(await recipients('TASK_ASSIGNED', task.id)).toEqual([siteUser.id]);
    expect((await inbox(siteUser)).find((n) => n.kind === 'TASK_ASSIGNED')).toMatchObject({
      link: `/detail-chantier/${siteId}/planning`,
      params: { label: 'Coulage dalle R+1', siteName: 'Villa Amal', startDate: '2026-12-14', endDate: '2026-12-16' },
    });
    gqlOk(await t.gql(UPDATE_TASK, { id: task.id, input: { ...input, personnelIds: [karim.id, youssef.id] } }, a.manager.accessToken));
    expect(await recipients('TASK_ASSIGNED', task.id)).toEqual(ids(siteUser, otherUser));
    gqlOk(
      await t.gql(
        UPDATE_TASK,
        { id: task.id, input: { ...input, title: 'Coulage dalle', personnelIds: [karim.id, youssef.id] } },
        a.manager.accessToken,
      ),
    );
    expect(await recipients('TASK_ASSIGNED', task.id)).toEqual(ids(siteUser, otherUser));
  });

  it('does not tell the one who planned it', async () => {
    const karim = await personOf(siteUser, 'Karim bis');
    const task = gqlOk(
      await t.gql(
        TASK,
        { input: { siteId, title: 'Enduit', startDate: '2026-12-21', endDate: '2026-12-22', personnelIds: [karim.id] } },
        siteUser.accessToken,
      ),
    ).createTask;
    expect(await recipients('TASK_ASSIGNED', task.id)).toEqual([]);
  });
});

describe('an announcement on a site', () => {
  it('tells whoever works on the site but its author: MANAGERs and the USER given it; not another USER nor company', async () => {
    const entry = gqlOk(await t.gql(POST, { siteId, content: '<p>Coulage <strong>lundi</strong> à 8h</p>' }, siteUser.accessToken)).postAnnouncement;
    expect(await recipients('ANNOUNCEMENT', entry.id)).toEqual(ids(a.manager, manager2));
    expect((await inbox(manager2)).find((n) => n.kind === 'ANNOUNCEMENT')).toMatchObject({
      link: `/detail-chantier/${siteId}/acutalité`,
      params: { siteName: 'Villa Amal', authorName: 'Karim Alaoui', excerpt: 'Coulage lundi à 8h' },
    });
    const byManager = gqlOk(await t.gql(POST, { siteId, content: 'Réunion de chantier vendredi' }, a.manager.accessToken)).postAnnouncement;
    expect(await recipients('ANNOUNCEMENT', byManager.id)).toEqual(ids(manager2, siteUser));
    expect((await inbox(otherUser)).filter((n) => n.kind === 'ANNOUNCEMENT')).toEqual([]);
    expect((await inbox(b.manager)).filter((n) => n.kind === 'ANNOUNCEMENT')).toEqual([]);
  });
});
