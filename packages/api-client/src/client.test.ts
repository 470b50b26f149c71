import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { queryString } from './transport';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends the bearer token and Accept-Language, and unwraps data', async () => {
    const { fetcher, calls } = fakeFetch(() => json(200, { data: { album: { id: 'a1' } } }));
    let token = 'first';
    const client = createApiClient({
      baseUrl: 'http://api.test/api/v1/',
      token: () => token,
      language: 'de',
      fetch: fetcher,
    });
    expect(await client.albums.get('a1')).toEqual({ id: 'a1' });
    token = 'second';
    await client.albums.get('a/b');
    expect(calls[0]!.url).toBe('http://api.test/api/v1/albums/a1');
    expect(calls[1]!.url).toBe('http://api.test/api/v1/albums/a%2Fb');
    const headers = calls[1]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer second');
    expect(headers['accept-language']).toBe('de');
  });

  it('sends JSON bodies and encodes queries with repeated array keys', async () => {
    const { fetcher, calls } = fakeFetch(() => json(200, { data: { checkout: { errors: [] } } }));
    const client = createApiClient({ baseUrl: '/api/v1', fetch: fetcher });
    await client.albums.checkout('x', { no_albums: 10, country_code: 'AT', order_features: ['a', 'b'] });
    expect(calls[0]!.url).toBe(
      '/api/v1/albums/x/checkout?no_albums=10&country_code=AT&order_features%5B%5D=a&order_features%5B%5D=b',
    );
    await client.albums.update('x', { title: 'T' });
    expect(calls[1]!.init.method).toBe('PATCH');
    expect(calls[1]!.init.body).toBe('{"title":"T"}');
    expect((calls[1]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(queryString({ a: undefined, b: null, c: true })).toBe('?c=true');
  });

  it('throws ApiError with status, code and field, and calls the 401 hook only for calls with a token', async () => {
    const { fetcher } = fakeFetch(({ url }) =>
      url.endsWith('/me')
        ? json(401, { error: { code: 'token_expired', message: 'Token has expired' } })
        : url.endsWith('/sign_in')
          ? json(401, { error: { code: 'invalid_credentials', message: 'E-mail or password is wrong' } })
          : json(400, { error: { code: 'invalid_input', message: 'title: too short', field: 'title' } }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: '/api/v1', token: 'abc', fetch: fetcher, onUnauthorized });

    const bad = await client.albums.update('x', { title: '' }).catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad).toMatchObject({
      status: 400,
      code: 'invalid_input',
      field: 'title',
      message: 'title: too short',
    });
    expect((bad as ApiError).isClientError).toBe(true);

    await expect(client.auth.signIn('a@b.c', 'x')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.auth.me()).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('asks for the user of a token that is not the session’s', async () => {
    const { fetcher, calls } = fakeFetch(() =>
      json(401, { error: { code: 'invalid_token', message: 'bad' } }),
    );
    const client = createApiClient({ baseUrl: '/api/v1', token: 'session', fetch: fetcher });
    await expect(client.auth.meWith('provider-token')).rejects.toMatchObject({ status: 401 });
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer provider-token');
  });

  it('reports network failures, aborts and non-JSON error bodies as ApiError', async () => {
    const failing = createApiClient({
      baseUrl: '/api/v1',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(failing.presets.colors()).rejects.toMatchObject({ status: 0, code: 'network_error' });

    const aborting = createApiClient({
      baseUrl: '/api/v1',
      fetch: (async () => {
        throw new DOMException('aborted', 'AbortError');
      }) as typeof fetch,
    });
    await expect(aborting.presets.colors()).rejects.toMatchObject({ code: 'aborted' });

    const proxy = createApiClient({
      baseUrl: '/api/v1',
      fetch: (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as typeof fetch,
    });
    await expect(proxy.presets.colors()).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('uploads with progress events through a streamed fetch body', async () => {
    const received: number[] = [];
    const { fetcher } = fakeFetch(async ({ url, init }) => {
      if (url.endsWith('/uploads')) {
        return json(201, {
          data: {
            blob_id: 'b1',
            upload_url: 'http://files.test/u/b1?token=t',
            method: 'PUT',
            headers: { 'Content-Type': 'image/png' },
            expires_at: '2030-01-01T00:00:00Z',
            max_byte_size: 16_000_000,
          },
        });
      }
      const reader = (init.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received.push(value.byteLength);
      }
      return json(200, {
        data: { blob_id: 'b1', byte_size: 200_000, content_type: 'image/png', checksum: 'c' },
      });
    });
    const client = createApiClient({ baseUrl: 'http://api.test/api/v1', token: 'abc', fetch: fetcher });
    const progress: number[] = [];
    const blob = await client.uploads.upload(new Uint8Array(200_000), {
      filename: 'a.png',
      content_type: 'image/png',
      onProgress: ({ loaded, total }) => {
        expect(total).toBe(200_000);
        progress.push(loaded);
      },
    });
    expect(blob.blob_id).toBe('b1');
    expect(received.reduce((a, b) => a + b, 0)).toBe(200_000);
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(200_000);
    expect(progress.length).toBeGreaterThan(3);
  });
});
