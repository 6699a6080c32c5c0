import type { LayoutMessagesId } from './messages';

export const layoutMessagesEn: Record<LayoutMessagesId, string> = {
  'layout.notFound.title': 'Page not found',
  'layout.notFound.body': 'The page you are looking for does not exist or has moved.',
  'layout.backHome': 'Back to home',
  'layout.loading': 'Loading…',
  'error.401.title': 'Not authorised',
  'error.401.body': 'You do not have permission to access this page.',
  'error.403.title': 'Session expired',
  'error.403.body': 'Your session has expired. Please sign in again to continue.',
  'error.500.title': 'Server error',
  'error.500.body': 'Something went wrong on our side. Try again in a moment; if it persists, contact support.',
  'error.signIn': 'Sign in',
  'error.retry': 'Try again',
  'error.backHome': 'Back to home',
  'toasts.region': 'Notifications (Alt+T)',
  'toasts.close': 'Close',
  'toasts.timer': 'Time before it closes',
};
