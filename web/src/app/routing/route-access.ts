import { ROUTES } from './routes';

/** The paths of the route table that need a session, and those that do not. */
export const PRIVATE_ROUTES = ROUTES.filter((r) => r.access !== 'public').map((r) => r.path);
export const PUBLIC_ROUTES = ROUTES.filter((r) => r.access === 'public').map((r) => r.path);

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
