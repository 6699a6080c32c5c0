import type { AppRoute } from '../../app/routing/app-route';

/** SPEC §2: the site's documents, with their categories, sorts and preview. */
export const documentsRoutes: AppRoute[] = [
  {
    path: '/detail-chantier/:idChantier/documents',
    access: 'documents.read',
    titleId: 'menu.site.documents',
    screen: () => import('./SiteDocumentsPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'site', order: 60, labelId: 'menu.site.documents', icon: 'documents' },
  },
];
