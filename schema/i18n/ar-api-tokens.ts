import type { frApiTokens } from './fr-api-tokens';

export const arApiTokens: Record<keyof typeof frApiTokens, string> = {
  'apiTokens.name.required': 'اسم الرمز إلزامي',
  'apiTokens.name.max': 'يجب ألا يتجاوز اسم الرمز 60 حرفا',
  'apiTokens.scopes.required': 'اختر نطاقا واحدا على الأقل (قراءة، كتابة)',
  'apiTokens.scopes.invalid': 'نطاق غير معروف: قراءة (read) أو كتابة (write)',
  'apiTokens.expiresOn.required': 'تاريخ انتهاء الصلاحية إلزامي',
  'apiTokens.expiresOn.invalid': 'تاريخ انتهاء الصلاحية ليس تاريخا صالحا',
  'apiTokens.expiresOn.range': 'يجب أن يكون تاريخ انتهاء الصلاحية بين الغد وسنة من الآن',
  'apiTokens.tooMany': 'عدد الرموز النشطة كبير جدا: أبطل رمزا قبل إنشاء رمز آخر (50 على الأكثر)',
  'apiTokens.notFound': 'الرمز غير موجود',
  'apiTokens.sessionRequired': 'تدبر رموز API من جلسة مفتوحة في التطبيق، وليس بواسطة رمز',
  'apiTokens.scope.read': 'لا يملك رمز API هذا النطاق «read»: القراءة مرفوضة بالنسبة له',
  'apiTokens.scope.write': 'لا يملك رمز API هذا النطاق «write»: التعديلات مرفوضة بالنسبة له',
  'apiTokens.rateLimited': 'طلبات كثيرة جدا بهذا الرمز. يرجى إعادة المحاولة بعد دقيقة.',
};
