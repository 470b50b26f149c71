import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { PexelsProvider } from './pexels-provider';

/** Answers like the Pexels API; records every request. */
function fakePhoto(id: number) {
  return {
    id,
    width: 4000,
    height: 3000,
    url: `https://www.pexels.com/photo/${id}/`,
    photographer: `Photographer ${id}`,
    photographer_url: `https://www.pexels.com/@p${id}`,
    photographer_id: id,
    avg_color: '#778899',
    alt: `Photo ${id}`,
    liked: false,
    src: Object.fromEntries(
      ['original', 'large2x', 'large', 'medium', 'small', 'portrait', 'landscape', 'tiny'].map((size) => [
        size,
        `https://images.pexels.com/photos/${id}/${size}.jpeg`,
      ]),
    ),
  };
}

const requests: IncomingMessage[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== 'test-key') {
      response.statusCode = 401;
      response.end(JSON.stringify({ error: 'Unauthorized' }));
    } else if (url.pathname === '/v1/search') {
      const query = url.searchParams.get('query');
      if (query === 'broken') {
        response.statusCode = 500;
        response.end('{}');
        return;
      }
      if (query === 'busy') {
        response.statusCode = 429;
        response.end('{}');
        return;
      }
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      response.end(
        JSON.stringify({
          page,
          per_page: perPage,
          total_results: 40,
          photos: Array.from({ length: perPage }, (_, i) => fakePhoto(page * 100 + i)),
          next_page: 'https://api.pexels.com/v1/search/?page=2',
        }),
      );
    } else if (url.pathname === '/v1/photos/7') {
      response.end(JSON.stringify(fakePhoto(7)));
    } else {
      response.statusCode = 404;
      response.end('{"error":"Not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('PexelsProvider (against a local fake Pexels)', () => {
  it('searches 16 per page in the locale, with the key in the Authorization header', async () => {
    const provider = new PexelsProvider({ apiKey: 'test-key', baseUrl });
    const page = await provider.search('Sport', 2, 'fr-FR');
    const request = requests.at(-1)!;
    const url = new URL(request.url!, baseUrl);
    expect(url.pathname).toBe('/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'Sport',
      per_page: '16',
      page: '2',
      locale: 'fr-FR',
    });
    expect(request.headers.authorization).toBe('test-key');
    expect(page).toMatchObject({ page: 2, per_page: 16, total_results: 40 });
    expect(page.photos).toHaveLength(16);
    expect(page.photos[0]).toEqual({
      id: 200,
      width: 4000,
      height: 3000,
      photographer: 'Photographer 200',
      photographer_url: 'https://www.pexels.com/@p200',
      url: 'https://www.pexels.com/photo/200/',
      alt: 'Photo 200',
      avg_color: '#778899',
      src: {
        tiny: 'https://images.pexels.com/photos/200/tiny.jpeg',
        small: 'https://images.pexels.com/photos/200/small.jpeg',
        medium: 'https://images.pexels.com/photos/200/medium.jpeg',
        large: 'https://images.pexels.com/photos/200/large.jpeg',
        large2x: 'https://images.pexels.com/photos/200/large2x.jpeg',
        original: 'https://images.pexels.com/photos/200/original.jpeg',
      },
      licence_url: 'https://www.pexels.com/license/',
    });
  });

  it('caches answers', async () => {
    const provider = new PexelsProvider({ apiKey: 'test-key', baseUrl });
    await provider.search('Texture', 1, 'de-DE');
    const count = requests.length;
    await provider.search('Texture', 1, 'de-DE');
    expect(requests.length).toBe(count);
    await provider.search('Texture', 1, 'en-US');
    expect(requests.length).toBe(count + 1);
  });

  it('looks photos up by id; unknown ids are null', async () => {
    const provider = new PexelsProvider({ apiKey: 'test-key', baseUrl });
    expect((await provider.get(7))?.photographer).toBe('Photographer 7');
    expect(await provider.get(8)).toBeNull();
  });

  it('reports non-OK answers as errors', async () => {
    const provider = new PexelsProvider({ apiKey: 'test-key', baseUrl });
    await expect(provider.search('broken', 1, 'de-DE')).rejects.toMatchObject({
      status: 502,
      code: 'stock_unavailable',
      message: 'The photo service answered 500 Internal Server Error',
    });
    await expect(provider.search('busy', 1, 'de-DE')).rejects.toMatchObject({
      status: 429,
      code: 'stock_rate_limited',
    });
    const wrongKey = new PexelsProvider({ apiKey: 'wrong', baseUrl });
    await expect(wrongKey.search('Sport', 1, 'de-DE')).rejects.toBeInstanceOf(HttpError);
    const unreachable = new PexelsProvider({
      apiKey: 'test-key',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(unreachable.search('Sport', 1, 'de-DE')).rejects.toMatchObject({
      code: 'stock_unavailable',
    });
  });
});
