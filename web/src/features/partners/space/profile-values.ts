import type { PartnerProfileInput, SpacePartnerProfileFieldsFragment } from '../../../gql/graphql';
import type { ImageValue } from '../../../shared/upload/ImageDrop';
import { keptPhotos, type PhotoItem, photoIdsOf } from './photo-items';

/** The listing form's values: the input's fields, with the logo and the photos as the form shows them. */
export interface ProfileValues {
  companyName: string;
  ice: string;
  description: string;
  firstName: string;
  lastName: string;
  phone: string;
  serviceTypes: string[];
  regions: string[];
  cities: string[];
  logo: ImageValue;
  photos: PhotoItem[];
  published: boolean;
}

/** Who is signed in: a new listing starts with the account's name and phone. */
export interface AccountDefaults {
  firstName: string;
  lastName: string;
  phone: string | null;
  companyName: string;
}

/** The form's values for a listing, or for a new one (published by default, as the api does). */
export function valuesOf(profile: SpacePartnerProfileFieldsFragment | null, account?: AccountDefaults): ProfileValues {
  if (!profile) {
    return {
      companyName: account?.companyName ?? '',
      ice: '',
      description: '',
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      phone: account?.phone ?? '',
      serviceTypes: [],
      regions: [],
      cities: [],
      logo: { previewUrl: null },
      photos: [],
      published: true,
    };
  }
  return {
    companyName: profile.name,
    ice: profile.ice ?? '',
    description: profile.description ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    serviceTypes: [...profile.serviceTypes],
    regions: profile.regions.map((r) => r.code),
    cities: profile.cities.map((c) => c.code),
    // The current logo is kept by sending its id back.
    logo: profile.logo ? { fileId: profile.logo.id, previewUrl: profile.logo.url } : { previewUrl: null },
    photos: keptPhotos(profile.photos),
    published: profile.published,
  };
}

const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** What the api is sent: the logo's and the photos' ids (current ones kept by id, new uploads by theirs), in order. */
export function toInput(v: ProfileValues): PartnerProfileInput {
  return {
    companyName: v.companyName ?? '',
    ice: orNull(v.ice),
    description: orNull(v.description),
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    phone: v.phone ?? '',
    serviceTypes: v.serviceTypes ?? [],
    regions: v.regions ?? [],
    cities: v.cities ?? [],
    logoFileId: v.logo?.fileId ?? null,
    photoFileIds: photoIdsOf(v.photos ?? []),
    published: v.published ?? true,
  };
}

/**
 * Errors of the input (the schema's or the api's) on the form's fields: `photoFileIds.3` is the photos', `logoFileId`
 * the logo's, `cities.2` the cities'. The first message of a field wins.
 */
export function onFormFields(errors: Record<string, unknown> | undefined): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (typeof message !== 'string') continue;
    const head = key.split('.')[0];
    const field = head === 'photoFileIds' ? 'photos' : head === 'logoFileId' ? 'logo' : head === 'name' ? 'companyName' : head;
    placed[field] ??= message;
  }
  return placed;
}
