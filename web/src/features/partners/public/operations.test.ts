import { parse, print } from 'graphql';
import type { DocumentNode } from 'graphql';
import {
  PublicCitiesDocument,
  PublicMySitesDocument,
  PublicPartnerDirectoryDocument,
  PublicPartnerDocument,
  PublicRegionsDocument,
  PublicRegisterPartnerDocument,
  PublicSendPartnerRequestDocument,
} from './partners-public.generated';
import {
  PublicCities,
  PublicMySites,
  PublicPartner,
  PublicPartnerDirectory,
  PublicRegions,
  PublicRegisterPartner,
  PublicSendPartnerRequest,
} from './operations';

/** The same operation, whatever the spacing and the order of definitions. */
const normalised = (text: string) =>
  parse(text)
    .definitions.map((d) => print(d))
    .sort();

describe('the public partner screens’ operations (text sent by graphqlRequest)', () => {
  it.each<[string, { query: string; operationName: string }, DocumentNode]>([
    ['PublicPartnerDirectory', PublicPartnerDirectory, PublicPartnerDirectoryDocument],
    ['PublicPartner', PublicPartner, PublicPartnerDocument],
    ['PublicRegions', PublicRegions, PublicRegionsDocument],
    ['PublicCities', PublicCities, PublicCitiesDocument],
    ['PublicRegisterPartner', PublicRegisterPartner, PublicRegisterPartnerDocument],
    ['PublicSendPartnerRequest', PublicSendPartnerRequest, PublicSendPartnerRequestDocument],
    ['PublicMySites', PublicMySites, PublicMySitesDocument],
  ])('%s is exactly codegen’s document, with the fragments it spreads', (name, op, generated) => {
    expect(op.operationName).toBe(name);
    expect(normalised(op.query)).toEqual(normalised(print(generated)));
  });
});
