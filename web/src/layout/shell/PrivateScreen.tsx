import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { type AppRoute, canAccess } from '../../app/routing/app-route';
import { lazyScreen } from '../../app/routing/lazy-screen';
import { ROUTES } from '../../app/routing/routes';
import { usePermissions } from '../../shared/session/useCan';
import { PageSkeleton } from '../PageSkeleton';

// Rare states, loaded when met (antd's Result and its drawings stay out of the dashboard's download).
const ErrorView = lazy(() => import('../errors/ErrorPage').then((m) => ({ default: m.ErrorView })));
const ComingSoon = lazy(() => import('./ComingSoon'));

const SCREENS: { route: AppRoute; Component: LazyExoticComponent<ComponentType> }[] = ROUTES.filter((r) => r.access !== 'public').map((route) => ({
  route,
  Component: route.screen ? lazyScreen(route.screen) : ComingSoon,
}));

function decodeOnce(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export function PrivateScreen() {
  const { pathname } = useLocation();
  // The browser keeps '/acutalité' percent-encoded; the table is written as SPEC spells it.
  const path = decodeOnce(pathname);
  const screen = SCREENS.find((s) => matchPath({ path: s.route.path, end: true }, path));
  const permissions = usePermissions();
  if (!screen) return <ComingSoon />;
  // Until the api has said what the user may do (the first screen after signing in), the page is on its way.
  if (!permissions) return <PageSkeleton />;
  // A screen whose action the user may not do shows the 401 page; the api refuses its calls anyway.
  if (!canAccess(screen.route.access, (action) => permissions.actions.has(action))) return <ErrorView code="401" inLayout />;
  return <screen.Component />;
}
