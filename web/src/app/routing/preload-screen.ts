import { matchPath } from 'react-router-dom';
import { sessionState } from '../session/session-client';
import { ROUTES } from './routes';

/**
 * A cold deep link to a private screen (a notification, an e-mail, a bookmark): its code starts downloading as the
 * app starts, beside the private area, not once the area has loaded and routed (on a slow phone, ~1.4 s later). The
 * module is the same one React.lazy asks for next, so nothing loads twice; a failure is left for the route to tell.
 */
export function preloadScreenOf(pathname: string): void {
  if (sessionState() !== 'active') return;
  const route = ROUTES.find((r) => r.access !== 'public' && r.screen && matchPath({ path: r.path, end: true }, pathname));
  void route?.screen?.().catch(() => undefined);
}
