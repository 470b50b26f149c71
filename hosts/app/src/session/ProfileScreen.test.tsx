import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary, User } from '@album/api-client';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { RequireSession } from './RequireSession';
import { ProfileScreen } from './ProfileScreen';

const me: User = {
  id: 'me',
  sub: 'me',
  email: 'ann@example.com',
  nickname: 'Ann',
  picture: null,
  roles: [],
  locale: 'en',
  organizations: [],
  activated: false,
  cookie_consent: null,
};

const step = { status: 'pending' as const, date: null, target_url: null };
/** An order as `GET /orders` lists it. */
function order(id: string, name: string, title: string): OrderSummary {
  return {
    id,
    name,
    status_message: null,
    created_at: '2026-03-04T10:00:00Z',
    email: me.email,
    comment: null,
    amount: 24000,
    amount_gross: 28560,
    amount_net_human: '€240.00',
    amount_gross_human: '€285.60',
    // A cover from the server: the card shows it without drawing the album.
    album: {
      id: `album-${id}`,
      title,
      cover_preview_url: `/covers/${id}.jpg`,
      release_date: null,
      locked: false,
    },
    design_check: false,
    shipping_address: null,
    transfer_status: step,
    albums_status: step,
    shipment_status: { ...step, status: 'done', date: '2026-03-10' },
    invoice: null,
    tracking_code: null,
    user_email: me.email,
  };
}

function setUp(answer: (method: string, path: string, body: unknown) => Response) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const orderPages: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const path = url.pathname;
    const method = init?.method ?? 'GET';
    // The last orders, asked apart from the profile's own calls.
    if (method === 'GET' && path === '/api/v1/orders') {
      orderPages.push(url.search);
      const orders = [order('o1', 'SA-2026-00002', 'Summer party'), order('o2', 'SA-2026-00001', 'Club')];
      const meta = { total_pages: 1, current_page: 1, total_count: 2 };
      return Promise.resolve(new Response(JSON.stringify({ data: { orders, meta } }), { status: 200 }));
    }
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path, body });
    return Promise.resolve(answer(method, path, body));
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  services.session.signIn('token', me);
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: () => <p>sign-in screen</p> },
      { Component: RequireSession, children: [{ path: '/profile', Component: ProfileScreen }] },
    ],
    { initialEntries: ['/profile'] },
  );
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { calls, services, router, orderPages };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('profile', () => {
  it('shows the address with its confirmation state and saves a new name', async () => {
    const { calls, services } = setUp(
      () => new Response(JSON.stringify({ data: { user: { ...me, nickname: 'Ann B.' } } }), { status: 200 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByText('ann@example.com')).toBeVisible();
    expect(screen.getByText('Not confirmed yet')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ann B.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/v1/me', body: { nickname: 'Ann B.' } }]);
    expect(services.session.getState().user?.nickname).toBe('Ann B.');
  });

  it('lists the last 3 orders with links to them', async () => {
    const { orderPages } = setUp(() => new Response(JSON.stringify({ data: {} }), { status: 200 }));
    const section = await screen.findByRole('region', { name: 'Recent orders' });
    const link = await within(section).findByRole('link', { name: 'Summer party · SA-2026-00002' });
    expect(link.getAttribute('href')).toBe('/orders/o1');
    expect(within(section).getAllByTestId('order-card')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/orders');
    expect(orderPages).toEqual(['?page=1&per=3']);
  });

  it('signs out and goes to sign-in on a 401 (the token expired meanwhile)', async () => {
    const { services, router } = setUp(
      () =>
        new Response(JSON.stringify({ error: { code: 'token_expired', message: 'expired' } }), {
          status: 401,
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('sign-in screen')).toBeVisible();
    expect(services.session.getState().token).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile');
  });
});
