import { PASSWORD, gqlOk, signIn, uniqueEmail, type Member } from '../../../test/company';
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
