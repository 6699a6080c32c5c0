import '../../features/dashboard/components/jsdom-text-encoding';
import { matchPath } from 'react-router-dom';
import { routeParams } from './preload-screen';
import { ROUTES } from './routes';

// Each route's path as people type it: as declared, without or with a trailing slash, in capitals, with an id.
const visits = (pattern: string) => {
  const filled = pattern.replace(/:[^/]+/g, '3f1c2a9e-5b7d-4e21-9c3a-1d2e3f4a5b6c');
  const bare = filled.replace(/\/+$/, '');
  return [filled, bare, `${bare}/`, bare.toUpperCase(), `${bare}/plus`, `/x${bare}`, bare.slice(0, -1)].filter(Boolean);
};

describe('routeParams (the entry’s matcher)', () => {
  it('agrees with react-router on every path of the route table', () => {
    const disagreements: string[] = [];
    const paths = ROUTES.flatMap((r) => visits(r.path));
    for (const route of ROUTES)
      for (const pathname of paths) {
        const router = Boolean(matchPath({ path: route.path, end: true }, pathname));
        if ((routeParams(route.path, pathname) !== null) !== router) disagreements.push(`${route.path} ← ${pathname}: router says ${router}`);
      }
    expect(disagreements).toEqual([]);
    expect(paths.length).toBeGreaterThan(ROUTES.length * 5);
  });

  it('gives the parameters react-router gives', () => {
    for (const [pattern, pathname] of [
      ['/detail-chantier/:idChantier/finances', '/detail-chantier/42/finances/'],
      ['/detail-chantier/:idChantier/compte-rendu-activite/:date', '/Detail-Chantier/ab12/compte-rendu-activite/2026-11-29'],
    ])
      expect(routeParams(pattern, pathname)).toEqual(matchPath({ path: pattern, end: true }, pathname)?.params);
  });

  it('opens a site’s finances from a link, not a look-alike', () => {
    expect(routeParams('/detail-chantier/:idChantier/finances', '/detail-chantier/42/finances')).toEqual({ idChantier: '42' });
    expect(routeParams('/detail-chantier/:idChantier/finances', '/detail-chantier//finances')).toBeNull();
    expect(routeParams('/detail-chantier/:idChantier/finances', '/detail-chantier/42/planning')).toBeNull();
    // As useParams gives them: decoded (a malformed escape opens nothing).
    expect(routeParams('/detail-chantier/:idChantier/finances', '/detail-chantier/a%20b/finances')).toEqual({ idChantier: 'a b' });
    expect(routeParams('/detail-chantier/:idChantier/finances', '/detail-chantier/%E0%A4%A/finances')).toBeNull();
  });
});
