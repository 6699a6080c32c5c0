/**
 * Registers the service worker the build writes (vite.config.ts, VitePWA): it keeps every file of the app, so a phone
 * without a network opens it. A new version waits until the user accepts it (`offerUpdate`), then the page reloads on
 * it; the first install takes the open page at once, without a reload.
 */
export function registerServiceWorker(offerUpdate: (apply: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let accepted = false;
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) offer(worker);
        });
      });
      // A phone keeps the app open for days: it looks for a new version when it comes back to it or to the network.
      const check = () => document.visibilityState === 'visible' && navigator.onLine && void registration.update().catch(() => undefined);
      document.addEventListener('visibilitychange', check);
      window.addEventListener('online', check);
    })
    .catch(() => undefined);
}
