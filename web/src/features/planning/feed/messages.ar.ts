import type { PlanningFeedMessageId } from './messages';

/** The phone-calendar card of a person (iCalendar link), Arabic. */
export const planningFeedMessagesAr: Record<PlanningFeedMessageId, string> = {
  'feed.ui.title': 'تقويم الهاتف (iCalendar)',
  'feed.ui.intro': 'رابط سري يعرض تخطيط {name} في تقويم هاتفه (Google Calendar أو Apple Calendar أو Outlook)، ويُحدَّث تلقائيا.',
  'feed.ui.warning': 'كل من يملك هذا الرابط يرى هذا التخطيط دون تسجيل الدخول: لا تعطه إلا لهذا الشخص.',
  'feed.ui.create': 'إنشاء رابط',
  'feed.ui.created': 'تم إنشاء رابط التقويم',
  'feed.ui.once': 'انسخ هذا الرابط الآن: لن يُعرض مرة أخرى. وفي حال ضياعه، أنشئ رابطا جديدا.',
  'feed.ui.url': 'رابط التقويم',
  'feed.ui.copy': 'نسخ',
  'feed.ui.copied': 'تم نسخ الرابط',
  'feed.ui.copyFailed': 'تعذر النسخ: حدد الرابط وانسخه.',
  'feed.ui.subscribe': 'الاشتراك على هذا الجهاز (webcal)',
  'feed.ui.active': 'رابط نشط منذ {date}',
  'feed.ui.renew': 'رابط جديد',
  'feed.ui.renew.confirm': 'إنشاء رابط جديد؟',
  'feed.ui.renew.note': 'سيتوقف الرابط القديم عن العمل: يجب اشتراك التقويم من جديد بالرابط الجديد.',
  'feed.ui.revoke': 'إبطال',
  'feed.ui.revoke.confirm': 'إبطال الرابط؟',
  'feed.ui.revoke.note': 'لن يتلقى التقويم المرتبط بهذا الرابط التخطيط بعد الآن.',
  'feed.ui.revoked': 'تم إبطال رابط التقويم',
  'feed.ui.cancel': 'إلغاء',
};
