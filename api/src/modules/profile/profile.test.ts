// @both-databases: the profile module, its photo in the files table.
import {
  addMember,
  bearer,
  countFiles,
  createCompany,
  getUrl,
  gqlErr,
  gqlOk,
  HTML,
  ME,
  ME_FIELDS,
  type Member,
  PDF,
  pngImage,
  sendForm,
  sql,
  type TestCompany,
  upload,
} from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { ${ME_FIELDS} } }`;
const PHONE_MSG = 'Le numéro de téléphone doit contenir 10 chiffres';
const FIRST_NAME_MSG = 'Le prénom est requis';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
});
afterAll(() => t.stop());

const me = async (m: Member) => gqlOk(await t.gql(ME, {}, m.accessToken)).me;
const fileIdOf = (url: string) => new URL(url, t.url).pathname.split('/').pop()!;
const fileExists = async (id: string) => (await sql(t, 'select 1 from stored_file where id = $1', [id])).length === 1;
const editProfile = (m: Member, profileData: Record<string, unknown>, photo?: [Buffer, string]) =>
  sendForm(
    t,
    'PUT',
    '/utilisateur/editprofile',
    { files: photo ? { photoProfile: photo } : {}, fields: { profileData: JSON.stringify(profileData) } },
    m.accessToken,
  );

describe('updateProfile (GraphQL) and PUT /utilisateur/editprofile (REST) change the own profile', () => {
  it('updates first name, last name and phone through GraphQL; me shows them', async () => {
    const user = await addMember(t, a);
    const res = gqlOk(await t.gql(UPDATE, { input: { firstName: ' Youssef ', lastName: 'El Idrissi', phone: '06 12 34 56 78' } }, user.accessToken));
    expect(res.updateProfile).toMatchObject({
      id: user.id,
      firstName: 'Youssef',
      lastName: 'El Idrissi',
      phone: '0612345678',
      email: user.email,
      role: 'USER',
    });
    expect(await me(user)).toEqual(res.updateProfile);
  });

  it('updates through the REST JSON body, answers the legacy record and never changes the e-mail', async () => {
    const user = await addMember(t, a);
    const res = await t.rest(
      'PUT',
      '/utilisateur/editprofile',
      { prenom: 'Salma', nom: 'Tazi', telephone: '0522334455', email: 'pirate@example.test', role: 'USER', societe: 'Autre', photoProfile: null },
      bearer(user),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      prenom: 'Salma',
      nom: 'Tazi',
      telephone: '0522334455',
      email: user.email,
      role: 'USER',
      societe: 'Atlas BTP',
      societeId: a.id,
      photoProfile: null,
    });
    expect(await me(user)).toMatchObject({ firstName: 'Salma', lastName: 'Tazi', phone: '0522334455', email: user.email, companyName: 'Atlas BTP' });
    expect(await sql(t, 'select count(*)::int as n from app_user where email = $1', ['pirate@example.test'])).toEqual([{ n: 0 }]);
  });

  it('updates through the multipart profileData field without a photo', async () => {
    const user = await addMember(t, a);
    const res = await editProfile(user, { prenom: 'Nadia', nom: 'Berrada', telephone: '0600000001', email: user.email, role: 'USER' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ prenom: 'Nadia', nom: 'Berrada', telephone: '0600000001' });
  });

  it('refuses a 9-digit phone on the telephone (REST) and phone (GraphQL) fields, changing nothing', async () => {
    const user = await addMember(t, a, { firstName: 'Omar', lastName: 'Fassi' });
    const before = await me(user);
    const rest = await t.rest('PUT', '/utilisateur/editprofile', { prenom: 'Changé', nom: 'Changé', telephone: '061234567' }, bearer(user));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ error: 'BAD_USER_INPUT', message: PHONE_MSG, fields: { telephone: PHONE_MSG } });

    const gql = gqlErr(await t.gql(UPDATE, { input: { firstName: 'Changé', lastName: 'Changé', phone: '061234567' } }, user.accessToken));
    expect(gql.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, fields: { phone: PHONE_MSG } });
    expect(
      gqlErr(await t.gql(UPDATE, { input: { firstName: 'X', lastName: 'Y', phone: '06123456789' } }, user.accessToken)).extensions.fields,
    ).toEqual({ phone: PHONE_MSG });
    expect(await me(user)).toEqual(before);
  });

  it('refuses a missing first name with "Le prénom est requis", changing nothing', async () => {
    const user = await addMember(t, a, { firstName: 'Omar', lastName: 'Fassi' });
    const rest = await t.rest('PUT', '/utilisateur/editprofile', { nom: 'Nouveau', telephone: '0611111111' }, bearer(user));
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ prenom: FIRST_NAME_MSG });
    const blank = gqlErr(await t.gql(UPDATE, { input: { firstName: '   ', lastName: 'Nouveau' } }, user.accessToken));
    expect(blank.extensions.fields).toEqual({ firstName: FIRST_NAME_MSG });
    expect(await me(user)).toMatchObject({ firstName: 'Omar', lastName: 'Fassi', phone: null });
  });

  it('answers 401 without a bearer', async () => {
    expect((await t.rest('PUT', '/utilisateur/editprofile', { prenom: 'A', nom: 'B' })).status).toBe(401);
    expect(gqlErr(await t.gql(UPDATE, { input: { firstName: 'A', lastName: 'B' } })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the profile photo', () => {
  it('stores a multipart photoProfile and answers it as SPEC says (base64 JPEG), with a signed URL that serves the image', async () => {
    const user = await addMember(t, a);
    const png = pngImage([161, 90, 223]);
    const res = await editProfile(user, { prenom: 'Hind', nom: 'Chraibi', telephone: '0612345678', email: user.email, role: 'USER' }, [
      png,
      'moi.png',
    ]);
    expect(res.status).toBe(200);
    const jpeg = Buffer.from(res.json.photoProfile, 'base64');
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(res.json.utilisateurDto).toEqual({
      id: user.id,
      nom: 'Chraibi',
      prenom: 'Hind',
      email: user.email,
      telephone: '0612345678',
      role: 'USER',
      type: 'USER',
      status: 'ACTIVE',
    });
    expect(res.json.photoUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const served = await getUrl(t, res.json.photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.equals(png)).toBe(true);
    expect((await me(user)).photoUrl).toBe(res.json.photoUrl);
    const [{ claimed_at: claimedAt }] = await sql(t, 'select claimed_at from stored_file where id = $1', [fileIdOf(res.json.photoUrl)]);
    expect(Date.parse(claimedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('deletes the previous file when the photo is replaced, and when it is removed', async () => {
    const user = await addMember(t, a);
    const data = { prenom: 'Hind', nom: 'Chraibi', email: user.email, role: 'USER' };
    const first = fileIdOf((await editProfile(user, data, [pngImage([1, 2, 3]), 'a.png'])).json.photoUrl);
    const second = await editProfile(user, data, [pngImage([4, 5, 6]), 'b.png']);
    expect(second.status).toBe(200);
    expect(fileIdOf(second.json.photoUrl)).not.toBe(first);
    expect(await fileExists(first)).toBe(false);

    const removed = gqlOk(await t.gql(UPDATE, { input: { firstName: 'Hind', lastName: 'Chraibi', removePhoto: true } }, user.accessToken));
    expect(removed.updateProfile.photoUrl).toBeNull();
    expect(await fileExists(fileIdOf(second.json.photoUrl))).toBe(false);
  });

  it('sets a photo uploaded first through POST /files, by its id (GraphQL)', async () => {
    const user = await addMember(t, a);
    const up = await upload(t, user.accessToken, pngImage([9, 9, 9]), 'p.png');
    const res = gqlOk(await t.gql(UPDATE, { input: { firstName: 'A', lastName: 'B', photoFileId: up.json.id } }, user.accessToken));
    expect(fileIdOf(res.updateProfile.photoUrl)).toBe(up.json.id);
  });

  it('does not keep the uploaded photo when profileData is invalid (400)', async () => {
    const user = await addMember(t, a, { firstName: 'Omar' });
    const before = await countFiles(t, a.id);
    const res = await editProfile(user, { nom: 'Sans Prénom', email: user.email }, [pngImage(), 'moi.png']);
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ prenom: FIRST_NAME_MSG });
    expect(await countFiles(t, a.id)).toBe(before);
    expect(await me(user)).toMatchObject({ firstName: 'Omar', photoUrl: null });
  });

  it('refuses an HTML page sent as photoProfile (415), storing and changing nothing', async () => {
    const user = await addMember(t, a, { firstName: 'Omar' });
    const before = await countFiles(t);
    const res = await editProfile(user, { prenom: 'Changé', nom: 'Changé' }, [HTML, 'moi.png']);
    expect(res.status).toBe(415);
    expect(await countFiles(t)).toBe(before);
    expect(await me(user)).toMatchObject({ firstName: 'Omar', photoUrl: null });
  });

  it('answers 413 for a photoProfile over 10,000,000 bytes, storing and changing nothing', async () => {
    const user = await addMember(t, a, { firstName: 'Omar' });
    const before = await countFiles(t);
    const png = pngImage();
    const res = await editProfile(user, { prenom: 'Changé', nom: 'Changé' }, [
      Buffer.concat([png, Buffer.alloc(10_000_001 - png.length)]),
      'grande.png',
    ]);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe("Une erreur s'est produite lors de la soumission du formulaire. Veuillez réessayer.");
    expect(await countFiles(t)).toBe(before);
    expect(await me(user)).toMatchObject({ firstName: 'Omar', photoUrl: null });
  });

  it('answers 401 to a multipart photo without a bearer, storing nothing', async () => {
    const before = await countFiles(t);
    const res = await sendForm(t, 'PUT', '/utilisateur/editprofile', {
      files: { photoProfile: [pngImage(), 'a.png'] },
      fields: { profileData: '{"prenom":"A","nom":"B"}' },
    });
    expect(res.status).toBe(401);
    expect(await countFiles(t)).toBe(before);
  });

  it('refuses a PDF uploaded as a document when set as the photo (415), leaving it unclaimed', async () => {
    const user = await addMember(t, a);
    const doc = await upload(t, user.accessToken, PDF, 'cv.pdf', 'document');
    const err = gqlErr(await t.gql(UPDATE, { input: { firstName: 'A', lastName: 'B', photoFileId: doc.json.id } }, user.accessToken));
    expect(err.extensions).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    expect((await me(user)).photoUrl).toBeNull();
    expect((await sql(t, 'select claimed_at from stored_file where id = $1', [doc.json.id]))[0].claimed_at).toBeNull();
  });

  it("refuses another company's upload as photoFileId and changes nothing", async () => {
    const user = await addMember(t, a, { firstName: 'Omar', lastName: 'Fassi' });
    const foreign = await upload(t, b.manager.accessToken, pngImage(), 'b.png');
    const err = gqlErr(await t.gql(UPDATE, { input: { firstName: 'Volé', lastName: 'Volé', photoFileId: foreign.json.id } }, user.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: "Ce fichier n'existe pas ou n'est plus disponible." } });
    expect(await me(user)).toMatchObject({ firstName: 'Omar', lastName: 'Fassi', photoUrl: null });
    expect((await sql(t, 'select claimed_at from stored_file where id = $1', [foreign.json.id]))[0].claimed_at).toBeNull();
  });

  it("refuses a colleague's photo as photoFileId, so replacing it later cannot delete the colleague's file", async () => {
    const owner = await addMember(t, a);
    const ownerPhoto = (await editProfile(owner, { prenom: 'Propriétaire', nom: 'Photo' }, [pngImage([7, 7, 7]), 'o.png'])).json.photoUrl;
    const thief = await addMember(t, a, { firstName: 'Omar' });
    const err = gqlErr(await t.gql(UPDATE, { input: { firstName: 'Omar', lastName: 'B', photoFileId: fileIdOf(ownerPhoto) } }, thief.accessToken));
    expect(err.extensions.code).toBe('BAD_USER_INPUT');
    await editProfile(thief, { prenom: 'Omar', nom: 'B' }, [pngImage([8, 8, 8]), 't.png']);
    expect((await getUrl(t, ownerPhoto)).status).toBe(200);
    expect((await me(owner)).photoUrl).toBe(ownerPhoto);
  });
});
