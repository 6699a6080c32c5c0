import type { AppRoute } from '../../app/routing/app-route';

/** SPEC §1: the contact form and the FAQ, public (signed in or not). Each page writes its own title (HelpFrame). */
export const helpRoutes: AppRoute[] = [
  { path: '/contact', access: 'public', titleId: 'help.contact.title', screen: () => import('./ContactPage') },
  { path: '/faq', access: 'public', titleId: 'help.faq.title', screen: () => import('./FaqPage') },
];
