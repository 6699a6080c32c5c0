import * as z from 'zod/mini';
import { LIMITS } from '../limits';
import { choosePassword, email } from './auth';

/** The trades a partner offers (issue 19); `{type}` of `GET /partners/{type}` is one of these codes. */
export const SERVICE_TYPES = [
  'MACONNERIE',
  'PLOMBERIE',
  'ELECTRICITE',
  'MENUISERIE_BOIS',
  'MENUISERIE_ALUMINIUM',
  'CARRELAGE',
  'PEINTURE',
  'ETANCHEITE',
  'CLIMATISATION',
  'BUREAU_ETUDES',
  'GEOMETRE',
  'LABORATOIRE',
  'LOCATION_ENGINS',
  'MATERIAUX',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const isServiceType = (v: string): v is ServiceType => (SERVICE_TYPES as readonly string[]).includes(v);

export const CONTACT_REQUEST_STATUSES = ['NOUVEAU', 'REPONDU', 'CLOS'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export const PARTNER_LIMITS = {
  descriptionMax: 2000,
  /** What a directory card shows of the description. */
  cardDescription: 180,
  photosMax: 10,
  regionsMax: 12,
  citiesMax: 30,
  messageMin: 10,
  messageMax: 2000,
  /** Directory page size: 12 by default, 48 at most. */
  pageSize: 12,
  pageSizeMax: 48,
  /** Contact requests a company user may send per hour, and to one partner per day. */
  requestsPerHour: 10,
  requestsPerPartnerPerDay: 3,
} as const;

const requiredText = (id: string, max: number, maxId: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));
const phone = z
  .string({ error: 'partner.phone.required' })
  .check(z.trim(), z.minLength(1, 'partner.phone.required'), z.regex(/^\+?[\d\s.-]{8,20}$/, 'partner.phone.invalid'));
/** ICE: 15 digits, spaces allowed when typed; empty means none. */
const ice = z.optional(
  z.nullable(
    z
      .pipe(
        z.string().check(z.trim()),
        z.transform((v) => v.replace(/\s/g, '') || null),
      )
      .check(z.refine((v) => v === null || /^\d{15}$/.test(v), 'partner.ice.format')),
  ),
);
const description = z.optional(
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(PARTNER_LIMITS.descriptionMax, 'partner.description.max')),
      z.transform((v) => v || null),
    ),
  ),
);
const serviceTypes = z.array(z.string(), { error: 'partner.services.required' }).check(
  z.minLength(1, 'partner.services.required'),
  z.maxLength(SERVICE_TYPES.length, 'partner.services.invalid'),
  z.refine((v) => v.every(isServiceType) && new Set(v).size === v.length, 'partner.services.invalid'),
);
const code = (id: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(40, id));
const codes = (max: number, min: number, id: string, maxId: string) =>
  z.array(z.string().check(z.trim(), z.minLength(1, id), z.maxLength(40, id)), { error: id }).check(
    z.minLength(min, id),
    z.maxLength(max, maxId),
    z.refine((v) => new Set(v).size === v.length, id),
  );
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'validation.confirmPassword.mismatch',
});
const companyName = requiredText('partner.companyName.required', LIMITS.companyNameMax, 'validation.companyName.max');

/** `/insription-partenaire` (REST `POST /partners/auth/register`): the account and the first version of the listing. */
export const partnerSignUpSchema = z
  .object({
    companyName,
    firstName: requiredText('validation.firstName.required', LIMITS.nameMax, 'validation.text.max75'),
    lastName: requiredText('validation.lastName.required', LIMITS.nameMax, 'validation.text.max75'),
    email,
    phone,
    password: choosePassword('validation.password.required'),
    confirmPassword: z.string({ error: 'validation.confirmPassword.required' }).check(z.minLength(1, 'validation.confirmPassword.required')),
    serviceTypes,
    region: code('partner.region.required'),
    city: code('partner.city.required'),
    ice,
    description,
  })
  .check(passwordsMatch);
export type PartnerSignUpValues = z.input<typeof partnerSignUpSchema>;
export type PartnerSignUpData = z.output<typeof partnerSignUpSchema>;

/** `/profile-partenaire`: the listing and the contact person; the logo and photos are uploads referenced by id. */
export const partnerProfileSchema = z.object({
  companyName,
  firstName: requiredText('validation.firstName.required', LIMITS.nameMax, 'validation.text.max75'),
  lastName: requiredText('validation.lastName.required', LIMITS.nameMax, 'validation.text.max75'),
  phone,
  serviceTypes,
  regions: codes(PARTNER_LIMITS.regionsMax, 1, 'partner.regions.required', 'partner.regions.required'),
  cities: codes(PARTNER_LIMITS.citiesMax, 0, 'partner.city.unknown', 'partner.cities.max'),
  ice,
  description,
  published: z.boolean({ error: 'partner.published.invalid' }),
  logoFileId: z.optional(z.nullable(z.string().check(z.uuid('file.notFound')))),
  photoFileIds: z.array(z.string().check(z.uuid('file.notFound')), { error: 'file.notFound' }).check(
    z.maxLength(PARTNER_LIMITS.photosMax, 'partner.photos.max'),
    z.refine((v) => new Set(v).size === v.length, 'file.notFound'),
  ),
});
export type PartnerProfileValues = z.input<typeof partnerProfileSchema>;
export type PartnerProfileData = z.output<typeof partnerProfileSchema>;

/** A company user's request to a partner, about one of their sites or none. */
export const partnerContactSchema = z.object({
  partnerId: z.string({ error: 'partner.notFound' }).check(z.uuid('partner.notFound')),
  siteId: z.optional(z.nullable(z.string().check(z.uuid('site.notFound')))),
  message: z
    .string({ error: 'partner.message.required' })
    .check(
      z.trim(),
      z.minLength(1, 'partner.message.required'),
      z.minLength(PARTNER_LIMITS.messageMin, 'partner.message.min'),
      z.maxLength(PARTNER_LIMITS.messageMax, 'partner.message.max'),
    ),
});
export type PartnerContactValues = z.input<typeof partnerContactSchema>;
export type PartnerContactData = z.output<typeof partnerContactSchema>;
