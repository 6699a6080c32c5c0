/** The sidebar menus of SPEC §2: company, partner, and inside a site. Pure, so it is tested without a browser. */
export type MenuIcon =
  | 'dashboard'
  | 'sites'
  | 'quotes'
  | 'finance'
  | 'stock'
  | 'planning'
  | 'activity'
  | 'suppliers'
  | 'personnel'
  | 'settings'
  | 'back'
  | 'detail'
  | 'news'
  | 'documents'
  | 'followUp';

export interface MenuEntry {
  /** The path the entry opens, also its key. */
  path: string;
  labelId: string;
  icon: MenuIcon;
}

export interface MenuContext {
  pathname: string;
  role: string;
  type: string;
  /** Today as YYYY-MM-DD, for the site's activity report entry. */
  today: string;
}

export type MenuKind = 'company' | 'partner' | 'site';

const COMPANY: MenuEntry[] = [
  { path: '/dashboard', labelId: 'menu.dashboard', icon: 'dashboard' },
  { path: '/dashboard-chantiers', labelId: 'menu.sites', icon: 'sites' },
  { path: '/liste-devis', labelId: 'menu.quotes', icon: 'quotes' },
  { path: '/finance-globale', labelId: 'menu.finance', icon: 'finance' },
  { path: '/stocks', labelId: 'menu.stock', icon: 'stock' },
  { path: '/planning-global', labelId: 'menu.planning', icon: 'planning' },
  { path: '/activite-globale', labelId: 'menu.activity', icon: 'activity' },
  { path: '/fournisseurs', labelId: 'menu.suppliers', icon: 'suppliers' },
  { path: '/personnels', labelId: 'menu.personnel', icon: 'personnel' },
];

/** Team and company settings: the MANAGER's 'Setting' entry. */
export const SETTINGS_PATH = '/parametres/equipe';

const PARTNER: MenuEntry[] = [{ path: '/dashboard-partenaire', labelId: 'menu.partnerDashboard', icon: 'dashboard' }];

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

function siteMenu(siteId: string, today: string): MenuEntry[] {
  const base = `/detail-chantier/${encodeURIComponent(siteId)}`;
  return [
    { path: '/dashboard-chantiers', labelId: 'menu.site.others', icon: 'back' },
    { path: base, labelId: 'menu.site.detail', icon: 'detail' },
    { path: `${base}/acutalité`, labelId: 'menu.site.news', icon: 'news' },
    { path: `${base}/finances`, labelId: 'menu.site.finance', icon: 'finance' },
    { path: `${base}/planning`, labelId: 'menu.site.planning', icon: 'planning' },
    { path: `${base}/compte-rendu-activite/${today}`, labelId: 'menu.site.activity', icon: 'activity' },
    { path: `${base}/documents`, labelId: 'menu.site.documents', icon: 'documents' },
    { path: `${base}/fichesuivi`, labelId: 'menu.site.followUp', icon: 'followUp' },
  ];
}

export function buildMenu(ctx: MenuContext): { kind: MenuKind; entries: MenuEntry[] } {
  if (ctx.type === 'PARTNER') return { kind: 'partner', entries: PARTNER };
  const siteId = siteIdOf(ctx.pathname);
  if (siteId) return { kind: 'site', entries: siteMenu(siteId, ctx.today) };
  const settings: MenuEntry[] = ctx.role === 'MANAGER' ? [{ path: SETTINGS_PATH, labelId: 'menu.settings', icon: 'settings' }] : [];
  return { kind: 'company', entries: [...COMPANY, ...settings] };
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
 * report entry also matches other dates of the same report.
 */
export function selectedEntry(entries: MenuEntry[], pathname: string): MenuEntry | undefined {
  const current = normalise(pathname);
  const matches = entries.filter((e) => {
    const p = normalise(e.path);
    if (current === p || current.startsWith(`${p}/`)) return true;
    const report = p.replace(/\/\d{4}-\d{2}-\d{2}$/, '');
    return report !== p && current.startsWith(`${report}/`);
  });
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}

/** SPEC §2: MANAGER 'Admin Société', USER 'Gestionnaire Chantier', partners their label, others 'Utilisateur'. */
export function roleLabelId(role: string, type: string): string {
  if (type === 'PARTNER') return 'role.partner';
  if (role === 'MANAGER') return 'role.manager';
  if (role === 'USER') return 'role.user';
  return 'role.other';
}
