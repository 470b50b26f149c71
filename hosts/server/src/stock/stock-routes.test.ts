import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { json } from '../db/json';
import { createImageService } from '../files';
import { createTestApp } from '../files/test-support';
import type { TestApp } from '../files/test-support';
import { stockPlugin } from './index';
import { PexelsProvider } from './pexels-provider';
import { stockRoutes } from './stock-routes';
import type { StockPhoto, StockSearchPage } from './types';

type User = Awaited<ReturnType<TestApp['user']>>;

describe('stock routes with the offline library', () => {
  let t: TestApp;
  let user: User;
  beforeAll(async () => {
    t = await createTestApp({ modules: { createImageService, plugins: [stockPlugin] } });
    user = await t.user();
  });
  afterAll(() => t.close());

  it('searches for signed-in users', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stock/search?q=Texture',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: StockSearchPage & { provider: string } }>().data;
    expect(data).toMatchObject({ provider: 'offline', page: 1, per_page: 16 });
    expect(data.photos.length).toBeGreaterThan(0);
    expect(data.photos[0]?.src.medium).toMatch(/^http:\/\/files\.test\/api\/v1\/stock\/files\//);
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stock/search?q=Texture&page=2',
      headers: user.auth,
    });
    expect(page2.json<{ data: StockSearchPage }>().data.page).toBe(2);
  });

  it('serves the photos themselves to anyone, cacheable for long', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stock/search?q=Sport',
      headers: user.auth,
    });
    const photo = search.json<{ data: StockSearchPage }>().data.photos[0]!;
    const file = await t.app.inject({ method: 'GET', url: new URL(photo.src.small).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/stock/files/..%2Fmanifest.json' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/stock/files/nothing.jpg' })).statusCode).toBe(
      404,
    );
  });

  it('looks photos up by id', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/v1/stock/1', headers: user.auth });
    expect(found.json<{ data: { photo: StockPhoto } }>().data.photo.id).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/stock/999999', headers: user.auth })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/stock/abc', headers: user.auth });
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_input', field: 'id' } });
  });

  it('checks sign-in and input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/stock/search?q=Sport' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/stock/1' })).statusCode).toBe(401);
    const noQuery = await t.app.inject({ method: 'GET', url: '/api/v1/stock/search', headers: user.auth });
    expect(noQuery.json()).toMatchObject({ error: { code: 'invalid_input', field: 'q' } });
    const badPage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stock/search?q=x&page=0',
      headers: user.auth,
    });
    expect(badPage.json()).toMatchObject({ error: { field: 'page' } });
  });
});

describe('stock routes with Pexels', () => {
  let t: TestApp;
  let server: Server;
  const seen: URL[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(new URL(request.url ?? '/', 'http://localhost'));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ page: 1, per_page: 16, total_results: 0, photos: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pexels: FastifyPluginAsync<AppContext> = async (app, ctx) => {
      await app.register(stockRoutes, {
        ...ctx,
        provider: new PexelsProvider({ apiKey: 'key', baseUrl, cacheSeconds: 0 }),
      });
    };
    t = await createTestApp({ modules: { createImageService, plugins: [pexels] } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks in the signed-in user language, 16 per page', async () => {
    const italian = await t.user();
    await t.database.db
      .updateTable('users')
      .set({ locale: 'it', roles: json([]) })
      .where('id', '=', italian.id)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stock/search?q=Teamwork',
      headers: { ...italian.auth, 'accept-language': 'pl' },
    });
    expect(response.json()).toMatchObject({ data: { provider: 'pexels', total_results: 0 } });
    expect(seen.at(-1)?.searchParams.get('locale')).toBe('it-IT');
    expect(seen.at(-1)?.searchParams.get('per_page')).toBe('16');
  });
});
