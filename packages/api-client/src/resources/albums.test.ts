import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('albums.pricedCheckout', () => {
  it('asks the checkout with the order’s query, features repeated, and unwraps the priced answer', async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json(200, { data: { checkout: { amount_gross: 28500, amount_gross_human: '285,00 €' } } }),
    );
    const client = createApiClient({ baseUrl: '/api/v1', token: 't', fetch: fetcher as typeof fetch });
    const checkout = await client.albums.pricedCheckout('a1', {
      no_albums: 10,
      country_code: 'DE',
      order_features: ['design_check', 'premium_lamination'],
      voucher_code: 'DEMO10',
    });
    expect(checkout).toMatchObject({ amount_gross: 28500, amount_gross_human: '285,00 €' });
    const url = new URL(String(fetcher.mock.calls[0]![0]), 'http://host');
    expect(url.pathname).toBe('/api/v1/albums/a1/checkout');
    expect(url.searchParams.get('no_albums')).toBe('10');
    expect(url.searchParams.getAll('order_features[]')).toEqual(['design_check', 'premium_lamination']);
    expect(url.searchParams.get('voucher_code')).toBe('DEMO10');
  });

  it('throws a count outside the range as an ApiError naming the field', async () => {
    const fetcher = vi.fn(async () =>
      json(400, {
        error: { code: 'album_count_out_of_range', message: 'Between 10 and 200', field: 'no_albums' },
      }),
    ) as unknown as typeof fetch;
    const client = createApiClient({ baseUrl: '/api/v1', token: 't', fetch: fetcher });
    const refused = await client.albums
      .pricedCheckout('a1', { no_albums: 500 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 'album_count_out_of_range', field: 'no_albums' });
  });
});
