/**
 * What the staff dashboard shows (spec 001 section 4, "Dashboard"): the table (orders or albums), its scope tab,
 * the search, the sort and the page. The state lives in the address (`?tab=albums&scope=with_order&page=2`), so
 * the back button from an order's page returns to the same view. The transitions carry the spec's reset rules.
 */

export type DashboardTable = 'orders' | 'albums';
export type SortField = 'created_at' | 'release_date';
export type SortOrder = 'asc' | 'desc';

/** The scope tabs of each table, in the spec's order; `show_all` first. */
export const SCOPES = {
  orders: ['show_all', 'pending_review', 'pending_transfer', 'pending_shipment', 'shipped'],
  albums: ['show_all', 'updated_today', 'with_order'],
} as const satisfies Record<DashboardTable, readonly string[]>;

/** Rows per page (spec section 9). */
export const DASHBOARD_PAGE_SIZE = 20;

export interface DashboardState {
  table: DashboardTable;
  scope: string;
  query: string;
  page: number;
  sortBy: SortField;
  sortOrder: SortOrder;
}

/** The default view: all orders, newest first (spec section 9: "Default sort created_at descending"). */
export const INITIAL_STATE: DashboardState = {
  table: 'orders',
  scope: 'show_all',
  query: '',
  page: 1,
  sortBy: 'created_at',
  sortOrder: 'desc',
};

/** Switching between orders and albums: the first page of all rows, the search cleared. */
export function switchTable(state: DashboardState, table: DashboardTable): DashboardState {
  return { ...state, table, scope: 'show_all', query: '', page: 1 };
}

/** Switching the scope tab: its first page, the search cleared. */
export function switchScope(state: DashboardState, scope: string): DashboardState {
  return { ...state, scope, query: '', page: 1 };
}

/** Submitting a search: it applies to all rows (scope `show_all`) from the first page. */
export function search(state: DashboardState, query: string): DashboardState {
  return { ...state, query: query.trim(), scope: 'show_all', page: 1 };
}

/**
 * Pressing a sort button: the same field again turns the direction round, another field starts descending
 * (the newest first, as by default); either way from the first page, as the rows before it changed.
 */
export function sortBy(state: DashboardState, field: SortField): DashboardState {
  const sortOrder: SortOrder = state.sortBy === field && state.sortOrder === 'desc' ? 'asc' : 'desc';
  return { ...state, sortBy: field, sortOrder, page: 1 };
}

export function goToPage(state: DashboardState, page: number): DashboardState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Reads the state from the address; anything unknown or malformed falls back to the default. */
export function stateFromParams(params: URLSearchParams): DashboardState {
  const table: DashboardTable = params.get('tab') === 'albums' ? 'albums' : 'orders';
  const scope = params.get('scope') ?? '';
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    table,
    scope: (SCOPES[table] as readonly string[]).includes(scope) ? scope : 'show_all',
    query: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sortBy: sort === 'release_date' ? 'release_date' : 'created_at',
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** Writes the state into an address query, leaving out what is at its default so links stay short. */
export function paramsFromState(state: DashboardState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.table !== INITIAL_STATE.table) params.set('tab', state.table);
  if (state.scope !== INITIAL_STATE.scope) params.set('scope', state.scope);
  if (state.query) params.set('q', state.query);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sortBy !== INITIAL_STATE.sortBy) params.set('sort', state.sortBy);
  if (state.sortOrder !== INITIAL_STATE.sortOrder) params.set('order', state.sortOrder);
  return params;
}

/** The query of `GET /orders/dashboard` and `GET /albums/dashboard`. */
export function dashboardQuery(state: DashboardState) {
  return {
    page: state.page,
    per: DASHBOARD_PAGE_SIZE,
    scope: state.scope,
    query: state.query,
    sort_by: state.sortBy,
    sort_order: state.sortOrder,
  };
}
