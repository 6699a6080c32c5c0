import type { ApolloClient } from '@apollo/client';
import { sessionState } from '../../shared/session/session-state';
import type { RoutePrefetch } from './app-route';
import { holdEarlyAnswer } from './early-answers';
import { preloadScreen } from './loaded-screens';
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
 * (light: the screen's documents, nothing that needs React) downloads as the entry runs, and runs at once with a plain
 * asker (early-fetch.ts): the queries leave before the app has arrived, and the private area's client takes their
 * answers (see prefetchLinkedScreen). Resolves once they have left (at once for a screen without first queries), so
 * that the screen's files queue behind them on a phone's few connections, not before.
 */
export function prefetchQueriesOf(pathname: string, search = ''): Promise<void> {
  // Without a network the phone's kept answers serve the screen once put back (app/offline): nothing to ask early.
  if (!navigator.onLine) return Promise.resolve();
  const linked = linkedRoute(pathname);
  if (!linked?.route.prefetch) return Promise.resolve();
  const at = { params: linked.params, search: new URLSearchParams(search) };
  // The asker comes with the screen's module, not with the entry: the sign-in screen has no use for a GraphQL printer.
  const loaded = Promise.all([linked.route.prefetch(), import('./early-fetch')]).then(
    ([{ default: run }, { askEarly }]: [{ default: RoutePrefetch }, typeof import('./early-fetch')]) => {
      run({ query: ({ query, variables }) => askEarly(holdEarlyAnswer, query, variables) }, at);
      return (client: ApolloClient) => run(client, at);
    },
    () => null,
  );
  prefetch = loaded;
  return loaded.then(() => undefined);
}

/**
 * The linked screen's code, downloading beside the app's own files: a phone's waits for each of its small files then
 * overlap the app's large ones instead of following them. These are the modules React.lazy asks for next, so
 * nothing loads twice; a failure is left for the route to tell.
 */
export function preloadScreenOf(pathname: string): void {
  const screen = linkedRoute(pathname)?.route.screen;
  if (screen) preloadScreen(screen);
}

/** The private area's client is ready: the linked screen's first queries start now, once. */
export function prefetchLinkedScreen(client: ApolloClient): void {
  const pending = prefetch;
  prefetch = null;
  // Gone meanwhile: asked now, the queries would find the cache before the kept answers are put back in it.
  if (!navigator.onLine) return;
  void pending?.then((run) => run?.(client));
}
