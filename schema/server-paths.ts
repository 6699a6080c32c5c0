/**
 * Where the api answers a page itself (GraphQL, REST, OAuth, the SPEC's root paths, health): a browser opening one of
 * these must reach the server, so the web app's service worker never answers them with the app (web/vite.config.ts);
 * api/src/app.test.ts checks every module's root prefix is here.
 */
export const SERVER_PATH_PREFIXES = ['/api', '/graphql', '/healthz', '/readyz', '/oauth2', '/user-context', '/partners', '/typedocument'] as const;

/** True for a path the api answers itself (see SERVER_PATH_PREFIXES). */
export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
