import { addMember, bearer, createCompany, gqlErr, gqlOk, ME, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const SET_ROLE = `mutation ($userId: ID!, $role: String!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id role } }`;
const ROLE_FORBIDDEN = 'Seul un Admin Société peut modifier les rôles.';
const LAST_MANAGER = 'La société doit garder au moins un Admin Société.';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const roleOf = async (m: Member) => (await sql(t, 'select role from app_user where id = $1', [m.id]))[0].role as string;
const managersOf = async (c: { id: string }) =>
  (await sql(t, `select count(*)::int as n from app_user where company_id = $1 and role = 'MANAGER' and status = 'ACTIVE'`, [c.id]))[0].n as number;
const editOwnRole = (m: Member, role: string) => t.rest('PUT', '/utilisateur/editprofile', { prenom: 'Karim', nom: 'Alaoui', role }, bearer(m));

describe('changing a role through the own profile', () => {
  let a: TestCompany;
  beforeAll(async () => {
    a = await createCompany(t, 'Atlas BTP');
  });

  it('refuses a USER who sends role MANAGER (403) and keeps them USER, through REST and GraphQL', async () => {
    const user = await addMember(t, a);
    const rest = await editOwnRole(user, 'MANAGER');
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ error: 'FORBIDDEN', message: ROLE_FORBIDDEN });
    const gql = gqlErr(await t.gql(UPDATE, { input: { firstName: 'K', lastName: 'A', role: 'MANAGER' } }, user.accessToken));
    expect(gql).toMatchObject({ message: ROLE_FORBIDDEN, extensions: { code: 'FORBIDDEN', status: 403 } });
    expect(await roleOf(user)).toBe('USER');
    expect(gqlOk(await t.gql(ME, {}, user.accessToken)).me.role).toBe('USER');
    expect(gqlErr(await t.gql('{ teamMembers { total } }', {}, user.accessToken)).extensions.code).toBe('FORBIDDEN');
  });

  it('lets a USER save the profile form with their own role unchanged', async () => {
    const user = await addMember(t, a);
    const res = await editOwnRole(user, 'USER');
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('USER');
  });

  it('refuses an unknown role with 400', async () => {
    const user = await addMember(t, a);
    const res = await editOwnRole(user, 'ADMIN');
    expect(res.status).toBe(400);
    expect(await roleOf(user)).toBe('USER');
  });

  it('refuses the only MANAGER demoting himself (409) and lets one of two managers do it', async () => {
    const solo = await createCompany(t, 'Solo BTP');
    const rest = await editOwnRole(solo.manager, 'USER');
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ error: 'CONFLICT', message: LAST_MANAGER, fields: { role: LAST_MANAGER } });
    const gql = gqlErr(await t.gql(SET_ROLE, { userId: solo.manager.id, role: 'USER' }, solo.manager.accessToken));
    expect(gql.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await roleOf(solo.manager)).toBe('MANAGER');

    const second = await addMember(t, solo, { role: 'MANAGER' });
    const demoted = await editOwnRole(second, 'USER');
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('USER');
    expect(await managersOf(solo)).toBe(1);
  });
});

describe('setUserRole (MANAGER only)', () => {
  let a: TestCompany;
  beforeAll(async () => {
    a = await createCompany(t, 'Rif Travaux');
  });

  it('promotes a USER, who then acts as MANAGER, and demotes them again', async () => {
    const user = await addMember(t, a);
    expect(gqlOk(await t.gql(SET_ROLE, { userId: user.id, role: 'MANAGER' }, a.manager.accessToken)).setUserRole).toEqual({
      id: user.id,
      role: 'MANAGER',
    });
    expect(gqlOk(await t.gql('{ teamMembers { total } }', {}, user.accessToken)).teamMembers.total).toBeGreaterThan(1);
    expect(gqlOk(await t.gql(SET_ROLE, { userId: user.id, role: 'USER' }, a.manager.accessToken)).setUserRole.role).toBe('USER');
    expect(gqlErr(await t.gql('{ teamMembers { total } }', {}, user.accessToken)).extensions.code).toBe('FORBIDDEN');
  });

  it('answers 400 for an unknown role and NOT_FOUND for an id that is not a UUID', async () => {
    const user = await addMember(t, a);
    expect(gqlErr(await t.gql(SET_ROLE, { userId: user.id, role: 'ROOT' }, a.manager.accessToken)).extensions.code).toBe('BAD_USER_INPUT');
    expect(gqlErr(await t.gql(SET_ROLE, { userId: 'abc', role: 'USER' }, a.manager.accessToken)).extensions).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(
      gqlErr(await t.gql(SET_ROLE, { userId: '00000000-0000-4000-8000-000000000000', role: 'USER' }, a.manager.accessToken)).extensions.code,
    ).toBe('NOT_FOUND');
  });

  it('does not count a disabled MANAGER as the one who remains', async () => {
    const c = await createCompany(t, 'Sous BTP');
    const other = await addMember(t, c, { role: 'MANAGER' });
    await sql(t, `update app_user set status = 'DISABLED' where id = $1`, [other.id]);
    const res = gqlErr(await t.gql(SET_ROLE, { userId: c.manager.id, role: 'USER' }, c.manager.accessToken));
    expect(res.message).toBe(LAST_MANAGER);
  });
});

describe('two managers demoting each other at the same time', () => {
  it('leaves at least one MANAGER, round after round (setUserRole)', async () => {
    const c = await createCompany(t, 'Concurrence BTP');
    const second = await addMember(t, c, { role: 'MANAGER' });
    for (let round = 0; round < 6; round += 1) {
      await sql(t, `update app_user set role = 'MANAGER' where company_id = $1`, [c.id]);
      const answers = await Promise.all([
        t.gql(SET_ROLE, { userId: second.id, role: 'USER' }, c.manager.accessToken),
        t.gql(SET_ROLE, { userId: c.manager.id, role: 'USER' }, second.accessToken),
      ]);
      expect(await managersOf(c)).toBe(1);
      const codes = answers.map((r) => r.body.errors?.[0]?.extensions.code ?? 'OK');
      expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
      expect(['CONFLICT', 'FORBIDDEN']).toContain(codes.find((c) => c !== 'OK'));
    }
  });

  it('leaves at least one MANAGER when both demote themselves through their profiles', async () => {
    const c = await createCompany(t, 'Duo BTP');
    const second = await addMember(t, c, { role: 'MANAGER' });
    for (let round = 0; round < 6; round += 1) {
      await sql(t, `update app_user set role = 'MANAGER' where company_id = $1`, [c.id]);
      const answers = await Promise.all([editOwnRole(c.manager, 'USER'), editOwnRole(second, 'USER')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await managersOf(c)).toBe(1);
    }
  });
});
