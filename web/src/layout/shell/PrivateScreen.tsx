import { lazy, type LazyExoticComponent, type ComponentType, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { type AppRoute, canAccess } from '../../app/routing/app-route';
import { lazyScreen } from '../../app/routing/lazy-screen';
import { screenPreloading } from '../../app/routing/loaded-screens';
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

/**
 * Whether a cold link's screen is still downloading beside the app: the page then shows its skeleton itself and draws
 * the screen once it is here, in one pass. Through Suspense, React would hold the screen back up to 300 ms after
 * the skeleton (its throttle of revealed fallbacks), on a phone that has waited long enough.
 */
function useScreenPreloading(load: AppRoute['screen']): boolean {
  const pending = load ? screenPreloading(load) : undefined;
  const [, arrived] = useState(0);
  useEffect(() => {
    let shown = true;
    void pending?.then(() => shown && arrived((n) => n + 1));
    return () => {
      shown = false;
    };
  }, [pending]);
  return pending !== undefined;
}

export function PrivateScreen() {
  const { pathname } = useLocation();
  // The browser keeps '/acutalité' percent-encoded; the table is written as SPEC spells it.
  const path = decodeOnce(pathname);
  const screen = SCREENS.find((s) => matchPath({ path: s.route.path, end: true }, path));
  const permissions = usePermissions();
  const preloading = useScreenPreloading(screen?.route.screen);
  if (!screen) return <ComingSoon />;
  // Until the api has said what the user may do (the first screen after signing in), the page is on its way.
  if (!permissions) return <PageSkeleton />;
  // A screen whose action the user may not do shows the 401 page; the api refuses its calls anyway.
  if (!canAccess(screen.route.access, (action) => permissions.actions.has(action))) return <ErrorView code="401" inLayout />;
  if (preloading) return <PageSkeleton />;
  return <screen.Component />;
}
