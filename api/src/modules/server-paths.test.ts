import { isServerPath, SERVER_PATH_PREFIXES } from '@chantiers/schema';
import { apiModules } from '.';

// The web app's service worker answers every other page with the app itself: a path the api serves at the root and
// missing from the list would open the app (offline copy) instead of the api's answer.
it.each(apiModules.flatMap((m) => (m.rootPrefixes ?? []).map((prefix) => [m.name, prefix] as const)))(
  '%s answers %s: a server path',
  (_m, prefix) => {
    expect(SERVER_PATH_PREFIXES).toContain(prefix);
  },
);

it.each([
  ['/api/v1/chantiers', true],
  ['/graphql', true],
  ['/oauth2/authorize', true],
  ['/typedocument', true],
  ['/partenaires', false],
  ['/apiary', false],
  ['/detail-chantier/3/finances', false],
])('%s is a server path: %s', (path, expected) => {
  expect(isServerPath(path)).toBe(expected);
});
