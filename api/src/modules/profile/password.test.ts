import { addMember, bearer, createCompany, gqlErr, gqlOk, ME, type Member, PASSWORD, REFRESH, signIn, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { messageId message } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }`;
const CHANGED = 'Votre mot de passe a été mis à jour avec succès';
const STRENGTH = 'Le mot de passe doit contenir au moins 8 caractères, une lettre majuscule, une lettre minuscule et un chiffre.';
const NEW_PASSWORD = 'NouveauMdp2025';

let t: TestServer;
let a: TestCompany;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t);
});
afterAll(() => t.stop());

const canSignIn = async (email: string, password: string) => !(await t.gql(SIGN_IN, { input: { email, password } })).body.errors;

describe('changePassword (GraphQL)', () => {
  it.each([
    [
      'a wrong old password',
      { oldPassword: 'Mauvais123', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { oldPassword: "L'ancien mot de passe est incorrect" },
    ],
    ['no old password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { oldPassword: "L'ancien mot de passe est requis" }],
    [
      'no new password',
      { oldPassword: PASSWORD, password: '', confirmPassword: '' },
      { password: 'Nouveau mot de passe requis', confirmPassword: 'Confirmation du mot de passe requise' },
    ],
    ['a weak new password', { oldPassword: PASSWORD, password: 'faible12', confirmPassword: 'faible12' }, { password: STRENGTH }],
    [
      'a confirmation that differs',
      { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Autre2025x' },
      { confirmPassword: 'Les mots de passe doivent correspondre' },
    ],
  ])('refuses %s with 400 on the field and keeps the old password', async (_case, input, fields) => {
    const user = await addMember(t, a);
    const err = gqlErr(await t.gql(CHANGE, { input }, user.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, fields });
    expect(await canSignIn(user.email, PASSWORD)).toBe(true);
  });

  it('changes it: the old password fails, the new one works, this session lives and the others are revoked', async () => {
    const user = await addMember(t, a);
    const other = await signIn(t, user.email);
    const res = gqlOk(
      await t.gql(CHANGE, { input: { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } }, user.accessToken),
    );
    expect(res.changePassword).toEqual({ messageId: 'password.changed', message: CHANGED });

    expect(await canSignIn(user.email, PASSWORD)).toBe(false);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);

    expect(gqlOk(await t.gql(ME, {}, user.accessToken)).me.id).toBe(user.id);
    expect(gqlOk(await t.gql(REFRESH, { refreshToken: user.refreshToken })).refreshSession.accessToken).toEqual(expect.any(String));

    expect(gqlErr(await t.gql(ME, {}, other.accessToken)).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlErr(await t.gql(REFRESH, { refreshToken: other.refreshToken })).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers UNAUTHENTICATED without a bearer', async () => {
    const err = gqlErr(await t.gql(CHANGE, { input: { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } }));
    expect(err.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('PATCH /api/v1/users/changepassword (REST)', () => {
  const patch = (m: Member | null, body: Record<string, string>) => t.rest('PATCH', '/users/changepassword', body, m ? bearer(m) : {});

  it('answers 400 with the field messages for a wrong old password, a weak one and a mismatch', async () => {
    const user = await addMember(t, a);
    const wrong = await patch(user, { oldPassword: 'Mauvais123', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: "L'ancien mot de passe est incorrect",
      fields: { oldPassword: "L'ancien mot de passe est incorrect" },
    });
    const weak = await patch(user, { oldPassword: PASSWORD, password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: STRENGTH });
    const mismatch = await patch(user, { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` });
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'Les mots de passe doivent correspondre' });
    const empty = await patch(user, {});
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ oldPassword: "L'ancien mot de passe est requis", password: 'Nouveau mot de passe requis' });
    expect(await canSignIn(user.email, PASSWORD)).toBe(true);
  });

  it('changes it with the success message and revokes the other sessions only', async () => {
    const user = await addMember(t, a);
    const other = await signIn(t, user.email);
    const res = await patch(user, { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CHANGED });
    expect(await canSignIn(user.email, PASSWORD)).toBe(false);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(user))).status).toBe(200);
    expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(other))).status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh-token', { refreshToken: other.refreshToken })).status).toBe(401);
  });

  it('answers 401 without a bearer', async () => {
    expect((await patch(null, { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(401);
  });
});
