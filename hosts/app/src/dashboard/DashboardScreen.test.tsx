import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusStep, OrderSummary } from '@album/api-client';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { CoverRendererContext } from '../start/covers';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { ADMIN_USER } from '../test/users';
import { DashboardScreen } from './DashboardScreen';

const admin = ADMIN_USER;

const pending: OrderStatusStep = { status: 'pending', date: '2020-01-01', target_url: null };

function order(id: string, name: string): OrderSummary {
  return {
    id,
    name,
    status_message: null,
    created_at: '2026-03-04T10:00:00Z',
    email: 'ann@example.com',
    comment: null,
    amount: 23_950,
    amount_gross: 28_500,
    amount_net_human: '239,50 €',
    amount_gross_human: '285,00 €',
    album: {
      id: 'a1',
      title: 'Wedding album',
      cover_preview_url: null,
      release_date: '2026-07-01',
      locked: true,
    },
    design_check: true,
    shipping_address: null,
    transfer_status: { status: 'done', date: '2026-03-05', target_url: null },
    albums_status: pending,
    shipment_status: { status: 'pending', date: null, target_url: null },
    invoice: null,
    tracking_code: null,
    user_email: 'ann@example.com',
  };
}

function renderDashboard(url = '/dashboard') {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const queries: URLSearchParams[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    // The covers fetch their album's content: not a dashboard query, and not drawn in these tests.
    if (!url.pathname.endsWith('/dashboard'))
      return Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'not_found', message: 'no' } }), { status: 404 }),
      );
    queries.push(url.searchParams);
    const body =
      url.pathname === '/api/v1/orders/dashboard'
        ? {
            orders: url.searchParams.get('query') === 'nobody' ? [] : [order('o1', 'SA-2026-00001')],
            meta: { show_all: 1, pending_review: 1, pending_transfer: 0, pending_shipment: 0, shipped: 0 },
            pagination: {
              total_pages: 3,
              current_page: Number(url.searchParams.get('page')),
              total_count: 41,
            },
          }
        : {
            albums: [
              {
                id: 'a1',
                title: 'Wedding album',
                cover_preview_url: null,
                created_at: '2026-01-02T10:00:00Z',
                updated_at: '2026-03-04T10:00:00Z',
                release_date: null,
                has_order: true,
              },
            ],
            meta: { show_all: 1, updated_today: 0, with_order: 1 },
            pagination: { total_pages: 1, current_page: 1, total_count: 1 },
          };
    return Promise.resolve(new Response(JSON.stringify({ data: body }), { status: 200 }));
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  services.session.signIn('token', admin);
  const router = createMemoryRouter([{ path: '/dashboard', Component: DashboardScreen }], {
    initialEntries: [url],
  });
  const covers = { render: vi.fn(() => Promise.reject(new Error('not drawn in these tests'))) };
  render(
    <CoverRendererContext.Provider value={covers}>
      <App services={services} router={router} queryClient={createQueryClient()} />
    </CoverRendererContext.Provider>,
  );
  return { router, queries, last: () => queries[queries.length - 1]! };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('DashboardScreen', () => {
  it('lists the orders with links, scope counts and the steps', async () => {
    const { last } = renderDashboard();
    const link = await screen.findByRole('link', { name: 'SA-2026-00001' });
    expect(link.getAttribute('href')).toBe('/orders/o1');
    expect(screen.getByRole('tab', { name: /To review 1/ })).toBeTruthy();
    const row = screen.getByTestId('order-row');
    expect(within(row).getByText(/overdue/)).toBeTruthy();
    expect(within(row).getByText('Design check booked')).toBeTruthy();
    expect(Object.fromEntries(last())).toEqual({
      page: '1',
      per: '20',
      scope: 'show_all',
      query: '',
      sort_by: 'created_at',
      sort_order: 'desc',
    });
    await expectNoSeriousA11yViolations(document.body);
  });

  it('a search resets the scope to all and the page to 1', async () => {
    const user = userEvent.setup();
    const { router, last } = renderDashboard('/dashboard?scope=pending_review&page=2');
    await screen.findByRole('link', { name: 'SA-2026-00001' });
    await user.type(screen.getByRole('searchbox'), 'nobody{Enter}');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=nobody');
    expect(last().get('scope')).toBe('show_all');
    expect(last().get('page')).toBe('1');
  });

  it('pages, sorts, and switching to albums clears the search', async () => {
    const user = userEvent.setup();
    const { router, last } = renderDashboard('/dashboard?q=SA');
    await screen.findByRole('link', { name: 'SA-2026-00001' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?q=SA&page=2');
    await user.click(screen.getByTestId('sort-release_date'));
    expect(router.state.location.search).toBe('?q=SA&sort=release_date');
    await user.click(screen.getByRole('tab', { name: 'Sticker albums' }));
    const album = await screen.findByRole('link', { name: 'Wedding album' });
    expect(album.getAttribute('href')).toBe('/album/a1');
    expect(router.state.location.search).toBe('?tab=albums&sort=release_date');
    expect(last().get('query')).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });
});
