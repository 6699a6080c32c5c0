import type { frBooks } from './fr-books';

export const arBooks: Record<keyof typeof frBooks, string> = {
  'books.month.closed': 'شهر {month} مقفل: لا يمكن إنشاء أو تعديل أو حذف أي عنصر مؤرخ فيه. يرجى التصحيح بإشعار دائن أو بقيد مؤرخ في شهر مفتوح.',
  'books.month.notOpen':
    'شهر {month} غير مفتوح بعد: لا تحتفظ المحاسبة إلا بشهرين مفتوحين على الأكثر. يجب على مدير الشركة أولا إقفال {oldest} (المالية › المحاسبة).',
  'books.close.invalid': 'شهر غير صالح (YYYY-MM)',
  'books.close.notEnded': 'لا يقفل الشهر إلا بعد انتهائه: {month} لم ينته بعد.',
  'books.close.order': 'تقفل الأشهر بالترتيب: يرجى إقفال {oldest} أولا.',
  'books.close.already': 'شهر {month} مقفل من قبل.',
  'books.period.invalid': 'فترة غير صالحة: حدد شهرا (YYYY-MM) أو تاريخ بداية وتاريخ نهاية (YYYY-MM-DD).',
  'books.mapping.account': 'يجب أن يتكون الحساب من 4 إلى 10 أرقام (مخطط الحسابات المغربي، CGNC).',
  'books.mapping.unknown': 'بند المقابلة غير معروف.',
  'accounting.vat.period.invalid': 'فترة غير صالحة: شهر YYYY-MM أو ربع سنة من YYYY-T1 إلى YYYY-T4',
  'accounting.vat.notSubject': 'الشركة غير خاضعة للضريبة على القيمة المضافة: ليس لها تصريح بالضريبة على القيمة المضافة',
  'accounting.vat.amount.invalid': 'مبلغ غير صالح',
  'accounting.payroll.month.invalid': 'شهر غير صالح: YYYY-MM',
  'accounting.payroll.affiliate.missing':
    'يرجى إدخال رقم انخراط الشركة في الصندوق الوطني للضمان الاجتماعي (CNSS)، المكون من 7 أرقام، ضمن بياناتها القانونية',
};
