import { PASSWORD, gqlOk, signIn, uniqueEmail, type Member } from '../../../test/company';
import { LEGACY_USER_KEYS } from '../../../test/accounts';
import type { TestServer } from '../../../test/server';

export const REGISTER = `mutation ($input: PartnerSignUpInput!) { registerPartner(input: $input) { id email } }`;
export const PROFILE_FIELDS = `id name firstName lastName email phone serviceTypes regions { code nameFr } cities { code nameFr } ice description
  published logo { id url thumbnailUrl } photos { id url thumbnailUrl } createdAt updatedAt`;
export const MY_PROFILE = `query { myPartnerProfile { ${PROFILE_FIELDS} } }`;
export const UPDATE_PROFILE = `mutation ($input: PartnerProfileInput!, $id: ID) { updatePartnerProfile(input: $input, id: $id) { ${PROFILE_FIELDS} } }`;
export const DIRECTORY = `query ($search: String, $serviceType: String, $region: String, $city: String, $page: Int, $size: Int) {
  partners(search: $search, serviceType: $serviceType, region: $region, city: $city, page: $page, size: $size) {
    items { id name logoUrl serviceTypes regions { code nameFr } cities { code nameFr } summary } total page size } }`;
export const PARTNER_PAGE = `query ($id: ID!) { partner(id: $id) { id name description ice logoUrl serviceTypes cities { code nameFr }
  photos { id url thumbnailUrl } contact { firstName lastName email phone } canContact createdAt } }`;
export const SEND_REQUEST = `mutation ($input: PartnerContactInput!) { sendPartnerRequest(input: $input) { id message } }`;
export const DASHBOARD = `query { partnerDashboard { partnerId name published completeness { percent missing } viewsThisMonth viewsLastMonth
  requests { nouveau repondu clos } } }`;
export const REQUESTS = `query ($status: String, $page: Int, $size: Int) { partnerContactRequests(status: $status, page: $page, size: $size) {
  items { id senderName senderCompanyName senderEmail senderPhone siteName siteCity message status createdAt } total page size } }`;

export interface SignUpFields {
  companyName?: string;
  serviceTypes?: string[];
  region?: string;
  city?: string;
  description?: string | null;
  ice?: string | null;
}

export function signUpInput(email: string, over: SignUpFields = {}) {
  return {
    companyName: 'Plomberie Fassia',
    firstName: 'Youssef',
    lastName: 'Alaoui',
    email,
    phone: '0661234567',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    serviceTypes: ['PLOMBERIE'],
    region: 'MA-03',
    city: 'ma-fes',
    ice: null,
    description: 'Installation et dépannage de plomberie sanitaire à Fès et environs depuis 2005.',
    ...over,
  };
}

/** Registers a partner, follows the confirmation link of its mail, signs in: a partner session. */
export async function registerPartner(t: TestServer, over: SignUpFields = {}): Promise<Member & { partnerId: string }> {
  const email = uniqueEmail('partner');
  gqlOk(await t.gql(REGISTER, { input: signUpInput(email, over) }));
  const mail = await t.smtp.waitFor(email);
  const link = new URL(mail.links.find((l) => l.includes('/email-verfication'))!);
  gqlOk(await t.gql(`mutation ($token: String) { confirmEmail(token: $token) { message } }`, { token: link.searchParams.get('token') }));
  const member = await signIn(t, email);
  const profile = gqlOk(await t.gql(MY_PROFILE, {}, member.accessToken)).myPartnerProfile;
  return { ...member, partnerId: profile.id };
}

/** The profile input of the current listing, for updates that change one thing. */
export function profileInputOf(p: any) {
  return {
    companyName: p.name,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    serviceTypes: p.serviceTypes,
    regions: p.regions.map((r: any) => r.code),
    cities: p.cities.map((c: any) => c.code),
    ice: p.ice,
    description: p.description,
    published: p.published,
    logoFileId: p.logo?.id ?? null,
    photoFileIds: p.photos.map((ph: any) => ph.id),
  };
}

// ---------------------------------------------------------------------------------------------- REST and isolation

/** The legacy keys of a directory card (`GET /partners/{type}`, by-city, by-region). */
const LEGACY_CARD_KEYS = ['id', 'raisonSociale', 'logo', 'typesService', 'regions', 'villes', 'resume'];
/** The legacy keys of the partner's own listing (`POST /partners`, `PUT /partners/{id}`). */
const LEGACY_PROFILE_KEYS = [
  'id',
  'raisonSociale',
  'prenom',
  'nom',
  'email',
  'telephone',
  'typesService',
  'regions',
  'villes',
  'ice',
  'description',
  'publie',
  'logo',
  'photos',
  'createdAt',
  'updatedAt',
];
/** The legacy keys, sorted: a card's, the partner's own listing's and the user details'. */
export const LEGACY = { card: [...LEGACY_CARD_KEYS].sort(), profile: [...LEGACY_PROFILE_KEYS].sort(), user: [...LEGACY_USER_KEYS].sort() };
export const SET_REQUEST_STATUS = `mutation ($id: ID!, $s: String!) { setContactRequestStatus(id: $id, status: $s) { id status } }`;

/** `POST /partners/auth/register`'s body: the sign-up input with the legacy keys. */
export function registerBody(email: string, over: Record<string, unknown> = {}) {
  const i = signUpInput(email);
  return {
    nom: i.lastName,
    prenom: i.firstName,
    email,
    password: i.password,
    confirmPassword: i.confirmPassword,
    telephone: i.phone,
    raisonSociale: i.companyName,
    typesService: i.serviceTypes,
    codeRegion: i.region,
    codeVille: i.city,
    description: i.description,
    ...over,
  };
}

/** The body of `POST /partners` / `PUT /partners/{id}` from a GraphQL profile (PROFILE_FIELDS), with the legacy keys. */
export function profileBodyOf(p: any, over: Record<string, unknown> = {}) {
  const i = profileInputOf(p);
  return {
    raisonSociale: i.companyName,
    prenom: i.firstName,
    nom: i.lastName,
    telephone: i.phone,
    typesService: i.serviceTypes,
    regions: i.regions,
    villes: i.cities,
    ice: i.ice,
    description: i.description,
    publie: i.published,
    logo: i.logoFileId,
    photos: i.photoFileIds,
    ...over,
  };
}

/** The partner's listing through GraphQL (PROFILE_FIELDS), or null. */
export async function myProfile(t: TestServer, token: string): Promise<any> {
  return gqlOk(await t.gql(MY_PROFILE, {}, token)).myPartnerProfile;
}

/** A call outside /api/v1 (`/partners/...` as SPEC §7 writes it): status, headers and the JSON body (or the text). */
export async function atRoot(
  t: TestServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text is the body.
  }
  return { status: res.status, headers: res.headers, body: json };
}

/** Sets an account's status outside the api (PENDING, ACTIVE, DISABLED). */
export async function setAccountStatus(t: TestServer, userId: string, status: 'PENDING' | 'ACTIVE' | 'DISABLED'): Promise<void> {
  await t.sql('update app_user set status = $1 where id = $2', [status, userId]);
}

/** One `count(*)::int as n` statement's number. */
export async function countOf(t: TestServer, text: string, params: unknown[] = []): Promise<number> {
  return (await t.sql<{ n: number }>(text, params))[0].n;
}

export interface RestPartner {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  userDetails: Record<string, unknown>;
  partnerId: string;
  profile: any;
}

/** Registers through REST at the root, confirms with the mailed link (REST), signs in with the common `POST /api/v1/auth/authenticate`. */
export async function restPartner(t: TestServer, over: Record<string, unknown> = {}): Promise<RestPartner> {
  const email = uniqueEmail('rest-partner');
  const reg = await atRoot(t, 'POST', '/partners/auth/register', registerBody(email, over));
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
  const mail = await t.smtp.waitFor(email);
  const token = new URL(mail.links.find((l) => l.includes('/email-verfication'))!).searchParams.get('token') ?? '';
  const confirm = await t.rest('GET', `/auth/confirmEmailConnexion?token=${encodeURIComponent(token)}`);
  if (confirm.status !== 200) throw new Error(`confirmation answered ${confirm.status}`);
  const session = await t.rest('POST', '/auth/authenticate', { email, password: PASSWORD });
  if (session.status !== 200) throw new Error(`authenticate answered ${session.status}`);
  const profile = await myProfile(t, session.body.access_token);
  const { access_token: accessToken, refresh_token: refreshToken, userDetails } = session.body;
  return { id: reg.body.id, email, accessToken, refreshToken, userDetails, partnerId: profile.id, profile };
}

/** Bodies `POST /partners/auth/register` must refuse with a 4xx: arrays for strings, NUL bytes, objects, not JSON. */
const hostileRegisterBodies = (email: string): unknown[] => [
  registerBody(email, { raisonSociale: ['Plomberie'], nom: { $ne: null } }),
  registerBody(email, { raisonSociale: 'Plomberie\u0000Fassia' }),
  registerBody(email, { email: ['a@b.ma', 'c@d.ma'] }),
  registerBody(email, { typesService: 'PLOMBERIE\u0000' }),
  registerBody(email, { typesService: [['PLOMBERIE']] }),
  registerBody(email, { typesService: { 0: 'PLOMBERIE' } }),
  registerBody(email, { codeRegion: 'MA-03\u0000', codeVille: ['ma-fes'] }),
  registerBody(email, { description: 'x'.repeat(2001) }),
  registerBody(email, { password: 'x'.repeat(10_000), confirmPassword: 'x'.repeat(10_000) }),
  [registerBody(email)],
  'null',
  '"texte"',
  '{"nom": ',
];

/** Directory paths with hostile query and path values (each is tried at the root and under /api/v1). */
const HOSTILE_DIRECTORY_PATHS = [
  '/partners/PLOMBERIE?page=99999999999999999999999',
  '/partners/PLOMBERIE?page=100001&size=48',
  '/partners/PLOMBERIE?page=2147483648',
  '/partners/PLOMBERIE?size=99999999999999999999',
  '/partners/PLOMBERIE?page=-1&size=-5',
  '/partners/PLOMBERIE?page=1e9&size=0x10',
  '/partners/PLOMBERIE?page[]=1&size[a]=2',
  '/partners/PLOMBERIE?search[]=a&search[]=b',
  '/partners/PLOMBERIE?search=%00',
  '/partners/PLOMBERIE?search=%25%5F%5C',
  "/partners/PLOMBERIE?search=x'%20or%201=1--",
  '/partners/%00',
  '/partners/%E0%A4%A',
  '/partners/%ED%A0%80',
  '/partners/%',
  `/partners/${'A'.repeat(5000)}`,
  '/partners/by-region/MA/%E0%A4%A',
  '/partners/by-region/%00/03',
  `/partners/by-region/MA/${'9'.repeat(3000)}`,
  '/partners/by-city/MA/03/%ZZ',
  '/partners/by-city/MA/03/%00',
  '/partners/by-city/MA/03/fes?page=99999999999999999999',
  '/partners/by-city/%25/%25/%25',
  '/partners/auth/%E0%A4%A',
];

/** `{id}`s of PUT / DELETE /partners/{id} that name no listing: never a 5xx. */
const hostileIds = (partnerId: string) => ['pas-un-uuid', '%00', '%E0%A4%A', '%ED%A0%80', "1'%20or%20'1'='1", 'A'.repeat(5000), `${partnerId}%00`];

/** Bodies of PUT /partners/{id} and POST /partners with hostile values (a valid listing's body otherwise). */
const hostileProfileBodies = (body: Record<string, unknown>): unknown[] => [
  { ...body, raisonSociale: 'a\u0000' },
  { ...body, photos: 'pas-un-id' },
  { ...body, photos: [null, 1, true] },
  { ...body, logo: ['a', 'b'] },
  { ...body, logo: 12 },
  { ...body, publie: ['true'] },
  { ...body, regions: 'MA-03'.repeat(1000) },
  { ...body, villes: Array.from({ length: 500 }, (_, i) => `ma-${i}`) },
  { ...body, typesService: Array.from({ length: 500 }, () => 'PLOMBERIE') },
  { ...body, ice: { $gt: '' } },
  [body],
  'null',
  '{"raisonSociale": ',
];

/** Hostile values for the REST tests: register bodies, directory paths, listing ids and bodies. */
export const HOSTILE = {
  registerBodies: hostileRegisterBodies,
  directoryPaths: HOSTILE_DIRECTORY_PATHS,
  ids: hostileIds,
  profileBodies: hostileProfileBodies,
};

/** Company reads and writes a partner is refused (GraphQL), naming a company's site and supplier. */
export const companyOperations = (siteId: string, supplierId: string): [string, Record<string, unknown>][] => [
  [`query ($id: ID!) { site(id: $id) { id name } }`, { id: siteId }],
  [`query ($id: ID!) { siteSummary(id: $id) { __typename } }`, { id: siteId }],
  [`query { sites(first: 5) { items { id name } } }`, {}],
  [`query { latestSites(limit: 5) { id name } }`, {}],
  [`query ($id: ID!) { supplier(id: $id) { id name } }`, { id: supplierId }],
  [`query { suppliers { items { id name } } }`, {}],
  [`query { quotes { items { id } } }`, {}],
  [`query { clients { items { id } } }`, {}],
  [`query { companySettings { __typename } }`, {}],
  [`query { companyLegal { __typename } }`, {}],
  [`query { teamMembers { items { id email } } }`, {}],
  [`query { assignableUsers { id } }`, {}],
  [`query { personnel { items { id } } }`, {}],
  [`query { monthFinance { __typename } }`, {}],
  [`query ($siteId: ID!) { purchases(siteId: $siteId) { __typename } }`, { siteId }],
  [`mutation ($id: ID!) { archiveSite(id: $id) { id } }`, { id: siteId }],
  [`mutation ($id: ID!) { deleteSupplier(id: $id) }`, { id: supplierId }],
  [`mutation ($siteId: ID!) { postAnnouncement(siteId: $siteId, content: "Bonjour") { id } }`, { siteId }],
];

/** Company REST routes (GET, under /api/v1) a partner is refused, naming a company's site and supplier. */
export const companyRoutes = (siteId: string, supplierId: string) => [
  `/chantiers/get/${siteId}`,
  '/chantiers/list',
  `/chantiers/finances/${siteId}`,
  '/chantiers/fournisseurs/list',
  `/chantiers/fournisseurs/get/${supplierId}`,
  '/societe/parametres',
  '/societe',
  '/devis/search',
  `/images/getphotochantier/${siteId}`,
  '/chantiers/fournisseurs/export?format=csv',
];
