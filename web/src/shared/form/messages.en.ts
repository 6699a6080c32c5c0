import type { formMessages } from './messages';

export const formMessagesEn: Record<keyof typeof formMessages, string> = {
  'form.cancel': 'Cancel',
  'form.save': 'Save',
  'form.loadError': 'The data could not be loaded',
};
