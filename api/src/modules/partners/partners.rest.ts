import type { Request } from 'express';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyInput, legacySelection, textList } from '../../core/rest/legacy-keys';
import { PARTNER_LIMITS } from '@chantiers/schema';
import { intOr, springPage } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import { bodyOf, text } from '../../core/rest/facade';
import { USER_DETAILS } from '../accounts';

const flag: LegacyRead = (value) => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined);

/** A place as `{code, nom}`; a profile is sent with the places' codes. */
const PLACE_KEYS: LegacyKeys = { code: 'code', nameFr: 'nom', nameEn: 'nomEn', nameAr: 'nomAr' };
/** The legacy partner record: French keys, in its answer's order; the logo and the photos are sent as upload ids. */
const PARTNER_KEYS: LegacyKeys = {
  id: 'id',
  name: 'raisonSociale',
  companyName: { key: 'raisonSociale', read: text, out: false },
  firstName: { key: 'prenom', read: text },
  lastName: { key: 'nom', read: text },
  email: 'email',
  phone: { key: 'telephone', read: text },
  serviceTypes: { key: 'typesService', read: textList },
  regions: { read: textList, select: PLACE_KEYS },
  cities: { key: 'villes', read: textList, select: PLACE_KEYS },
  ice: { read: text },
  description: { read: text },
  published: { key: 'publie', read: flag },
  logo: { select: { id: 'id', url: 'url' } },
  logoFileId: { key: 'logo', read: text, out: false },
  photos: { select: { id: 'id', url: 'url', thumbnailUrl: 'vignette' } },
  photoFileIds: { key: 'photos', read: textList, out: false },
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};
/** A directory card. */
const CARD_KEYS: LegacyKeys = {
  id: 'id',
  name: 'raisonSociale',
  logoUrl: 'logo',
  serviceTypes: 'typesService',
  regions: { select: PLACE_KEYS },
  cities: { key: 'villes', select: PLACE_KEYS },
  summary: 'resume',
};
/** A partner's sign-up: the account, the profile's first details, and its place by codes. */
const SIGN_UP_KEYS: LegacyKeys = {
  companyName: { key: 'raisonSociale', read: text },
  firstName: { key: 'prenom', read: text },
  lastName: { key: 'nom', read: text },
  email: { read: text },
  phone: { key: 'telephone', read: text },
  password: { read: text },
  confirmPassword: { read: text },
  serviceTypes: { key: 'typesService', read: textList },
  region: { key: 'codeRegion', read: text },
  city: { key: 'codeVille', read: text },
  ice: { read: text },
  description: { read: text },
};
const CARD = legacySelection(CARD_KEYS);
const PROFILE = legacySelection(PARTNER_KEYS);
const TOKENS = `access_token: accessToken refresh_token: refreshToken userDetails: user { ${USER_DETAILS} }`;
const LEGACY_FIELDS = legacyErrorFields(PARTNER_KEYS);
const profileInput = legacyInput(PARTNER_KEYS);
const signUpInput = legacyInput(SIGN_UP_KEYS);
const PAGE_MAX = 100_000;

// Spring's default size (20); at most the directory's 48.
const paging = (req: Request) => ({
  page: Math.min(intOr(req.query.page, 0), PAGE_MAX),
  size: Math.min(intOr(req.query.size, 20), PARTNER_LIMITS.pageSizeMax),
});
/** 'MA-03' or '03' within the country. */
const regionCode = (country: unknown, region: unknown) =>
  String(region)
    .toUpperCase()
    .startsWith(`${String(country).toUpperCase()}-`)
    ? String(region)
    : `${String(country)}-${String(region)}`;
/** 'ma-fes' or 'fes' within the country. */
const cityCode = (country: unknown, city: unknown) =>
  String(city)
    .toLowerCase()
    .startsWith(`${String(country).toLowerCase()}-`)
    ? String(city)
    : `${String(country)}-${String(city)}`;

const DIRECTORY =
  'query PartnerDirectory($serviceType: String, $region: String, $city: String, $search: String, $page: Int, $size: Int) { ' +
  `partners(serviceType: $serviceType, region: $region, city: $city, search: $search, page: $page, size: $size) { items { ${CARD} } total page size } }`;
const directoryAnswer = (data: Record<string, unknown>) =>
  springPage(data.partners as { items: unknown[]; total: number; page: number; size: number });

/**
 * SPEC §7 Partners. Answered at the root, where the SPEC puts them (partners.module.ts `rootPrefixes`), and under
 * /api/v1 like every route of the table. `/partners/{type}` takes a service type code (MACONNERIE…).
 */
export const partnersRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/partners/auth/register',
    status: 201,
    operation: `mutation RegisterPartner($input: PartnerSignUpInput!) { registerPartner(input: $input) { id email } }`,
    variables: (req) => ({ input: signUpInput(req) }),
    // The profile's names too, as a sign-up has always named its errors.
    legacyFields: { ...LEGACY_FIELDS, ...legacyErrorFields(SIGN_UP_KEYS) },
  },
  {
    method: 'get',
    path: '/partners/auth/me',
    operation: `query PartnerMe { me { ${USER_DETAILS} } }`,
  },
  {
    method: 'post',
    path: '/partners/auth/refresh',
    operation: `mutation PartnerRefresh($refreshToken: String) { refreshPartnerSession(refreshToken: $refreshToken) { ${TOKENS} } }`,
    variables: (req) => ({ refreshToken: text(bodyOf(req).refreshToken) }),
  },
  {
    method: 'get',
    path: '/partners/by-city/:country/:region/:city',
    operation: DIRECTORY,
    variables: (req) => ({
      region: regionCode(req.params.country, req.params.region),
      city: cityCode(req.params.country, req.params.city),
      search: text(req.query.search),
      ...paging(req),
    }),
    answer: directoryAnswer,
  },
  {
    method: 'get',
    path: '/partners/by-region/:country/:region',
    operation: DIRECTORY,
    variables: (req) => ({ region: regionCode(req.params.country, req.params.region), search: text(req.query.search), ...paging(req) }),
    answer: directoryAnswer,
  },
  {
    method: 'post',
    path: '/partners',
    status: 201,
    operation: `mutation CreatePartner($input: PartnerProfileInput!) { createPartnerProfile(input: $input) { ${PROFILE} } }`,
    variables: (req) => ({ input: profileInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'put',
    path: '/partners/:id',
    operation: `mutation UpdatePartner($id: ID, $input: PartnerProfileInput!) { updatePartnerProfile(id: $id, input: $input) { ${PROFILE} } }`,
    variables: (req) => ({ id: req.params.id, input: profileInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'delete',
    path: '/partners/:id',
    operation: `mutation DeletePartner($id: ID!) { deletePartnerProfile(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
  {
    // Last: a one-segment path is a service type.
    method: 'get',
    path: '/partners/:type',
    operation: DIRECTORY,
    variables: (req) => ({ serviceType: req.params.type, search: text(req.query.search), ...paging(req) }),
    legacyFields: { serviceType: 'type' },
    answer: directoryAnswer,
  },
];
