import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionState } from '../../shared/session/session-client';
import { clearSession } from '../../shared/session/storage';

/** SPEC §4: no token -> 'session.required'; both tokens expired -> 'session.expired'; both go to /sign-in. */
export function RequireSession() {
  const location = useLocation();
  const state = sessionState();
  if (state === 'active') return <Outlet />;
  if (state === 'expired') clearSession();
  const notice = state === 'expired' ? 'session.expired' : 'session.required';
  return <Navigate to="/sign-in" replace state={{ notice, from: location.pathname + location.search }} />;
}
