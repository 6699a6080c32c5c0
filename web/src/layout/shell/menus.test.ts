import type { Action } from '@chantiers/schema';
import { GRANTS } from '../../test/grants';
import { buildMenu, roleLabelId, selectedEntry, siteIdOf } from './menus';

const canOf = (actions: readonly Action[]) => (action: Action) => actions.includes(action);
const base = { type: 'USER', can: canOf(GRANTS.USER), today: '2026-11-22' };
const asManager = { can: canOf(GRANTS.MANAGER) };

describe('sidebar menus (SPEC §2)', () => {
  it('gives a USER eleven company entries (Finance globale over their sites), a MANAGER the settings and the upgrade', () => {
    const user = buildMenu({ ...base, pathname: '/dashboard' });
    expect(user.kind).toBe('company');
    expect(user.entries.map((e) => e.path)).toEqual([
      '/dashboard',
      '/dashboard-chantiers',
      '/liste-devis',
      '/factures',
      '/clients',
      '/finance-globale',
      '/stocks',
      '/planning-global',
      '/activite-globale',
      '/fournisseurs',
      '/personnels',
    ]);
    // Subscribing is the Admin Société's: a USER reads the plan from the profile menu, the sidebar offers it to a MANAGER.
    const manager = buildMenu({ ...base, ...asManager, pathname: '/dashboard' });
    const paths = user.entries.map((e) => e.path);
    // The books (issue 38) are the Admin Société's: after Finance globale.
    const books = paths.indexOf('/finance-globale') + 1;
    expect(manager.entries.map((e) => e.path)).toEqual([
      ...paths.slice(0, books),
      '/comptabilite',
      ...paths.slice(books),
      '/parametres/equipe',
      '/abonnement',
    ]);
    expect(manager.entries.at(-1)).toMatchObject({ labelId: 'menu.upgrade', icon: 'upgrade' });
  });

  it("marks the entries whose screens have not landed as 'soon'", () => {
    const soon = buildMenu({ ...base, pathname: '/dashboard' })
      .entries.filter((e) => e.soon)
      .map((e) => e.path);
    expect(soon).toEqual([]);
    const site = buildMenu({ ...base, pathname: '/detail-chantier/42' })
      .entries.filter((e) => e.soon)
      .map((e) => e.labelId);
    expect(site).toEqual([]);
  });

  it('gives partners only their dashboard, even inside a site path', () => {
    for (const pathname of ['/dashboard-partenaire', '/detail-chantier/7/finances']) {
      const menu = buildMenu({ ...base, type: 'PARTNER', can: canOf(GRANTS.PARTNER), pathname });
      expect(menu.kind).toBe('partner');
      expect(menu.entries.map((e) => e.path)).toEqual(['/dashboard-partenaire']);
    }
  });

  it('switches to the site menu under /detail-chantier/{id}, with today in the activity report entry', () => {
    const menu = buildMenu({ ...base, ...asManager, pathname: '/detail-chantier/42/finances' });
    expect(menu.kind).toBe('site');
    expect(menu.entries.map((e) => e.path)).toEqual([
      '/dashboard-chantiers',
      '/detail-chantier/42',
      '/detail-chantier/42/acutalité',
      '/detail-chantier/42/finances',
      '/detail-chantier/42/planning',
      '/detail-chantier/42/compte-rendu-activite/2026-11-22',
      '/detail-chantier/42/documents',
      '/detail-chantier/42/plans',
      '/detail-chantier/42/reserves',
      '/detail-chantier/42/reception',
      '/detail-chantier/42/journal',
      '/detail-chantier/42/fichesuivi',
    ]);
  });

  it('reads the site id, decoded, and nothing elsewhere', () => {
    expect(siteIdOf('/detail-chantier/a%20b/planning')).toBe('a b');
    expect(siteIdOf('/detail-chantier/')).toBeNull();
    expect(siteIdOf('/dashboard-chantiers')).toBeNull();
  });

  it('highlights the most specific entry, the encoded news path and other report dates', () => {
    const { entries } = buildMenu({ ...base, pathname: '/detail-chantier/42' });
    expect(selectedEntry(entries, '/detail-chantier/42')?.labelId).toBe('menu.site.detail');
    expect(selectedEntry(entries, '/detail-chantier/42/finances/')?.labelId).toBe('menu.site.finance');
    expect(selectedEntry(entries, '/detail-chantier/42/acutalit%C3%A9')?.labelId).toBe('menu.site.news');
    expect(selectedEntry(entries, '/detail-chantier/42/compte-rendu-activite/2026-10-01')?.labelId).toBe('menu.site.activity');
    const company = buildMenu({ ...base, pathname: '/dashboard' }).entries;
    expect(selectedEntry(company, '/dashboard')?.path).toBe('/dashboard');
    expect(selectedEntry(company, '/dashboard-chantiers/')?.path).toBe('/dashboard-chantiers');
    expect(selectedEntry(company, '/nowhere')).toBeUndefined();
    // 'Paramètres' opens the team and stays selected on its sibling, the company's settings.
    const settings = buildMenu({ ...base, ...asManager, pathname: '/parametres/societe' }).entries;
    expect(selectedEntry(settings, '/parametres/equipe')?.labelId).toBe('menu.settings');
    expect(selectedEntry(settings, '/parametres/societe')?.labelId).toBe('menu.settings');
    expect(selectedEntry(settings, '/parametresX')).toBeUndefined();
  });

  it.each([
    ['MANAGER', 'USER', 'role.manager'],
    ['USER', 'USER', 'role.user'],
    ['AUDITOR', 'USER', 'role.other'],
    ['USER', 'PARTNER', 'role.partner'],
  ])('labels role %s of type %s as %s', (role, type, id) => {
    expect(roleLabelId(role, type)).toBe(id);
  });
});
