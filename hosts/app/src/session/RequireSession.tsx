import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useStore } from 'zustand';
import { useServices } from '../app/services';
import { storedEmail } from './prefill-email';
import { signInTarget } from './sign-in-target';

/**
 * Shows its routes to signed-in users; others go to the sign-in (or sign-up) screen and come back afterwards
 * (`sign-in-target.ts`). A sign-out anywhere (any 401 answer signs out) lands here on the next render.
 */
export function RequireSession() {
  const { session } = useServices();
  const token = useStore(session, (state) => state.token);
  const location = useLocation();
  const matches = useMatches();
  if (!token) {
    const target = signInTarget({
      pathname: location.pathname,
      search: location.search,
      handles: matches.map((match) => match.handle),
      storedEmail: storedEmail(),
    });
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
