import type { PlanningFeedMessageId } from './messages';

/** The phone-calendar card of a person (iCalendar link), English. */
export const planningFeedMessagesEn: Record<PlanningFeedMessageId, string> = {
  'feed.ui.title': 'Phone calendar (iCalendar)',
  'feed.ui.intro': 'A secret link shows {name}’s planning in their phone’s calendar (Google Calendar, Apple Calendar, Outlook), kept up to date.',
  'feed.ui.warning': 'Anyone with this link sees this planning without signing in: give it to this person only.',
  'feed.ui.create': 'Create a link',
  'feed.ui.created': 'Calendar link created',
  'feed.ui.once': 'Copy this link now: it will not be shown again. If it is lost, create a new one.',
  'feed.ui.url': 'Calendar link',
  'feed.ui.copy': 'Copy',
  'feed.ui.copied': 'Link copied',
  'feed.ui.copyFailed': 'Could not copy: select the link and copy it.',
  'feed.ui.subscribe': 'Subscribe on this device (webcal)',
  'feed.ui.active': 'Link active since {date}',
  'feed.ui.renew': 'New link',
  'feed.ui.renew.confirm': 'Create a new link?',
  'feed.ui.renew.note': 'The old link will stop working: the subscribed calendar will need subscribing again.',
  'feed.ui.revoke': 'Revoke',
  'feed.ui.revoke.confirm': 'Revoke the link?',
  'feed.ui.revoke.note': 'The subscribed calendar will no longer receive the planning.',
  'feed.ui.revoked': 'Calendar link revoked',
  'feed.ui.cancel': 'Cancel',
};
