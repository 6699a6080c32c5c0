import { currentIntl, say } from '../../shared/intl/current-intl';
import { notifyAction } from '../../shared/errors/notify';
import { registerServiceWorker } from './service-worker';
import { careForStorage, needsHomeScreenHint } from './storage-care';

const HINT_SEEN_KEY = 'home_screen_hint_seen';

/**
 * What the installed app does once the first screen is drawn (loaded then, not with it): the service worker, the
 * storage's care, and on an iPhone the advice to add the app to the home screen (once).
 */
export function startOfflineApp(): void {
  registerServiceWorker((apply) => notifyAction(say('offline.update'), say('offline.update.apply'), apply));
  void careForStorage().then((share) => {
    if (share !== null)
      notifyAction(
        currentIntl().formatMessage({ id: 'offline.quota' }, { percent: Math.round(share * 100) }),
        say('offline.ok'),
        () => undefined,
        'warning',
      );
  });
  if (needsHomeScreenHint() && !localStorage.getItem(HINT_SEEN_KEY))
    notifyAction(say('offline.homeScreen'), say('offline.ok'), () => localStorage.setItem(HINT_SEEN_KEY, '1'), 'info');
}
