import type { AppRoute } from '../../app/routing/app-route';

// Beyond SPEC §2: the MANAGER's team settings, the 'Setting' entry of the company menu (selected on the company's
// settings too, its sibling under /parametres).
export const teamRoutes: AppRoute[] = [
  {
    path: '/parametres/equipe',
    access: 'team.read',
    titleId: 'menu.settings',
    screen: () => import('./TeamPage'),
    menu: { area: 'company', order: 100, labelId: 'menu.settings', icon: 'settings', section: '/parametres' },
  },
];
