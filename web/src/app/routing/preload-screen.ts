import type { ApolloClient } from '@apollo/client';
import { sessionState } from '../../shared/session/session-state';
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

/** The private route a cold link opens, with its parameters, when a session can open it. */
function linkedRoute(pathname: string) {
  if (sessionState() !== 'active') return null;
  for (const route of ROUTES) {
    if (route.access === 'public' || !route.screen) continue;
    const params = routeParams(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * A cold deep link to a private screen (a notification, an e-mail, a bookmark): the module naming its first queries
 * (light: the screen's documents only) downloads as the entry runs, beside the app, so the queries leave as soon as
 * the private area's client exists (see prefetchLinkedScreen) and the screen draws once, with its answers, instead
 * of a skeleton first.
 */
export function prefetchQueriesOf(pathname: string, search = ''): void {
  const linked = linkedRoute(pathname);
  if (!linked?.route.prefetch) return;
  const at = { params: linked.params, search: new URLSearchParams(search) };
  prefetch = linked.route.prefetch().then(
    ({ default: run }: { default: RoutePrefetch }) =>
      (client: ApolloClient) =>
        run(client, at),
    () => null,
  );
}

/**
 * The linked screen's code, once the app has arrived (before, it would share a slow network with the app's own
 * files): not once the app has started, routed and asked for it. These are the modules React.lazy asks for next, so
 * nothing loads twice; a failure is left for the route to tell.
 */
export function preloadScreenOf(pathname: string): void {
  void linkedRoute(pathname)
    ?.route.screen?.()
    .catch(() => undefined);
}

/** The private area's client is ready: the linked screen's first queries start now, once. */
export function prefetchLinkedScreen(client: ApolloClient): void {
  const pending = prefetch;
  prefetch = null;
  void pending?.then((run) => run?.(client));
}
