import type { recordsMessages } from './messages';

export const recordsMessagesAr: Record<keyof typeof recordsMessages, string> = {
  'records.period': 'الفترة',
  'records.period.from': 'من',
  'records.period.to': 'إلى',
  'records.export': 'تصدير',
  'records.export.csv': 'CSV (.csv)',
  'records.export.xlsx': 'Excel (.xlsx)',
  'records.add': 'إضافة',
  'records.view': 'عرض',
  'records.edit': 'تعديل',
  'records.totals': '{count, plural, =0 {المجموع (بدون أسطر)} one {المجموع (سطر واحد)} =2 {المجموع (سطران)} other {المجموع (# من الأسطر)}}',
  'records.col.actions': 'الإجراءات',
  'records.delete': 'حذف',
};
