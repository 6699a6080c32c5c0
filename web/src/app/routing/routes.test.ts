import '../../features/dashboard/components/jsdom-text-encoding';
import { matchPath } from 'react-router-dom';
import type { Action } from '@chantiers/schema';
import { GRANTS } from '../../test/grants';
import { canAccess } from './app-route';
import { ROUTES } from './routes';

const canOf = (actions: readonly Action[]) => (action: Action) => actions.includes(action);
const [MANAGER, USER, PARTNER] = [canOf(GRANTS.MANAGER), canOf(GRANTS.USER), canOf(GRANTS.PARTNER)];

describe('the route table', () => {
  it('holds each path once', () => {
    const paths = ROUTES.map((r) => r.path.replace(/\/$/, ''));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('gives every private route a title and every menu entry a title', () => {
    expect(ROUTES.filter((r) => r.access !== 'public' && !r.titleId).map((r) => r.path)).toEqual([]);
    expect(ROUTES.filter((r) => r.menu && !r.titleId).map((r) => r.path)).toEqual([]);
  });

  it('opens a private route to whoever may do its action, a public one to anyone', () => {
    const access = ['public', 'sites.read', 'team.read', 'partner.dashboard'] as const;
    expect(access.map((a) => canAccess(a, MANAGER))).toEqual([true, true, true, false]);
    expect(access.map((a) => canAccess(a, USER))).toEqual([true, true, false, false]);
    expect(access.map((a) => canAccess(a, PARTNER))).toEqual([true, false, false, true]);
    expect(canAccess('sites.read', () => false)).toBe(false);
  });

  it('keeps the team settings to MANAGERs and the partner screens to partners', () => {
    const route = (path: string) => ROUTES.find((r) => matchPath({ path: r.path, end: true }, path));
    expect(route('/parametres/equipe')?.access).toBe('team.read');
    expect(route('/dashboard-partenaire')?.access).toBe('partner.dashboard');
    expect(route('/profile-partenaire')?.access).toBe('partner.profile.read');
    expect(route('/detail-chantier/42/finances')?.access).toBe('sites.figures');
    expect(route('/sign-in')?.access).toBe('public');
    // Every private route opens to a MANAGER or a partner, none to both: the two spaces stay apart.
    const privates = ROUTES.filter((r) => r.access !== 'public');
    expect(privates.filter((r) => canAccess(r.access, MANAGER) === canAccess(r.access, PARTNER)).map((r) => r.path)).toEqual([]);
  });
});
