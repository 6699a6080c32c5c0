import type { AppRoute } from '../../app/routing/app-route';

/**
 * SPEC §2 partners: the public directory and a partner's public page, the partner sign-up, and the partner's own
 * space (dashboard, listing). The partner menu holds the dashboard only (SPEC); the listing opens from it.
 */
export const partnersRoutes: AppRoute[] = [
  { path: '/partenaires', access: 'public', titleId: 'partners.directory.title', screen: () => import('./public/DirectoryPage') },
  { path: '/partenaires/:idPartenaire', access: 'public', titleId: 'partners.page.title', screen: () => import('./public/PartnerPublicPage') },
  { path: '/insription-partenaire', access: 'public', titleId: 'partners.signUp.title', screen: () => import('./public/PartnerSignUpPage') },
  {
    path: '/dashboard-partenaire',
    access: 'partner.dashboard',
    titleId: 'menu.partnerDashboard',
    screen: () => import('./space/PartnerDashboardPage'),
    menu: { area: 'partner', order: 10, labelId: 'menu.partnerDashboard', icon: 'dashboard' },
  },
  {
    path: '/reserves-partenaire',
    access: 'partner.reserves.read',
    titleId: 'partners.reserves.title',
    screen: () => import('./space/PartnerReservesPage'),
  },
  {
    path: '/profile-partenaire',
    access: 'partner.profile.read',
    titleId: 'partners.profile.title',
    screen: () => import('./space/PartnerProfilePage'),
  },
];
