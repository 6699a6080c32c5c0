import { addMember, createCompany, getUrl, gqlErr, gqlOk, ME, type Member, pngImage, sendForm, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const MEMBERS = `query { teamMembers(page: 0, size: 100) { total items { id email companyId photoUrl } } }`;
const SET_ROLE = `mutation ($userId: ID!, $role: String!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const SET_ACTIVE = `mutation ($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { id status } }`;
const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id photoUrl } }`;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let aUser: Member;
let aPhotoUrl: string;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  aUser = await addMember(t, a, { firstName: 'Salma' });
  await addMember(t, b);
  const form = {
    files: { photoProfile: [pngImage([92, 144, 163]), 'salma.png'] as [Buffer, string] },
    fields: { profileData: JSON.stringify({ prenom: 'Salma', nom: 'Tazi' }) },
  };
  aPhotoUrl = (await sendForm(t, 'PUT', '/utilisateur/editprofile', form, aUser.accessToken)).json.photoUrl;
});
afterAll(() => t.stop());

const stateOf = async (m: Member) => (await sql(t, 'select role, status, company_id from app_user where id = $1', [m.id]))[0];

describe("company B's MANAGER and company A's users", () => {
  it("lists only B's users", async () => {
    const list = gqlOk(await t.gql(MEMBERS, {}, b.manager.accessToken)).teamMembers;
    expect(list.total).toBe(2);
    expect(list.items.every((u: any) => u.companyId === b.id)).toBe(true);
    expect(list.items.map((u: any) => u.id)).not.toContain(aUser.id);
    expect(JSON.stringify(list)).not.toContain(aPhotoUrl.split('?')[0]);
  });

  it("answers NOT_FOUND when changing the role of A's users, and changes nothing", async () => {
    for (const [target, role] of [
      [aUser, 'MANAGER'],
      [a.manager, 'USER'],
    ] as const) {
      const err = gqlErr(await t.gql(SET_ROLE, { userId: target.id, role }, b.manager.accessToken));
      expect(err.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      const upper = gqlErr(await t.gql(SET_ROLE, { userId: target.id.toUpperCase(), role }, b.manager.accessToken));
      expect(upper.extensions.code).toBe('NOT_FOUND');
    }
    expect(await stateOf(aUser)).toEqual({ role: 'USER', status: 'ACTIVE', company_id: a.id });
    expect(await stateOf(a.manager)).toEqual({ role: 'MANAGER', status: 'ACTIVE', company_id: a.id });
  });

  it("answers NOT_FOUND when disabling A's users, whose sessions keep working", async () => {
    for (const target of [aUser, a.manager]) {
      const err = gqlErr(await t.gql(SET_ACTIVE, { userId: target.id, active: false }, b.manager.accessToken));
      expect(err.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect(gqlOk(await t.gql(ME, {}, target.accessToken)).me.status).toBe('ACTIVE');
    }
    await sql(t, `update app_user set status = 'DISABLED' where id = $1`, [aUser.id]);
    try {
      expect(gqlErr(await t.gql(SET_ACTIVE, { userId: aUser.id, active: true }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
      expect((await stateOf(aUser)).status).toBe('DISABLED');
    } finally {
      await sql(t, `update app_user set status = 'ACTIVE' where id = $1`, [aUser.id]);
    }
  });

  it('answers NOT_FOUND, never a 500, for ids that are not UUIDs', async () => {
    for (const userId of ['', 'abc', '123', "' or 1=1 --", `${aUser.id}x`, '../../etc/passwd']) {
      for (const [query, vars] of [
        [SET_ROLE, { userId, role: 'USER' }],
        [SET_ACTIVE, { userId, active: false }],
      ] as const) {
        const err = gqlErr(await t.gql(query, vars, b.manager.accessToken));
        expect({ userId, code: err.extensions.code }).toEqual({ userId, code: 'NOT_FOUND' });
      }
    }
  });
});

describe("company B and company A's files", () => {
  it('cannot read the file by id with a bearer, only through the signed URL A was given', async () => {
    const id = new URL(aPhotoUrl, t.url).pathname.split('/').pop()!;
    const withBearer = await fetch(`${t.url}/api/v1/files/${id}`, { headers: { authorization: `Bearer ${b.manager.accessToken}` } });
    expect(withBearer.status).toBe(404);
    const signed = await getUrl(t, aPhotoUrl);
    expect(signed.status).toBe(200);
    expect(signed.bytes.equals(pngImage([92, 144, 163]))).toBe(true);
  });

  it("cannot take A's photo file as its own, and A's photo stays", async () => {
    const id = new URL(aPhotoUrl, t.url).pathname.split('/').pop()!;
    const err = gqlErr(await t.gql(UPDATE, { input: { firstName: 'Amina', lastName: 'Benali', photoFileId: id } }, b.manager.accessToken));
    expect(err.extensions.code).toBe('BAD_USER_INPUT');
    expect(gqlOk(await t.gql(ME, {}, b.manager.accessToken)).me.photoUrl).toBeNull();
    expect(gqlOk(await t.gql(ME, {}, aUser.accessToken)).me.photoUrl).toBe(aPhotoUrl);
    expect((await getUrl(t, aPhotoUrl)).status).toBe(200);
  });
});
