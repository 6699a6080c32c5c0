import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import { text } from '../../core/rest/facade';
import { CITY_LIMIT } from './referentials.service';

/** The data changes only with a release: caches may keep it a day. */
const CACHE = 'public, max-age=86400';
const NAMES = 'code nom: nameFr nomEn: nameEn nomAr: nameAr';

/**
 * SPEC §7 Partners, referentials: `{code, nom}` items (and `nomEn`, `nomAr`). Public. Answered at the root, where the SPEC puts
 * them (referentials.module.ts `rootPrefixes`), and under /api/v1 like every route of the table.
 */
export const referentialsRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/partners/referentiels/countries',
    operation: `query ReferentialCountries { countries { ${NAMES} } }`,
    cacheControl: CACHE,
  },
  {
    method: 'get',
    path: '/partners/referentiels/regions/:country',
    operation: `query ReferentialRegions($country: String!) { regions(country: $country) { ${NAMES} chefLieu: capital { ${NAMES} } } }`,
    variables: (req) => ({ country: req.params.country }),
    cacheControl: CACHE,
  },
  {
    // `search` and `limit` optional, as in GraphQL; without them, the region's cities (50 at most).
    method: 'get',
    path: '/partners/referentiels/cities/:country/:region',
    operation:
      'query ReferentialCities($country: String!, $region: String, $search: String, $limit: Int) { ' +
      `cities(country: $country, region: $region, search: $search, limit: $limit) { ${NAMES} province { ${NAMES} } } }`,
    variables: (req) => ({
      country: req.params.country,
      region: req.params.region,
      search: text(req.query.search),
      limit: Math.min(intOr(req.query.limit, CITY_LIMIT), CITY_LIMIT),
    }),
    cacheControl: CACHE,
  },
];
