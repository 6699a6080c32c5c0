import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { readUser } from '../../app/session/storage';

// Rare states, loaded when met (antd's Result and its drawings stay out of the dashboard's download).
const ErrorView = lazy(() => import('../errors/ErrorPage').then((m) => ({ default: m.ErrorView })));
const ComingSoon = lazy(() => import('./ComingSoon'));

interface Screen {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  managerOnly?: boolean;
}

/**
 * The private screens, each its own chunk. They are listed here, inside the lazy private area, rather than in
 * App.tsx: the sign-in route then carries none of their preload lists, however many screens land.
 */
const SCREENS: Screen[] = [
  { path: '/dashboard', Component: lazy(() => import('../../features/dashboard/pages/DashboardPage')) },
  { path: '/dashboard-chantiers', Component: lazy(() => import('../../features/sites/pages/DashboardSitesPage')) },
  { path: '/detail-chantier/:idChantier', Component: lazy(() => import('../../features/sites/pages/SiteDetailPage')) },
  { path: '/detail-chantier/:idChantier/finances', Component: lazy(() => import('../../features/finance/site/SiteFinancePage')) },
  { path: '/finance-globale', Component: lazy(() => import('../../features/finance/global/GlobalFinancePage')) },
  { path: '/detail-chantier/:idChantier/acutalité', Component: lazy(() => import('../../features/sites/pages/SiteNewsPage')) },
  { path: '/fournisseurs', Component: lazy(() => import('../../features/suppliers/SuppliersPage')) },
  { path: '/personnels', Component: lazy(() => import('../../features/personnel/PersonnelPage')) },
  { path: '/stocks', Component: lazy(() => import('../../features/stock/StockPage')) },
  { path: '/abonnement', Component: lazy(() => import('../../features/subscription/SubscriptionPage')) },
  { path: '/parametres/equipe', Component: lazy(() => import('../../features/team/TeamPage')), managerOnly: true },
];

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
  const screen = SCREENS.find((s) => matchPath({ path: s.path, end: true }, path));
  if (!screen) return <ComingSoon />;
  // MANAGER-only screens show the 401 page to others; the api refuses their calls anyway.
  if (screen.managerOnly && readUser().role !== 'MANAGER') return <ErrorView code="401" inLayout />;
  return <screen.Component />;
}
