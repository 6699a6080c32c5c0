import type { Request } from 'express';
import { PARTNER_LIMITS } from '@chantiers/schema';
import { intOr, springPage } from '../../core/rest/params';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';
import { USER_DETAILS } from '../accounts/accounts.rest';

/** The legacy partner record: French keys, places as `{code, nom}`. */
const PLACE = 'code nom: nameFr nomEn: nameEn';
const CARD = `id raisonSociale: name logo: logoUrl typesService: serviceTypes regions { ${PLACE} } villes: cities { ${PLACE} } resume: summary`;
const PROFILE =
  `id raisonSociale: name prenom: firstName nom: lastName email telephone: phone typesService: serviceTypes regions { ${PLACE} } ` +
  `villes: cities { ${PLACE} } ice description publie: published logo { id url } photos { id url vignette: thumbnailUrl } createdAt updatedAt`;
const TOKENS = `access_token: accessToken refresh_token: refreshToken userDetails: user { ${USER_DETAILS} }`;
const LEGACY_FIELDS = {
  companyName: 'raisonSociale',
  firstName: 'prenom',
  lastName: 'nom',
  phone: 'telephone',
  serviceTypes: 'typesService',
  cities: 'villes',
  published: 'publie',
  logoFileId: 'logo',
  photoFileIds: 'photos',
};
const PAGE_MAX = 100_000;

/** A body's list of codes: each item a string (anything else '' so that validation names the field), or absent. */
function texts(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  return (Array.isArray(value) ? value : [value]).map((v) => text(v) ?? '');
}

const flag = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;

function profileInput(req: Request) {
  const b = bodyOf(req);
  return {
    companyName: text(b.raisonSociale),
    firstName: text(b.prenom),
    lastName: text(b.nom),
    phone: text(b.telephone),
    serviceTypes: texts(b.typesService),
    regions: texts(b.regions),
    cities: texts(b.villes),
    ice: text(b.ice),
    description: text(b.description),
    published: flag(b.publie),
    logoFileId: text(b.logo),
    photoFileIds: texts(b.photos),
  };
}

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
    variables: (req) => {
      const b = bodyOf(req);
      return {
        input: {
          companyName: text(b.raisonSociale),
          firstName: text(b.prenom),
          lastName: text(b.nom),
          email: text(b.email),
          phone: text(b.telephone),
          password: text(b.password),
          confirmPassword: text(b.confirmPassword),
          serviceTypes: texts(b.typesService),
          region: text(b.codeRegion),
          city: text(b.codeVille),
          ice: text(b.ice),
          description: text(b.description),
        },
      };
    },
    legacyFields: { ...LEGACY_FIELDS, region: 'codeRegion', city: 'codeVille' },
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
