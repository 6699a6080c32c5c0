import type { AppRoute } from '../../app/routing/app-route';

/** Signature by link (issue 37): the client's page, public (the link is the key). */
export const signaturesRoutes: AppRoute[] = [
  { path: '/signature/:token', access: 'public', titleId: 'signLink.title', screen: () => import('./public/SignatureLinkPage') },
];
