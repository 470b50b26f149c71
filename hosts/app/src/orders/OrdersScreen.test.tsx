import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderSummary, User } from '@album/api-client';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { OrderScreen } from './OrderScreen';
import { OrdersScreen, pageOf } from './OrdersScreen';

const me = { id: 'me', email: 'ann@example.com', roles: [], locale: 'en' } as unknown as User;
const step = { status: 'pending' as const, date: null, target_url: null };

function summary(n: number): OrderSummary {
  return {
    id: `o${n}`,
    name: `SA-2026-${String(n).padStart(5, '0')}`,
    status_message: null,
    created_at: '2026-03-04T10:00:00Z',
    email: me.email,
    comment: null,
    amount: 24000,
    amount_gross: 28560,
    amount_net_human: '€240.00',
    amount_gross_human: '€285.60',
    // A cover from the server: the card shows it without drawing.
    album: {
      id: `a${n}`,
      title: `Album ${n}`,
      cover_preview_url: `/covers/${n}.jpg`,
      release_date: null,
      locked: false,
    },
    design_check: false,
    shipping_address: null,
    transfer_status: { status: 'done', date: '2026-03-05', target_url: null },
    albums_status: step,
    shipment_status: step,
    invoice: null,
    tracking_code: null,
    user_email: me.email,
  };
}

const detail: Order = {
  ...summary(1),
  invoice: {
    status: 'paid',
    number: 'INV-1',
    hosted_invoice_url: 'https://pay.example/inv-1',
    pdf_url: null,
  },
  line_items: [{ id: 'l1', title: 'Sticker album', product: 'album', description: null, quantity: 60 }],
  order_updates: [
    {
      id: 'u1',
      signal: 'accepted',
      title: 'accepted',
      human_title: 'Order accepted',
      message: null,
      metadata: {},
      target_url: null,
      created_at: '2026-03-04T11:00:00Z',
    },
    {
      id: 'u2',
      signal: 'review_feedback',
      title: 'review_feedback',
      human_title: 'Feedback received',
      message: 'Logo too small',
      metadata: {},
      target_url: null,
      created_at: '2026-03-06T11:00:00Z',
    },
  ],
};

function setUp(url: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const asked: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const target = new URL(String(input), 'http://app.test');
    asked.push(`${target.pathname}${target.search}`);
    const page = Number(target.searchParams.get('page') ?? 1);
    const data =
      target.pathname === '/api/v1/orders'
        ? {
            orders: [summary(page * 10 + 1), summary(page * 10 + 2)],
            meta: { total_pages: 3, current_page: page, total_count: 52 },
          }
        : { order: detail };
    return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  services.session.signIn('token', me);
  const router = createMemoryRouter(
    [
      { path: '/orders', Component: OrdersScreen },
      { path: '/orders/:id', Component: OrderScreen },
    ],
    { initialEntries: [url] },
  );
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { asked, router };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('pageOf', () => {
  it('reads a positive whole page number, else 1', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf(null)).toBe(1);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('2.5')).toBe(1);
    expect(pageOf('x')).toBe(1);
  });
});

describe('/orders', () => {
  it('asks 25 orders a page and pages through them in the address', async () => {
    const { asked, router } = setUp('/orders?page=2');
    expect(await screen.findByRole('link', { name: 'Album 21 · SA-2026-00021' })).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Album 31 · SA-2026-00031' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(asked).toEqual(['/api/v1/orders?page=2&per=25', '/api/v1/orders?page=3&per=25']);
    // The transfer is done (a tick and its date); the others are pending without a date.
    const card = screen.getAllByTestId('order-card')[0]!;
    expect(within(card).getByText(/Done 05\.03\.2026/)).toBeVisible();
  });
});

describe('/orders/:id', () => {
  it('shows the line items, the amounts, the timeline newest first with its colours and the invoice', async () => {
    setUp('/orders/o1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Album 1' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Sticker album' })).toBeVisible();
    expect(screen.getByTestId('order-gross')).toHaveTextContent('€285.60');
    const entries = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.ui-badge')?.textContent)).toEqual([
      'Feedback received',
      'Order accepted',
    ]);
    expect(entries[0]!.querySelector('.ui-badge')).toHaveAttribute('data-tone', 'warning');
    expect(entries[1]!.querySelector('.ui-badge')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Paid')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('link', { name: 'Open the invoice' })).toHaveAttribute(
      'href',
      'https://pay.example/inv-1',
    );
    // Not an admin: no staff tools.
    expect(document.querySelector('.order-admin')).toBeNull();
  });
});
