import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import type { OrderForm } from '../wire';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(status: number, body: unknown) {
  const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(status, body));
  return {
    fetcher,
    client: createApiClient({ baseUrl: '/api/v1', token: 't', fetch: fetcher as typeof fetch }),
  };
}

const form: OrderForm = {
  album_id: 'a1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '0049 1701234567',
  address1: 'Hauptstraße 1',
  zip_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  no_albums: 100,
  order_features: [],
  sticker_packaging_type: 'stickerpack',
  release_date: '2027-06-01',
  print_consent: true,
};

describe('orders', () => {
  it('create posts the form with the Idempotency-Key and answers { order }', async () => {
    const { fetcher, client } = clientAnswering(201, { data: { order: { id: 'o1' } } });
    expect(await client.orders.create(form, { idempotencyKey: 'k-1' })).toEqual({ order: { id: 'o1' } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/orders');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['idempotency-key']).toBe('k-1');
    expect(JSON.parse(String(init?.body))).toEqual(form);
  });

  it('list sends page and per and answers the orders with their pagination', async () => {
    const meta = { total_pages: 2, current_page: 1, total_count: 4 };
    const { fetcher, client } = clientAnswering(200, { data: { orders: [], meta } });
    expect(await client.orders.list({ page: 1, per: 3 })).toEqual({ orders: [], meta });
    expect(String(fetcher.mock.calls[0]![0])).toBe('/api/v1/orders?page=1&per=3');
  });

  it('review calls go to the order’s routes', async () => {
    const { fetcher, client } = clientAnswering(200, { data: { order: { id: 'o/1' } } });
    await client.orders.submitReview('o/1', { message: 'Page 3 is blurry' });
    await client.orders.printApproval('o/1');
    await client.orders.reviewComments('o/1');
    expect(fetcher.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/v1/orders/o%2F1/submit_review',
      'POST /api/v1/orders/o%2F1/print_approval',
      'GET /api/v1/orders/o%2F1/review_comments',
    ]);
  });

  it('throws a second approval’s 409 as an ApiError', async () => {
    const { client } = clientAnswering(409, {
      error: { code: 'order_already_approved', message: 'Printing was already approved' },
    });
    const refused = await client.orders.printApproval('o1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'order_already_approved' });
  });
});
