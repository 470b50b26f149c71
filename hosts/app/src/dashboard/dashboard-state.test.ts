import { describe, expect, it } from 'vitest';
import {
  dashboardQuery,
  goToPage,
  INITIAL_STATE,
  paramsFromState,
  search,
  sortBy,
  stateFromParams,
  switchScope,
  switchTable,
} from './dashboard-state';
import type { DashboardState } from './dashboard-state';

const browsing: DashboardState = {
  table: 'orders',
  scope: 'pending_review',
  query: 'Miller',
  page: 3,
  sortBy: 'release_date',
  sortOrder: 'asc',
};

describe('dashboard reset rules', () => {
  it('switching between orders and albums goes to page 1 of all rows and clears the search', () => {
    expect(switchTable(browsing, 'albums')).toEqual({
      ...browsing,
      table: 'albums',
      scope: 'show_all',
      query: '',
      page: 1,
    });
  });

  it('switching the scope tab goes to page 1 and clears the search', () => {
    expect(switchScope(browsing, 'shipped')).toEqual({ ...browsing, scope: 'shipped', query: '', page: 1 });
  });

  it('a search applies to all rows from page 1', () => {
    expect(search(browsing, '  SA-2026 ')).toEqual({
      ...browsing,
      query: 'SA-2026',
      scope: 'show_all',
      page: 1,
    });
  });

  it('the same sort button turns the direction round, another one starts descending', () => {
    const ascending = sortBy({ ...INITIAL_STATE, page: 2 }, 'created_at');
    expect(ascending).toMatchObject({ sortBy: 'created_at', sortOrder: 'asc', page: 1 });
    expect(sortBy(ascending, 'created_at')).toMatchObject({ sortOrder: 'desc' });
    expect(sortBy(ascending, 'release_date')).toMatchObject({ sortBy: 'release_date', sortOrder: 'desc' });
  });

  it('pages start at 1', () => {
    expect(goToPage(browsing, 0).page).toBe(1);
    expect(goToPage(browsing, 4).page).toBe(4);
  });
});

describe('dashboard address', () => {
  it('round-trips through the query string', () => {
    expect(stateFromParams(paramsFromState(browsing))).toEqual(browsing);
  });

  it('leaves defaults out of the address', () => {
    expect(paramsFromState(INITIAL_STATE).toString()).toBe('');
  });

  it('falls back to the default for unknown values', () => {
    const state = stateFromParams(
      new URLSearchParams('tab=albums&scope=pending_review&page=-2&sort=x&order=y'),
    );
    expect(state).toEqual({ ...INITIAL_STATE, table: 'albums' });
  });

  it('asks the server for 20 rows per page', () => {
    expect(dashboardQuery(browsing)).toEqual({
      page: 3,
      per: 20,
      scope: 'pending_review',
      query: 'Miller',
      sort_by: 'release_date',
      sort_order: 'asc',
    });
  });
});
