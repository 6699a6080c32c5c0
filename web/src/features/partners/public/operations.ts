import type {
  PublicCitiesQuery,
  PublicCitiesQueryVariables,
  PublicMySitesQuery,
  PublicMySitesQueryVariables,
  PublicPartnerDirectoryQuery,
  PublicPartnerDirectoryQueryVariables,
  PublicPartnerQuery,
  PublicPartnerQueryVariables,
  PublicRegionsQuery,
  PublicRegionsQueryVariables,
  PublicRegisterPartnerMutation,
  PublicRegisterPartnerMutationVariables,
  PublicSendPartnerRequestMutation,
  PublicSendPartnerRequestMutationVariables,
} from '../../../gql/graphql';
import { operation } from '../../../shared/api/operation';
import partners from './partners-public.graphql?raw';

/** The public partner screens' operations, as text from partners-public.graphql (operations.test.ts checks them against codegen). */
export const PublicPartnerDirectory = operation<PublicPartnerDirectoryQuery, PublicPartnerDirectoryQueryVariables>(
  [partners],
  'PublicPartnerDirectory',
);
export const PublicPartner = operation<PublicPartnerQuery, PublicPartnerQueryVariables>([partners], 'PublicPartner');
export const PublicRegions = operation<PublicRegionsQuery, PublicRegionsQueryVariables>([partners], 'PublicRegions');
export const PublicCities = operation<PublicCitiesQuery, PublicCitiesQueryVariables>([partners], 'PublicCities');
export const PublicRegisterPartner = operation<PublicRegisterPartnerMutation, PublicRegisterPartnerMutationVariables>(
  [partners],
  'PublicRegisterPartner',
);
export const PublicSendPartnerRequest = operation<PublicSendPartnerRequestMutation, PublicSendPartnerRequestMutationVariables>(
  [partners],
  'PublicSendPartnerRequest',
);
export const PublicMySites = operation<PublicMySitesQuery, PublicMySitesQueryVariables>([partners], 'PublicMySites');

export type PartnerCardData = PublicPartnerDirectoryQuery['partners']['items'][number];
export type PartnerPageData = PublicPartnerQuery['partner'];
export type Place = { code: string; nameFr: string; nameEn: string; nameAr: string };
