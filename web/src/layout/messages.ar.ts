import type { LayoutMessagesId } from './messages';

export const layoutMessagesAr: Record<LayoutMessagesId, string> = {
  'layout.notFound.title': 'الصفحة غير موجودة',
  'layout.notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  'layout.backHome': 'العودة إلى الصفحة الرئيسية',
  'layout.loading': 'جار التحميل…',
  'error.401.title': 'وصول غير مسموح به',
  'error.401.body': 'ليس لديك إذن بالوصول إلى هذه الصفحة.',
  'error.403.title': 'انتهت صلاحية الجلسة',
  'error.403.body': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول من جديد للمتابعة.',
  'error.500.title': 'خطأ في الخادم',
  'error.500.body': 'حدث خطأ من جهتنا. أعد المحاولة بعد لحظات؛ وإذا استمر الخطأ، يرجى الاتصال بالدعم التقني.',
  'error.signIn': 'تسجيل الدخول',
  'error.retry': 'إعادة المحاولة',
  'error.backHome': 'العودة إلى الصفحة الرئيسية',
  'toasts.region': 'الإشعارات (Alt+T)',
  'toasts.close': 'إغلاق',
  'toasts.timer': 'الوقت المتبقي قبل الإغلاق',
};
