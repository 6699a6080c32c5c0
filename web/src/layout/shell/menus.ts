import { type AppRoute, type CanDo, canAccess, type MenuArea, type MenuIcon } from '../../app/routing/app-route';
import { ROUTES } from '../../app/routing/routes';

export type { MenuIcon };

/** The sidebar menus of SPEC §2 (company, partner, and inside a site), read from the route table. Pure, so tested without a browser. */
export interface MenuEntry {
  /** The path the entry opens, also its key. */
  path: string;
  labelId: string;
  icon: MenuIcon;
  /** The screen is planned (SPEC §2) but not built yet: the entry says 'Bientôt'. */
  soon?: boolean;
  /** Selected too on every path under this one. */
  section?: string;
}

export interface MenuContext {
  pathname: string;
  /** The user type: a partner has a menu of their own. */
  type: string;
  /** What the user may do (useCan): an entry shows when they may do its route's action. */
  can: CanDo;
  /** Today as YYYY-MM-DD, for the site's activity report entry. */
  today: string;
}

export type MenuKind = MenuArea;

const inArea = (area: MenuArea) =>
  ROUTES.filter((r): r is AppRoute & { menu: NonNullable<AppRoute['menu']> } => r.menu?.area === area).sort((a, b) => a.menu.order - b.menu.order);

const COMPANY = inArea('company');
const PARTNER = inArea('partner');
const SITE = inArea('site');

/** The route's path with its parameters filled in and no trailing slash. */
function pathOf(route: AppRoute, params: Record<string, string>): string {
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
}

const entryOf = (route: AppRoute & { menu: NonNullable<AppRoute['menu']> }, params: Record<string, string> = {}): MenuEntry => ({
  path: pathOf(route, params),
  labelId: route.menu.labelId,
  icon: route.menu.icon,
  ...(route.screen ? {} : { soon: true }),
  ...(route.menu.section ? { section: route.menu.section } : {}),
});

/** The site id when the path is inside a site (`/detail-chantier/{id}…`), else null. */
export function siteIdOf(pathname: string): string | null {
  const match = /^\/detail-chantier\/([^/]+)/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** Inside a site: back to the list of sites, then the site's own screens. */
function siteMenu(siteId: string, today: string): MenuEntry[] {
  const params = { idChantier: encodeURIComponent(siteId), dateImputation: today };
  return [{ path: '/dashboard-chantiers', labelId: 'menu.site.others', icon: 'back' }, ...SITE.map((r) => entryOf(r, params))];
}

export function buildMenu(ctx: MenuContext): { kind: MenuKind; entries: MenuEntry[] } {
  if (ctx.type === 'PARTNER') return { kind: 'partner', entries: PARTNER.map((r) => entryOf(r)) };
  const siteId = siteIdOf(ctx.pathname);
  if (siteId) return { kind: 'site', entries: siteMenu(siteId, ctx.today) };
  return { kind: 'company', entries: COMPANY.filter((r) => canAccess(r.menu?.access ?? r.access, ctx.can)).map((r) => entryOf(r)) };
}

const normalise = (path: string) => {
  let p = path;
  try {
    p = decodeURI(path);
  } catch {
    // keep it as it is
  }
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
};

/**
 * The entry to highlight: the longest entry path that is the current path or a parent of it. The activity
 * report entry also matches other dates of the same report, and an entry with a section every path under it.
 */
export function selectedEntry(entries: MenuEntry[], pathname: string): MenuEntry | undefined {
  const current = normalise(pathname);
  const matches = entries.filter((e) => {
    const p = normalise(e.path);
    if (current === p || current.startsWith(`${p}/`)) return true;
    if (e.section && (current === e.section || current.startsWith(`${e.section}/`))) return true;
    const report = p.replace(/\/\d{4}-\d{2}-\d{2}$/, '');
    return report !== p && current.startsWith(`${report}/`);
  });
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}

/** SPEC §2: MANAGER 'Admin Société', USER 'Gestionnaire Chantier', ACCOUNTANT 'Comptable' (issue 38), partners their label, others 'Utilisateur'. */
export function roleLabelId(role: string, type: string): string {
  if (type === 'PARTNER') return 'role.partner';
  if (role === 'MANAGER') return 'role.manager';
  if (role === 'USER') return 'role.user';
  if (role === 'ACCOUNTANT') return 'role.accountant';
  return 'role.other';
}
