import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@album/api-client';
import type { Album, CheckoutQuery, Order, OrderForm, PricedCheckout, User } from '@album/api-client';
import { createQueryClient } from '../app/App';
import { createWorkspaceTest } from '../test/render-workspace';
import { CheckoutScreen } from './CheckoutScreen';

afterEach(cleanup);

const user = { id: 'u1', email: 'ann@example.com' } as User;

/** A priced checkout as the server answers it: 10 % off with DEMO10, the count within 10..200. */
function priced(query: CheckoutQuery, errors: PricedCheckout['errors'] = []): PricedCheckout {
  const count = query.no_albums ?? 50;
  const net = 7950 + count * 1600;
  const discount = query.voucher_code === 'DEMO10' ? Math.round(net / 10) : 0;
  const amount = net - discount;
  const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
  return {
    errors,
    preflight: {} as PricedCheckout['preflight'],
    album: { id: 'album-1', title: 'Club', release_date: '2030-06-01' },
    blueprint_category: 'sports',
    no_albums: count,
    country_code: query.country_code ?? 'DE',
    sticker_packaging_type: query.sticker_packaging_type ?? 'stickerpack',
    order_features: query.order_features ?? [],
    album_count: { min: 10, max: 200, default: 50 },
    line_items: [
      {
        product: 'album',
        title: 'Sticker album',
        description: '',
        quantity: count,
        amount,
        amount_human: '',
      },
    ],
    amount,
    amount_human: euros(amount),
    tax_value: Math.trunc(amount * 0.19),
    tax_value_human: euros(Math.trunc(amount * 0.19)),
    amount_gross: Math.trunc(amount * 1.19),
    amount_gross_human: euros(Math.trunc(amount * 1.19)),
    estimated_delivery_date: '2030-01-20',
    estimated_delivery_date_human: '20.01.2030',
    delivery_warning: false,
    available_features: [
      {
        product: 'design_check',
        title: 'Design check',
        text: 'Our designers review your album',
        amount_gross: 5831,
        amount_gross_human: '€58.31',
        selected: false,
      },
    ],
    voucher: query.voucher_code
      ? query.voucher_code === 'DEMO10'
        ? {
            code: 'DEMO10',
            status: 'valid',
            message: 'Voucher DEMO10 applied.',
            error_message: null,
            discount,
            discount_human: euros(discount),
          }
        : {
            code: query.voucher_code,
            status: 'invalid',
            message: 'This voucher code is not valid.',
            error_message: 'This voucher code is not valid.',
            discount: 0,
            discount_human: '€0.00',
          }
      : null,
  };
}

function setUp(
  options: {
    failing?: boolean;
    errors?: PricedCheckout['errors'];
    create?: (form: OrderForm) => Promise<{ order: Order }>;
  } = {},
) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const queries: CheckoutQuery[] = [];
  const created: OrderForm[] = [];
  const api = {
    albums: {
      pricedCheckout: vi.fn((_id: string, query: CheckoutQuery) => {
        queries.push(query);
        if (options.failing)
          return Promise.reject(new ApiError(0, { code: 'network_error', message: 'offline' }));
        return Promise.resolve(priced(query, options.errors));
      }),
      // The preview's pictures are not this test's subject: the album fails to load and the step says so.
      get: vi.fn(() => Promise.reject(new Error('offline'))),
    },
    orders: {
      create: vi.fn((form: OrderForm) => {
        created.push(form);
        return (
          options.create?.(form) ??
          Promise.resolve({ order: { id: 'o1', name: 'SA-2030-00001', email: form.email } as Order })
        );
      }),
    },
  };
  const { wrapper } = createWorkspaceTest({
    api,
    withEditorProvider: false,
    session: {
      user,
      album: {
        id: 'album-1',
        title: 'Club',
        releaseDate: '2030-06-01',
        category: 'sports',
        blueprint_category: 'sports',
        organization: null,
      } as unknown as Album,
      updateAlbum: vi.fn(() => Promise.resolve({} as Album)),
    },
    outer: (children) => (
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
      </MemoryRouter>
    ),
  });
  render(<CheckoutScreen />, { wrapper });
  return { queries, created };
}

const next = async () => userEvent.click(await screen.findByTestId('checkout-next'));

describe('CheckoutScreen', () => {
  it('lists the album’s errors instead of the summary and keeps the contact step closed', async () => {
    setUp({ errors: [{ key: 'checkout.preflight.missingTitle' }] });
    expect(await screen.findByText('The album needs a title.')).toBeVisible();
    expect(screen.queryByTestId('checkout-total')).toBeNull();
    await next();
    expect(screen.getByRole('heading', { name: 'Product' })).toBeVisible();
    expect(screen.getByTestId('checkout-next')).toBeDisabled();
  });

  it('asks again with a voucher and shows its status: the server’s error, then the dismissible success', async () => {
    const { queries } = setUp();
    await next();
    const code = screen.getByRole('textbox', { name: 'Voucher code' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await userEvent.type(code, 'NOPE');
    await userEvent.click(ok);
    expect(await screen.findByTestId('voucher-error')).toHaveTextContent('This voucher code is not valid.');
    await userEvent.clear(code);
    await userEvent.type(code, 'DEMO10');
    await userEvent.click(ok);
    const success = await screen.findByTestId('voucher-success');
    expect(success).toHaveTextContent('DEMO10');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('€941.94');
    expect(queries.at(-1)).toMatchObject({ voucher_code: 'DEMO10', country_code: 'DE' });
    await userEvent.click(within(success).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('voucher-success')).toBeNull();
  });

  it('shows every failing rule on a submit attempt, then sends the formatted order and confirms it', async () => {
    const { created } = setUp();
    await next();
    await screen.findByRole('slider', { name: 'Number of albums' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Design check' }));
    await next();
    expect(screen.getByTestId('checkout-submit')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /agree that it is printed/ }));
    await userEvent.click(screen.getByTestId('checkout-submit'));
    expect(screen.getByTestId('submit-error')).toHaveTextContent('Some entries need your attention');
    expect(screen.getByText('Enter your club.')).toBeVisible();
    expect(screen.getByText('Enter your phone number.')).toBeVisible();
    expect(created).toEqual([]);
    await userEvent.click(within(screen.getByTestId('submit-error')).getByRole('button', { name: 'OK' }));

    const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await userEvent.type(field('Club'), 'FC Example');
    await userEvent.type(field('First name'), 'Ann');
    await userEvent.type(field('Last name'), 'Example');
    await userEvent.type(field('Phone'), '0170 1234567');
    await userEvent.type(field('Street and number'), 'Main Street 1');
    await userEvent.type(field('Postcode'), '10115');
    await userEvent.type(field('City'), 'Berlin');
    await userEvent.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('order-confirmation')).toHaveTextContent(
      'Your order SA-2030-00001 has been placed. We sent a confirmation to ann@example.com.',
    );
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/orders/o1');
    expect(created).toEqual([
      {
        album_id: 'album-1',
        organization: 'FC Example',
        first_name: 'Ann',
        last_name: 'Example',
        email: 'ann@example.com',
        phone: '0049 1701234567',
        address1: 'Main Street 1',
        zip_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
        no_albums: 50,
        order_features: ['design_check'],
        sticker_packaging_type: 'stickerpack',
        release_date: '2030-06-01',
        print_consent: true,
      },
    ]);
  });

  it('warns when the event is not a day after the estimated delivery, and offers the way back when loading fails', async () => {
    setUp();
    await next();
    expect(screen.queryByTestId('delivery-warning')).toBeNull();
    // Delivery is estimated for 2030-01-20: an event on that day is too early.
    fireEvent.change(screen.getByLabelText(/Event date/), { target: { value: '2030-01-20' } });
    expect(await screen.findByTestId('delivery-warning')).toHaveTextContent(
      'Your event on 20.01.2030 is less than a day after the estimated delivery on 20.01.2030.',
    );
    expect(within(screen.getByTestId('delivery-warning')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    cleanup();
    setUp({ failing: true });
    expect(await screen.findByText('The order could not be loaded. Try again please.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the album' })).toHaveAttribute('href', '/album/album-1');
  });

  it('shows a server 400 at its field', async () => {
    setUp({
      create: () =>
        Promise.reject(
          new ApiError(400, { code: 'invalid_phone', message: 'The phone number…', field: 'phone' }),
        ),
    });
    await next();
    await screen.findByRole('slider', { name: 'Number of albums' });
    await next();
    const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await userEvent.type(field('Club'), 'FC Example');
    await userEvent.type(field('First name'), 'Ann');
    await userEvent.type(field('Last name'), 'Example');
    await userEvent.type(field('Phone'), '1234');
    await userEvent.type(field('Street and number'), 'Main Street 1');
    await userEvent.type(field('Postcode'), '10115');
    await userEvent.type(field('City'), 'Berlin');
    await userEvent.click(screen.getByRole('checkbox', { name: /agree that it is printed/ }));
    await userEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(field('Phone')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('submit-error')).toBeVisible();
  });
});
