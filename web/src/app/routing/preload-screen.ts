import type { ApolloClient } from '@apollo/client';
import { sessionState } from '../session/session-state';
import type { RoutePrefetch } from './app-route';
import { ROUTES } from './routes';

/**
 * The parameters `pathname` gives `pattern`, or null when it does not open it, as react-router's
 * matchPath({ path, end: true }) has it for the route table's patterns (fixed segments and `:params`, any case, an
 * optional trailing slash): the entry runs this before the router has downloaded, so it cannot ask the router.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pattern.replace(/\/+$/, '').split('/');
  const names = parts.filter((p) => p.startsWith(':')).map((p) => p.slice(1));
  const source = parts.map((p) => (p.startsWith(':') ? '([^/]+)' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  const found = new RegExp(`^${source}/*$`, 'i').exec(pathname);
  if (!found) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
  } catch {
    return null;
  }
}

let prefetch: Promise<((client: ApolloClient) => void) | null> | null = null;

/**
 * A cold deep link to a private screen (a notification, an e-mail, a bookmark): its code starts downloading as the
 * entry runs, beside the app and the private area, not once they have loaded and routed (on a slow phone, ~1.3 s
 * later); so does the module naming its first queries (see prefetchLinkedScreen). The modules are the ones
 * React.lazy asks for next, so nothing loads twice; a failure is left for the route to tell.
 */
export function preloadScreenOf(pathname: string, search = ''): void {
  if (sessionState() !== 'active') return;
  for (const route of ROUTES) {
    if (route.access === 'public' || !route.screen) continue;
    const params = routeParams(route.path, pathname);
    if (!params) continue;
    void route.screen().catch(() => undefined);
    const at = { params, search: new URLSearchParams(search) };
    prefetch =
      route.prefetch?.().then(
        ({ default: run }: { default: RoutePrefetch }) =>
          (client: ApolloClient) =>
            run(client, at),
        () => null,
      ) ?? null;
    return;
  }
}

/** The private area's client is ready: the linked screen's first queries start now, once. */
export function prefetchLinkedScreen(client: ApolloClient): void {
  const pending = prefetch;
  prefetch = null;
  void pending?.then((run) => run?.(client));
}
