import { Navigate, Outlet, useLocation } from 'react-router';
import { useStore } from 'zustand';
import { useServices } from '../app/services';

/** Shows its routes to signed-in users; others go to the sign-in screen and come back afterwards. */
export function RequireSession() {
  const { session } = useServices();
  const token = useStore(session, (state) => state.token);
  const location = useLocation();
  if (!token) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
