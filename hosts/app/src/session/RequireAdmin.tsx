import { Outlet } from 'react-router';
import { useStore } from 'zustand';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { useServices } from '../app/services';
import { isAdmin } from './session-store';

/**
 * Admin-only routes (spec: `/dashboard`). Everyone else sees the 404 page, as if nothing were there: the address
 * does not tell that a staff area exists. Sits inside `RequireSession`, so the user is signed in.
 */
export function RequireAdmin() {
  const { session } = useServices();
  const admin = useStore(session, (state) => isAdmin(state.user));
  return admin ? <Outlet /> : <NotFoundScreen />;
}
