import type { LayoutMessagesId } from './messages';

export const layoutMessagesEn: Record<LayoutMessagesId, string> = {
    'layout.notFound.title': 'Page not found',
    'layout.notFound.body': 'The page you are looking for does not exist or has moved.',
    'layout.backHome': 'Back to home',
    'layout.comingSoon.title': 'Coming soon',
    'layout.comingSoon.body': 'This screen arrives in a coming version of Chantiers.',
    'layout.loading': 'Loading…',
  };
