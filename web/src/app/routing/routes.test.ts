import '../../features/dashboard/components/jsdom-text-encoding';
import { matchPath } from 'react-router-dom';
import { canAccess } from './app-route';
import { ROUTES } from './routes';

const MANAGER = { role: 'MANAGER', type: 'USER' };
const USER = { role: 'USER', type: 'USER' };
const PARTNER = { role: 'USER', type: 'PARTNER' };

describe('the route table', () => {
  it('holds each path once', () => {
    const paths = ROUTES.map((r) => r.path.replace(/\/$/, ''));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('gives every private route a title and every menu entry a title', () => {
    expect(ROUTES.filter((r) => r.access !== 'public' && !r.titleId).map((r) => r.path)).toEqual([]);
    expect(ROUTES.filter((r) => r.menu && !r.titleId).map((r) => r.path)).toEqual([]);
  });

  it('reads the access keys: company staff by role, partners apart', () => {
    expect(['public', 'company', 'manager', 'partner'].map((a) => canAccess(a as never, MANAGER))).toEqual([true, true, true, false]);
    expect(['public', 'company', 'manager', 'partner'].map((a) => canAccess(a as never, USER))).toEqual([true, true, false, false]);
    expect(['public', 'company', 'manager', 'partner'].map((a) => canAccess(a as never, { role: 'MANAGER', type: 'PARTNER' }))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(canAccess('company', PARTNER)).toBe(false);
  });

  it('keeps the team settings to MANAGERs and the partner screens to partners', () => {
    const route = (path: string) => ROUTES.find((r) => matchPath({ path: r.path, end: true }, path));
    expect(route('/parametres/equipe')?.access).toBe('manager');
    expect(route('/dashboard-partenaire')?.access).toBe('partner');
    expect(route('/profile-partenaire')?.access).toBe('partner');
    expect(route('/detail-chantier/42/finances')?.access).toBe('company');
    expect(route('/sign-in')?.access).toBe('public');
  });
});
