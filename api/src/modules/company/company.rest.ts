import type { RestRoute } from '../../rest/facade';
import { bodyOf } from '../../rest/facade';

const SETTINGS = 'nom: name assujettiTva: vatSubject';

/** `/societe/parametres` (beyond SPEC §7, in its style). */
export const companyRestRoutes: RestRoute[] = [
  { method: 'get', path: '/societe/parametres', operation: `query CompanySettings { companySettings { ${SETTINGS} } }` },
  {
    method: 'put',
    path: '/societe/parametres',
    operation: `mutation UpdateCompanySettings($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { ${SETTINGS} } }`,
    // Only a JSON boolean is a boolean: anything else is left for the schema to refuse with its message.
    variables: (req) => {
      const v = bodyOf(req).assujettiTva;
      return { input: { vatSubject: typeof v === 'boolean' ? v : undefined } };
    },
    legacyFields: { vatSubject: 'assujettiTva' },
  },
];
