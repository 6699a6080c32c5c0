/** Route tables of SPEC §2 and its classification rule. */
export const PUBLIC_ROUTES = [
  '/sign-in',
  '/sign-up',
  '/forget-password',
  '/reset-password',
  '/email-verfication',
  '/dashboard-users/',
  '/partenaires',
  '/insription-partenaire',
  '/invitation',
  '/erreur/',
] as const;

export const PRIVATE_ROUTES = [
  '/dashboard/',
  '/dashboard-chantiers/',
  '/planning-global/',
  '/finance-globale/',
  '/activite-globale/',
  '/activite-globale/:dateImputation/',
  '/stocks/',
  '/fournisseurs/',
  '/personnels/',
  '/detail-chantier/:idChantier',
  '/detail-chantier/:idChantier/documents',
  '/detail-chantier/:idChantier/finances',
  '/detail-chantier/:idChantier/fichesuivi',
  '/detail-chantier/:idChantier/compte-rendu-activite/:dateImputation',
  '/detail-chantier/:idChantier/planning',
  '/detail-chantier/:idChantier/acutalité',
  '/liste-devis',
  '/devis',
  '/dashboard-partenaire',
  '/profile-partenaire',
  // Beyond SPEC §2: the subscription page of the profile menu and the MANAGER's team settings.
  '/abonnement',
  '/parametres/equipe',
] as const;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The segments before the first parameter: '/detail-chantier/:id/finances' -> ['detail-chantier']. */
function staticPrefix(route: string): string[] {
  const all = segments(route);
  const firstParam = all.findIndex((s) => s.startsWith(':'));
  return firstParam === -1 ? all : all.slice(0, firstParam);
}

const startsWith = (path: string[], prefix: string[]) => prefix.length > 0 && prefix.every((s, i) => path[i] === s);

const PRIVATE_PREFIXES = PRIVATE_ROUTES.map(staticPrefix);
const PUBLIC_PREFIXES = PUBLIC_ROUTES.map(staticPrefix);

function decode(path: string): string[] {
  try {
    return segments(decodeURI(path.split(/[?#]/)[0]));
  } catch {
    return segments(path.split(/[?#]/)[0]);
  }
}

/**
 * Private when it starts with the static prefix of a private route. Prefixes compare whole segments, so
 * '/dashboard-users/' (public) is not caught by '/dashboard/' (private).
 */
export function isPrivatePath(path: string): boolean {
  const parts = decode(path);
  return PRIVATE_PREFIXES.some((prefix) => startsWith(parts, prefix));
}

/** Public when it is the root, or matches a public prefix and no private one. */
export function isPublicPath(path: string): boolean {
  const parts = decode(path);
  if (parts.length === 0) return true;
  return PUBLIC_PREFIXES.some((prefix) => startsWith(parts, prefix)) && !isPrivatePath(path);
}
