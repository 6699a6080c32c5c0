import type { SiteFinanceSharedMessageId } from './shared-messages';

export const siteFinanceSharedMessagesAr: Record<SiteFinanceSharedMessageId, string> = {
  'finance.site.cash.overDay': 'أكثر من {limit} نقدا لهذا المورد في هذا اليوم',
  'finance.site.cash.overMonth': 'أكثر من {limit} نقدا لهذا المورد خلال هذا الشهر',
  'finance.site.cash.body':
    'الأداء نقدا مسموح به، غير أن {amount} من هذا التسديد تتجاوز السقف: لن تكون الضريبة ' +
    'على القيمة المضافة المتعلقة بها ({vat}) قابلة للخصم. هل تريد الحفظ رغم ذلك؟',
  'finance.site.cash.save': 'حفظ',
  'finance.site.cash.back': 'الرجوع إلى الاستمارة',
  'finance.site.day.note': 'يملأ تلقائيا حسب التاريخ.',
  'finance.site.day.Lundi': 'الاثنين',
  'finance.site.day.Mardi': 'الثلاثاء',
  'finance.site.day.Mercredi': 'الأربعاء',
  'finance.site.day.Jeudi': 'الخميس',
  'finance.site.day.Vendredi': 'الجمعة',
  'finance.site.day.Samedi': 'السبت',
  'finance.site.day.Dimanche': 'الأحد',
};
