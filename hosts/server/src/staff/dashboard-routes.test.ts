import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { insertOrder } from './test-orders';

describeBackends('staff dashboards', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let customer: TestUser;
  const ids: Record<string, string> = {};
  let plainAlbum: string;
  let weddingAlbum: string;
  let oldAlbum: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [admin, customer] = await Promise.all([server.user({ roles: ['admin'] }), server.user()]);
    plainAlbum = (await server.album(customer)).id;
    weddingAlbum = (
      await server.album(customer, { album: { title: 'Hochzeit 50%_Rabatt', releaseDate: '2027-01-10' } })
    ).id;
    oldAlbum = (await server.album(customer, { album: { title: 'Old album', releaseDate: '2026-12-01' } }))
      .id;
    // Last changed two days ago: not "updated today".
    await server.ctx.db
      .updateTable('albums')
      .set({
        updated_at: sql<Date>`now() - interval '2 days'`,
        created_at: sql<Date>`now() - interval '3 days'`,
      })
      .where('id', '=', oldAlbum)
      .execute();
    const db = server.ctx.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    // One order per scope, created on consecutive days (so creation order is known), events in another order.
    ids.fresh = await insertOrder(db, customer.id, plainAlbum, {
      name: 'SA-2026-00001',
      email: 'fresh@example.com',
      created_at: day(1),
      release_date: '2027-03-01',
    });
    ids.reviewed = await insertOrder(db, customer.id, weddingAlbum, {
      name: 'SA-2026-00002',
      created_at: day(2),
      release_date: '2027-01-01',
      signals: ['accepted', 'review_completed'],
    });
    ids.transferred = await insertOrder(db, customer.id, plainAlbum, {
      name: 'SA-2026-00003',
      created_at: day(3),
      release_date: null,
      signals: ['review_completed', 'transfer_completed'],
      transfer: 'done',
    });
    ids.shipped = await insertOrder(db, customer.id, plainAlbum, {
      name: 'SA-2026-00004',
      created_at: day(4),
      release_date: '2027-02-01',
      signals: ['review_completed'],
      transfer: 'done',
      shipment: 'done',
    });
    ids.rejected = await insertOrder(db, customer.id, plainAlbum, {
      name: 'SA-2026-00005',
      email: 'Rejected_Customer@example.com',
      created_at: day(5),
      release_date: '2027-04-01',
      signals: ['rejected'],
    });
  });
  afterAll(() => server.close());

  async function orders(query = '') {
    const response = await server.request({
      method: 'GET',
      url: `/orders/dashboard${query}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      orders: Array<{ id: string; name: string; album: { title: string } }>;
      meta: Record<string, number>;
      pagination: { total_pages: number; current_page: number; total_count: number };
    };
  }
  const names = (answer: { orders: Array<{ name: string }> }) => answer.orders.map((o) => o.name.slice(-1));

  describe('GET /orders/dashboard', () => {
    it('counts every scope and lists the newest first by default, 20 a page', async () => {
      const answer = await orders();
      expect(answer.meta).toEqual({
        show_all: 5,
        pending_review: 1,
        pending_transfer: 1,
        pending_shipment: 1,
        shipped: 1,
      });
      expect(names(answer)).toEqual(['5', '4', '3', '2', '1']);
      expect(answer.pagination).toEqual({ total_pages: 1, current_page: 1, total_count: 5 });
      expect(answer.orders[0]).toMatchObject({ id: ids.rejected, album: { title: 'Test album' } });
    });

    it('lists each scope', async () => {
      const expected: Record<string, string[]> = {
        pending_review: ['1'],
        pending_transfer: ['2'],
        pending_shipment: ['3'],
        shipped: ['4'],
      };
      for (const [scope, orderNames] of Object.entries(expected)) {
        const answer = await orders(`?scope=${scope}`);
        expect(names(answer), scope).toEqual(orderNames);
        expect(answer.pagination.total_count).toBe(orderNames.length);
      }
    });

    it('sorts by event date either way, orders without one last', async () => {
      expect(names(await orders('?sort_by=release_date&sort_order=asc'))).toEqual(['2', '4', '1', '5', '3']);
      expect(names(await orders('?sort_by=release_date&sort_order=desc'))).toEqual(['5', '1', '4', '2', '3']);
      expect(names(await orders('?sort_by=created_at&sort_order=asc'))).toEqual(['1', '2', '3', '4', '5']);
    });

    it('pages with total_pages', async () => {
      const first = await orders('?per=2&page=1');
      const third = await orders('?per=2&page=3');
      expect(names(first)).toEqual(['5', '4']);
      expect(names(third)).toEqual(['1']);
      expect(third.pagination).toEqual({ total_pages: 3, current_page: 3, total_count: 5 });
      expect((await orders('?per=2&page=4')).orders).toEqual([]);
    });

    it('searches order id, name, e-mail and album title, any case, wildcards taken literally', async () => {
      expect(names(await orders(`?query=${ids.transferred}`))).toEqual(['3']);
      expect(names(await orders('?query=sa-2026-00004'))).toEqual(['4']);
      expect(names(await orders('?query=REJECTED_customer'))).toEqual(['5']);
      expect(names(await orders('?query=hochzeit'))).toEqual(['2']);
      // `%` and `_` are text: "50%_" matches the wedding album's title only, "%" alone matches no other title.
      expect(names(await orders(`?query=${encodeURIComponent('50%_')}`))).toEqual(['2']);
      expect(names(await orders(`?query=${encodeURIComponent('%')}`))).toEqual(['2']);
      expect(names(await orders(`?query=${encodeURIComponent('sa_2026')}`))).toEqual([]);
      // The counts follow the search.
      const searched = await orders('?query=example.com&scope=pending_review');
      expect(searched.meta.show_all).toBe(5);
      expect(searched.meta.pending_review).toBe(1);
      // An empty search box is no search.
      expect((await orders('?query=')).meta.show_all).toBe(5);
    });

    it('follows the timeline: a signal added through the route or removed moves the order between scopes', async () => {
      const added = await server.request({
        method: 'POST',
        url: `/orders/${ids.fresh}/order_updates`,
        headers: admin.headers,
        payload: { signal: 'review_completed' },
      });
      expect(added.statusCode).toBe(201);
      expect((await orders()).meta).toMatchObject({ pending_review: 0, pending_transfer: 2 });
      // A timeline entry removed (as a test fixture or a repair would) is forgotten by the scopes too.
      await server.ctx.db
        .deleteFrom('order_updates')
        .where('order_id', '=', ids.fresh!)
        .where('signal', '=', 'review_completed')
        .execute();
      expect((await orders()).meta).toMatchObject({ pending_review: 1, pending_transfer: 1 });
    });

    it('refuses a bad page, size, scope or sort with 400 and the field', async () => {
      for (const [query, field] of [
        ['?per=101', 'per'],
        ['?per=0', 'per'],
        ['?page=0', 'page'],
        ['?page=abc', 'page'],
        ['?scope=everything', 'scope'],
        ['?sort_by=name', 'sort_by'],
        ['?sort_order=up', 'sort_order'],
        [`?query=${'x'.repeat(201)}`, 'query'],
      ] as const) {
        const response = await server.request({
          method: 'GET',
          url: `/orders/dashboard${query}`,
          headers: admin.headers,
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.field).toBe(field);
      }
    });
  });

  describe('GET /albums/dashboard', () => {
    async function albums(query = '') {
      const response = await server.request({
        method: 'GET',
        url: `/albums/dashboard${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        albums: Array<{ id: string; title: string; has_order: boolean; release_date: string | null }>;
        meta: Record<string, number>;
        pagination: { total_pages: number };
      };
    }

    it('counts the scopes and lists each', async () => {
      const all = await albums();
      expect(all.meta).toEqual({ show_all: 3, updated_today: 2, with_order: 2 });
      expect(all.albums.map((a) => a.id)).toEqual([weddingAlbum, plainAlbum, oldAlbum]);
      expect(all.albums.map((a) => a.has_order)).toEqual([true, true, false]);
      expect((await albums('?scope=updated_today')).albums.map((a) => a.id)).toEqual([
        weddingAlbum,
        plainAlbum,
      ]);
      expect((await albums('?scope=with_order')).albums.map((a) => a.id).sort()).toEqual(
        [plainAlbum, weddingAlbum].sort(),
      );
    });

    it('searches the title and sorts by event date', async () => {
      expect((await albums('?query=OLD')).albums.map((a) => a.id)).toEqual([oldAlbum]);
      expect((await albums(`?query=${oldAlbum}`)).albums.map((a) => a.id)).toEqual([oldAlbum]);
      const byEvent = await albums('?sort_by=release_date&sort_order=asc');
      expect(byEvent.albums.map((a) => a.release_date)).toEqual(['2026-06-01', '2026-12-01', '2027-01-10']);
      const paged = await albums('?per=1&page=2');
      expect(paged.albums).toHaveLength(1);
      expect(paged.pagination.total_pages).toBe(3);
    });
  });
});
