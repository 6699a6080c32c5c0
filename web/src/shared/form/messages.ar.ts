import type { formMessages } from './messages';

export const formMessagesAr: Record<keyof typeof formMessages, string> = {
  'form.draft.found': 'تم الاحتفاظ بتعديلات غير محفوظة بتاريخ {when}.',
  'form.draft.restore': 'استرجاعها',
  'form.draft.discard': 'التخلي عنها',
  'form.cancel': 'إلغاء',
  'form.save': 'حفظ',
  'form.loadError': 'تعذر تحميل البيانات',
};
