import type { AppRoute } from '../../app/routing/app-route';

/** SPEC §2: the site's follow-up sheets (fiches de suivi), their photos, PDF and sending by e-mail. */
export const followUpsRoutes: AppRoute[] = [
  {
    path: '/detail-chantier/:idChantier/fichesuivi',
    access: 'followUps.read',
    titleId: 'menu.site.followUp',
    screen: () => import('./SiteFollowUpsPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'site', order: 70, labelId: 'menu.site.followUp', icon: 'followUp' },
  },
];
