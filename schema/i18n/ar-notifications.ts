import type { frNotifications } from './fr-notifications';

export const arNotifications: Record<keyof typeof frNotifications, string> = {
  'notification.notFound': 'الإشعار غير موجود.',
  'notification.settings.required': 'حدد ما إذا كنت ترغب في التوصل بالملخص اليومي.',
  'notification.kind.STOCK_LOW': 'مخزون منخفض: {label} — {quantity} {unit} (عتبة التنبيه {threshold})',
  'notification.kind.QUOTE_EXPIRING': 'تنتهي صلاحية عرض الأثمان {reference} ({client}) بتاريخ {date}',
  'notification.kind.INVOICE_OVERDUE': 'الفاتورة {reference} ({client}) متأخرة منذ {date} — {amount}',
  'notification.kind.SITE_ASSIGNMENT': 'تم تعيينك في الورش {siteName} من {startDate} إلى {endDate}',
  'notification.kind.TASK_ASSIGNED': 'مهمة جديدة «{label}» في الورش {siteName}، من {startDate} إلى {endDate}',
  'notification.kind.SITE_GIVEN': 'تم إسناد الورش {siteName} إليك',
  'notification.kind.ANNOUNCEMENT': 'نشر {authorName} إعلانا في {siteName}: «{excerpt}»',
  'notification.kind.DOCUMENT_SIGNED': 'وقع {authorName}: {label}',
  'notification.kind.DOCUMENT_REFUSED': 'رفض {authorName}: {label} — «{excerpt}»',
  'notification.kind.RECEPTION_SIGNED': 'تم توقيع محضر التسلم في {siteName}، وعدد التحفظات المطلوب رفعها: {quantity}',
  'notification.kind.CHANGE_ORDER_ACCEPTED': 'تم قبول الملحق {reference} لعرض الأثمان {client}: {label}',
  'notification.kind.DAILY_LOG_SIGNED': 'وقع {authorName} يومية الورش ليوم {date} في {siteName}',
  'notification.kind.RESERVE_LIFTED': 'رفع {authorName} التحفظ {reference} «{label}» في {siteName}: يجب مراقبته',
  'notification.someone': 'أحد الزملاء',
  'notification.digest.subject': 'Chantiers — إشعاراتك ليوم {date}',
  'notification.digest.title': 'إشعاراتك',
  'notification.digest.intro': 'إليك ما حدث منذ ملخصك الأخير:',
  'notification.digest.more': 'وإشعارات أخرى في التطبيق (عددها {count}).',
  'notification.digest.button': 'فتح Chantiers',
  'notification.digest.footer':
    'تتوصل بهذا الملخص لأنك طلبته. للتوقف عن التوصل به، ألغ تحديد «التوصل بملخص يومي عبر البريد الإلكتروني» في لوحة الإشعارات.',
};
