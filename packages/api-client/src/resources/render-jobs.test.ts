import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('renderJobs.renderToken', () => {
  it('posts to the album’s render_token route and unwraps the token with its expiry', async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json(200, { data: { render_token: 'tok', expires_at: '2026-11-22T22:00:00.000Z' } }),
    );
    const client = createApiClient({ baseUrl: '/api/v1', token: 'admin', fetch: fetcher as typeof fetch });
    expect(await client.renderJobs.renderToken('a/1')).toEqual({
      render_token: 'tok',
      expires_at: '2026-11-22T22:00:00.000Z',
    });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/albums/a%2F1/render_token');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer admin');
  });

  it('throws the 403 of a non-admin as an ApiError', async () => {
    const fetcher = vi.fn(async () =>
      json(403, { error: { code: 'admin_only', message: 'Admins only' } }),
    ) as unknown as typeof fetch;
    const client = createApiClient({ baseUrl: '/api/v1', token: 'user', fetch: fetcher });
    const refused = await client.renderJobs.renderToken('a1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'admin_only' });
  });
});
