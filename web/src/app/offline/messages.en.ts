import type { OfflineMessageId } from './messages';

export const offlineMessagesEn: Record<OfflineMessageId, string> = {
  'offline.title': 'Offline',
  'offline.bar': 'Data received {when}. Screens already opened on this device can still be read; changes need the network.',
  'offline.today': 'at {time}',
  'offline.onDay': 'on {day} at {time}',
  'offline.never': 'never on this device',
  'offline.change': 'Nothing was sent: what you typed stays on screen. Try again when the network is back.',
  'offline.screen': 'This screen has not been opened on this device yet: it will show when the network is back.',
  'offline.update': 'A new version of Chantiers is ready.',
  'offline.update.apply': 'Update',
  'offline.quota': 'This device’s storage is {percent}% full: free some space so that Chantiers can keep your data offline.',
  'offline.homeScreen':
    'On iPhone and iPad, add Chantiers to the home screen (Share, then “Add to Home Screen”): your data stays available offline there.',
  'offline.ok': 'Got it',
};
