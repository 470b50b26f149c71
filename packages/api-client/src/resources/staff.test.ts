import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(status: number, body: unknown) {
  const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(status, body));
  return {
    fetcher,
    client: createApiClient({ baseUrl: '/api/v1', token: 't', fetch: fetcher as typeof fetch }),
  };
}

describe('staff', () => {
  it('updateOrder patches the order and answers { order }', async () => {
    const { fetcher, client } = clientAnswering(200, { data: { order: { id: 'o 1' } } });
    expect(await client.staff.updateOrder('o 1', { amount: 1000 })).toEqual({ order: { id: 'o 1' } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/orders/o%201');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 1000 });
  });

  it('ordersDashboard sends the page, scope, search and sort as the query', async () => {
    const answer = { orders: [], meta: { show_all: 0 }, pagination: { total_pages: 0 } };
    const { fetcher, client } = clientAnswering(200, { data: answer });
    const got = await client.staff.ordersDashboard({
      page: 2,
      per: 20,
      scope: 'pending_review',
      query: 'müller',
      sort_by: 'release_date',
      sort_order: 'asc',
    });
    expect(got).toEqual(answer);
    const url = new URL(String(fetcher.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/v1/orders/dashboard');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      per: '20',
      scope: 'pending_review',
      query: 'müller',
      sort_by: 'release_date',
      sort_order: 'asc',
    });
  });

  it('addOrderUpdate posts the signal; a used signal rejects with its code', async () => {
    const { client } = clientAnswering(409, { error: { code: 'signal_used', message: 'used' } });
    const failure = await client.staff.addOrderUpdate('o1', { signal: 'accepted' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('signal_used');
  });
});

describe('affiliate', () => {
  it('conversions asks anonymously with the token', async () => {
    const { fetcher, client } = clientAnswering(200, { data: { album_conversions: { total_count: 1 } } });
    await client.affiliate.conversions('tok');
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/public/affiliate_conversions?token=tok');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });
});
