import { matchPath } from 'react-router-dom';
import type { AppRoute } from './app-route';
import { ROUTES } from './routes';

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function titleOf(routes: AppRoute[], pathname: string): string | undefined {
  const path = decoded(pathname);
  for (const route of routes) {
    const match = route.titleId && matchPath({ path: route.path, end: true }, path);
    if (match) return typeof route.titleId === 'function' ? route.titleId(match.params) : route.titleId;
  }
  return undefined;
}

const PUBLIC = ROUTES.filter((r) => r.access === 'public');
const PRIVATE = ROUTES.filter((r) => r.access !== 'public');

/** The message id of a public route's title; an unknown path is the 404 page. */
export function publicTitleId(pathname: string): string {
  return titleOf(PUBLIC, pathname) ?? 'layout.notFound.title';
}

/** The message id of a private route's title; a private path the app does not know yet keeps the product's name. */
export function privateTitleId(pathname: string): string | undefined {
  return titleOf(PRIVATE, pathname);
}
