/**
 * Server state of the staff dashboard through TanStack Query: one page of orders or albums for the current view.
 * The previous page stays on screen while the next one loads, so paging and sorting do not flash a skeleton.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AlbumDashboardScope, OrderDashboardScope } from '@album/api-client';
import { useServices } from '../app/services';
import { dashboardQuery } from './dashboard-state';
import type { DashboardState } from './dashboard-state';

/** Every dashboard query starts with this key: changes to an order invalidate them all. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/** `GET /orders/dashboard` for the view (only while the orders table is shown). */
export function useOrdersDashboard(state: DashboardState) {
  const { api } = useServices();
  const query = dashboardQuery(state);
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'orders', query],
    // The scope comes from the address, checked against the known scopes by stateFromParams.
    queryFn: () => api.staff.ordersDashboard({ ...query, scope: query.scope as OrderDashboardScope }),
    enabled: state.table === 'orders',
    placeholderData: keepPreviousData,
  });
}

/** `GET /albums/dashboard` for the view (only while the albums table is shown). */
export function useAlbumsDashboard(state: DashboardState) {
  const { api } = useServices();
  const query = dashboardQuery(state);
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'albums', query],
    queryFn: () => api.staff.albumsDashboard({ ...query, scope: query.scope as AlbumDashboardScope }),
    enabled: state.table === 'albums',
    placeholderData: keepPreviousData,
  });
}
