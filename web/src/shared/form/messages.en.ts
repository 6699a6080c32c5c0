import type { formMessages } from './messages';

export const formMessagesEn: Record<keyof typeof formMessages, string> = {
  'form.draft.found': 'Unsaved changes from {when} were kept.',
  'form.draft.restore': 'Restore them',
  'form.draft.discard': 'Discard them',
  'form.cancel': 'Cancel',
  'form.save': 'Save',
  'form.loadError': 'The data could not be loaded',
};
