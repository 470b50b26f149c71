import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@album/api-client';
import { App, createQueryClient } from '../../app/App';
import { createServices } from '../../app/services';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { ADMIN_USER } from '../../test/users';
import { OrderAdminPanel } from './OrderAdminPanel';

const admin = ADMIN_USER;

const pending = { status: 'pending' as const, date: null, target_url: null };

const ORDER: Order = {
  id: 'o1',
  name: 'SA-2026-00001',
  status_message: null,
  created_at: '2026-03-04T10:00:00Z',
  email: 'ann@example.com',
  comment: null,
  amount: 23_950,
  amount_gross: 28_500,
  amount_net_human: '€239.50',
  amount_gross_human: '€285.00',
  album: {
    id: 'a1',
    title: 'Wedding album',
    cover_preview_url: null,
    release_date: '2026-07-01',
    locked: true,
  },
  design_check: false,
  shipping_address: null,
  transfer_status: pending,
  albums_status: pending,
  shipment_status: pending,
  line_items: [{ id: 'li1', title: 'Sticker album', product: 'album', description: null, quantity: 50 }],
  order_updates: [],
  invoice: null,
  tracking_code: null,
  user_email: 'ann@example.com',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function renderPanel(
  options: { signalsUsed?: boolean; refuse?: { field: string; code: string }; order?: Order } = {},
) {
  const order = options.order ?? ORDER;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls: Call[] = [];
  const answer = (data: unknown, status = 200) =>
    Promise.resolve(new Response(status === 204 ? null : JSON.stringify({ data }), { status }));
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === '/orders/o1/signals')
      return answer({
        signals: ['accepted', 'albums_shipped'].map((signal) => ({
          signal,
          title: signal,
          human_title: signal === 'accepted' ? 'Accepted' : 'Albums shipped',
          used: options.signalsUsed ?? false,
        })),
      });
    if (path === '/orders/o1/comments') return answer({ comments: [] });
    if (path === '/orders/o1/esveco_artifact') return answer({ status: 'none', blob_url: null });
    if (method === 'PATCH' && path === '/orders/o1') {
      if (options.refuse)
        return Promise.resolve(
          new Response(JSON.stringify({ error: { ...options.refuse, message: 'refused' } }), { status: 400 }),
        );
      return answer({ order: { ...ORDER, ...(body as object) } });
    }
    if (method === 'PATCH' && path === '/orders/o1/invoice')
      return answer({ order: { ...order, invoice: { ...order.invoice, ...(body as object) } } });
    if (method === 'DELETE' && path === '/orders/o1/line_items/li1')
      return answer({ order: { ...ORDER, line_items: [] } });
    return answer({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  services.session.signIn('token', admin);
  const router = createMemoryRouter(
    [
      { path: '/orders/:id', element: <OrderAdminPanel order={order} /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/orders/o1'] },
  );
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { calls };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('OrderAdminPanel', () => {
  it('shows the gross live as net x 1.19 truncated and sends the corrected net', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel();
    const form = await screen.findByTestId('order-details-form');
    const net = within(form).getByRole('textbox', { name: /Net amount/ });
    const gross = within(form).getByRole('textbox', { name: /Gross amount/ }) as HTMLInputElement;
    expect(gross.value).toBe('285.00');
    await user.clear(net);
    await user.type(net, '250,99');
    // 25,099 cents x 1.19 = 29,867.81: truncated to 29,867.
    expect(gross.value).toBe('298.67');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'SA-2026-00001',
      email: 'ann@example.com',
      comment: null,
      amount: 25_099,
    });
    await expectNoSeriousA11yViolations(document.body);
  });

  it('checks fields before sending and shows a server refusal at its field', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel({ refuse: { field: 'email', code: 'invalid_email' } });
    const form = await screen.findByTestId('order-details-form');
    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter an e-mail address such as name@example.com.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.type(email, 'ann@example.org');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/./, { selector: '.ui-field-error' })).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when no event is left to add', async () => {
    renderPanel({ signalsUsed: true });
    expect(await screen.findByTestId('no-more-events')).toBeTruthy();
  });

  it('deletes a line item only after the confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Sticker album' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Sticker album' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path === '/orders/o1/line_items/li1'),
      ).toBe(true),
    );
  });

  it('shows the invoice’s status and changes it', async () => {
    const user = userEvent.setup();
    const invoice = {
      status: 'open' as const,
      number: 'INV-2026-000001',
      hosted_invoice_url: '/api/v1/invoices/t',
      pdf_url: '/api/v1/invoices/t.pdf',
    };
    const { calls } = renderPanel({ order: { ...ORDER, invoice } });
    const section = await screen.findByTestId('order-invoice-admin');
    expect(within(section).getByRole('link', { name: 'Open the PDF' }).getAttribute('href')).toBe(
      '/api/v1/invoices/t.pdf',
    );
    await user.click(within(section).getByRole('button', { name: /Invoice status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/orders/o1/invoice')?.body).toEqual({ status: 'paid' }),
    );
  });
});
