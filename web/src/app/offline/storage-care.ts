/** The share of its storage quota past which the phone is told to free space (issue 36). */
export const QUOTA_WARNING_SHARE = 0.8;

/**
 * Asks the browser to keep this app's storage under pressure (granted to an installed app), and returns the share of
 * the quota in use when it is past QUOTA_WARNING_SHARE, else null.
 */
export async function careForStorage(storage: StorageManager | undefined = navigator.storage): Promise<number | null> {
  if (!storage?.estimate) return null;
  try {
    if (storage.persisted && storage.persist && !(await storage.persisted())) await storage.persist();
  } catch {
    // Not granted: the quota is still worth watching.
  }
  try {
    const { usage = 0, quota = 0 } = await storage.estimate();
    return quota > 0 && usage / quota >= QUOTA_WARNING_SHARE ? usage / quota : null;
  } catch {
    return null;
  }
}

/**
 * An iPhone or iPad's Safari, not opened from the home screen: there, Safari may erase a site's storage after a week
 * without a visit, so the user is told to add the app to the home screen.
 */
export function needsHomeScreenHint(nav: Navigator = navigator, standalone = window.matchMedia?.('(display-mode: standalone)').matches): boolean {
  const ios = /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const fromHomeScreen = (nav as Navigator & { standalone?: boolean }).standalone === true || standalone === true;
  return ios && !fromHomeScreen;
}
