import type { frWebhooks } from './fr-webhooks';

export const arWebhooks: Record<keyof typeof frWebhooks, string> = {
  'webhooks.url.required': 'عنوان (URL) خطاف الويب إلزامي',
  'webhooks.url.max': 'يجب ألا يتجاوز عنوان خطاف الويب 500 حرف',
  'webhooks.url.invalid': 'عنوان خطاف الويب ليس عنوان URL صالحا (https://…)',
  'webhooks.url.https': 'يجب أن يبدأ عنوان خطاف الويب بـ https://',
  'webhooks.url.private': 'يجب أن يكون عنوان خطاف الويب عموميا: يرفض العنوان المحلي أو عنوان شبكة خاصة',
  'webhooks.description.max': 'يجب ألا يتجاوز الوصف 120 حرفا',
  'webhooks.events.required': 'اختر حدثا واحدا على الأقل',
  'webhooks.events.invalid': 'حدث غير معروف',
  'webhooks.active.invalid': 'يجب أن تكون قيمة «مفعل» إما «صحيح» أو «خطأ»',
  'webhooks.tooMany': 'عدد خطافات الويب كبير جدا: احذف خطافا قبل إضافة آخر (10 على الأكثر)',
  'webhooks.notFound': 'خطاف الويب غير موجود',
  'webhooks.delivery.notFound': 'عملية الإرسال غير موجودة',
  'webhooks.sessionRequired': 'تدبر خطافات الويب من جلسة مفتوحة في التطبيق، وليس بواسطة رمز',
  'webhooks.delivery.status.invalid': 'حالة غير صالحة (PENDING أو DELIVERED أو FAILED)',
  'webhooks.inactive': 'خطاف الويب هذا معطل: فعله قبل أن ترسل إليه حدثا',
};
