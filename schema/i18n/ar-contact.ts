import type { frContact } from './fr-contact';

export const arContact: Record<keyof typeof frContact, string> = {
  'contact.name.required': 'الاسم الكامل إلزامي',
  'contact.name.min': 'يجب أن يتضمن الاسم الكامل 4 أحرف على الأقل',
  'contact.name.max': 'يجب ألا يتجاوز الاسم الكامل 40 حرفا',
  'contact.name.digits': 'يجب ألا يتضمن الاسم الكامل أرقاما',
  'contact.email.max': 'يجب ألا يتجاوز البريد الإلكتروني 40 حرفا',
  'contact.subject.required': 'الموضوع إلزامي',
  'contact.subject.min': 'يجب أن يتضمن الموضوع 5 أحرف على الأقل',
  'contact.subject.max': 'يجب ألا يتجاوز الموضوع 40 حرفا',
  'contact.message.required': 'الرسالة إلزامية',
  'contact.message.max': 'يجب ألا تتجاوز الرسالة 500 حرف',
  'contact.website.invalid': 'حقل غير صالح',
  'contact.rateLimited': 'أرسلت عددا كبيرا من الرسائل. يرجى إعادة المحاولة بعد ساعة.',
  'contact.sent': 'تم إرسال رسالتك بنجاح. سنجيبك عبر البريد الإلكتروني.',
  'contact.send.failed': 'حدث خطأ أثناء إرسال الرسالة',
};
