import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { insertOrder } from './test-orders';

describeBackends('staff order administration', (backend) => {
  let server: TestServer;
  let customer: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let albumId: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [customer, stranger, admin] = await Promise.all([
      server.user(),
      server.user(),
      server.user({ roles: ['admin'] }),
    ]);
    albumId = (await server.album(customer)).id;
  });
  afterAll(() => server.close());

  const newOrder = (options?: Parameters<typeof insertOrder>[3]) =>
    insertOrder(server.ctx.db, customer.id, albumId, options);

  const patch = (orderId: string, payload: unknown, user: TestUser = admin) =>
    server.request({
      method: 'PATCH',
      url: `/orders/${orderId}`,
      headers: user.headers,
      payload: payload as object,
    });

  describe('admins only', () => {
    it('answers 401 signed out and 404 to a normal user and to the order’s own customer, on every route', async () => {
      const orderId = await newOrder();
      const order = await server.ctx.db
        .selectFrom('line_items')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const comment = await server.request({
        method: 'POST',
        url: `/orders/${orderId}/comments`,
        headers: admin.headers,
        payload: { content: 'Check the cover' },
      });
      expect(comment.statusCode).toBe(201);
      const commentId = comment.json().data.comment.id as string;
      const routes: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }> = [
        { method: 'PATCH', url: `/orders/${orderId}`, payload: { name: 'X' } },
        { method: 'DELETE', url: `/orders/${orderId}` },
        { method: 'PATCH', url: `/orders/${orderId}/shipping_address`, payload: { city: 'Köln' } },
        {
          method: 'POST',
          url: `/orders/${orderId}/line_items`,
          payload: { product: 'album', description: null, quantity: 1 },
        },
        { method: 'PATCH', url: `/orders/${orderId}/line_items/${order.id}`, payload: { quantity: 2 } },
        { method: 'DELETE', url: `/orders/${orderId}/line_items/${order.id}` },
        { method: 'GET', url: `/orders/${orderId}/comments` },
        { method: 'POST', url: `/orders/${orderId}/comments`, payload: { content: 'x' } },
        { method: 'PATCH', url: `/orders/${orderId}/comments/${commentId}`, payload: { completed: true } },
        { method: 'DELETE', url: `/orders/${orderId}/comments/${commentId}` },
        { method: 'GET', url: `/orders/${orderId}/signals` },
        { method: 'POST', url: `/orders/${orderId}/order_updates`, payload: { signal: 'accepted' } },
        { method: 'GET', url: '/orders/dashboard' },
        { method: 'GET', url: '/albums/dashboard' },
      ];
      for (const route of routes) {
        const signedOut = await server.request({ ...route });
        expect(signedOut.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
        for (const user of [stranger, customer]) {
          const refused = await server.request({ ...route, headers: user.headers });
          expect(refused.statusCode, `${route.method} ${route.url}`).toBe(404);
          expect(refused.json().error.code).toBe('not_found');
        }
      }
      // Nothing was changed by the refused calls.
      const stored = await server.ctx.db
        .selectFrom('orders')
        .select('name')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(stored.name).not.toBe('X');
      const comments = await server.request({
        method: 'GET',
        url: `/orders/${orderId}/comments`,
        headers: admin.headers,
      });
      expect(comments.json().data.comments).toHaveLength(1);
    });

    it('answers 404 for an unknown or malformed order id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await patch(id, { name: 'X' });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('PATCH /orders/:id', () => {
    it('derives the gross from the net as net x 1.19 truncated to the cent', async () => {
      const orderId = await newOrder();
      for (const [net, gross] of [
        [10_000, 11_900],
        [99, 117],
        [21, 24],
        [87_950, 104_660],
        [1, 1],
        [0, 0],
      ] as const) {
        const response = await patch(orderId, { amount: net });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.order).toMatchObject({ amount: net, amount_gross: gross });
      }
    });

    it('keeps a gross sent with the net, and words the amounts in the admin’s language', async () => {
      const orderId = await newOrder();
      const response = await patch(orderId, { amount: 10_000, amount_gross: 12_345 });
      expect(response.json().data.order).toMatchObject({
        amount: 10_000,
        amount_gross: 12_345,
        amount_gross_human: '€123.45',
      });
    });

    it('changes the details and clears optional text with an empty string', async () => {
      const orderId = await newOrder();
      const response = await patch(orderId, {
        email: 'New@Example.com',
        comment: 'Deliver to the side door',
        name: 'SA-2026-00099',
        release_date: '2027-07-15',
        status_message: 'Waiting for the proof',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.order).toMatchObject({
        email: 'new@example.com',
        comment: 'Deliver to the side door',
        name: 'SA-2026-00099',
        album: { release_date: '2027-07-15' },
        status_message: 'Waiting for the proof',
      });
      // Notes may run over several lines; other fields may not.
      const lines = await patch(orderId, {
        comment: 'Side door\nSecond floor',
        status_message: 'Proof\r\nsent',
      });
      expect(lines.json().data.order).toMatchObject({ comment: 'Side door\nSecond floor' });
      const brokenName = await patch(orderId, { name: 'SA\n1' });
      expect(brokenName.json().error).toMatchObject({ code: 'invalid_characters', field: 'name' });
      const cleared = await patch(orderId, { comment: '', status_message: null });
      expect(cleared.json().data.order).toMatchObject({ comment: null, status_message: null });
    });

    it('refuses bad input with 400 and the field', async () => {
      const orderId = await newOrder();
      const cases: Array<[unknown, string, string]> = [
        [{ email: 'not-an-email' }, 'email', 'invalid_input'],
        [{ amount: -1 }, 'amount', 'invalid_input'],
        [{ amount: 10.5 }, 'amount', 'invalid_input'],
        [{ amount: '100' }, 'amount', 'invalid_input'],
        [{ name: '   ' }, 'name', 'invalid_input'],
        [{ release_date: '2027-02-30' }, 'release_date', 'invalid_input'],
        [{ comment: 'x'.repeat(1001) }, 'comment', 'invalid_input'],
        [{ status_message: 'x'.repeat(100_000) }, 'status_message', 'invalid_input'],
        [{ name: 'SA\u0000-1' }, 'name', 'invalid_characters'],
        [{ user_id: stranger.id }, 'user_id', 'invalid_input'],
      ];
      for (const [payload, field, code] of cases) {
        const response = await patch(orderId, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().error).toMatchObject({ code, field });
      }
      const empty = await patch(orderId, {});
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('DELETE /orders/:id', () => {
    it('deletes the order with its parts and its address', async () => {
      const orderId = await newOrder({ signals: ['accepted'] });
      const { shipping_address_id: addressId } = await server.ctx.db
        .selectFrom('orders')
        .select('shipping_address_id')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const response = await server.request({
        method: 'DELETE',
        url: `/orders/${orderId}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(204);
      const db = server.ctx.db;
      expect(await db.selectFrom('orders').select('id').where('id', '=', orderId).execute()).toEqual([]);
      expect(
        await db.selectFrom('line_items').select('id').where('order_id', '=', orderId).execute(),
      ).toEqual([]);
      expect(await db.selectFrom('addresses').select('id').where('id', '=', addressId!).execute()).toEqual(
        [],
      );
      // The album's last order falls back to its newest remaining one.
      const album = await db
        .selectFrom('albums')
        .select('last_order_id')
        .where('id', '=', albumId)
        .executeTakeFirstOrThrow();
      expect(album.last_order_id).not.toBeNull();
      expect(album.last_order_id).not.toBe(orderId);
      const again = await server.request({
        method: 'DELETE',
        url: `/orders/${orderId}`,
        headers: admin.headers,
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('PATCH /orders/:id/shipping_address', () => {
    const address = (orderId: string, payload: object) =>
      server.request({
        method: 'PATCH',
        url: `/orders/${orderId}/shipping_address`,
        headers: admin.headers,
        payload,
      });

    it('changes the fields sent and keeps the others', async () => {
      const orderId = await newOrder();
      const response = await address(orderId, {
        city: 'Köln',
        zip_code: '50667',
        country_code: 'de',
        address2: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.order.shipping_address).toMatchObject({
        first_name: 'Ada',
        city: 'Köln',
        zip_code: '50667',
        country_code: 'DE',
        address2: null,
      });
    });

    it('refuses an unknown country, an empty required field and letters in the phone', async () => {
      const orderId = await newOrder();
      for (const [payload, field] of [
        [{ country_code: 'US' }, 'country_code'],
        [{ first_name: '' }, 'first_name'],
        [{ phone: '0049 170-CALL' }, 'phone'],
        [{ city: 'x'.repeat(201) }, 'city'],
      ] as const) {
        const response = await address(orderId, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.field).toBe(field);
      }
    });

    it('creates the address of an order without one only from all required fields', async () => {
      const orderId = await newOrder({ noAddress: true });
      const partial = await address(orderId, { city: 'Wien' });
      expect(partial.statusCode).toBe(400);
      expect(partial.json().error.field).toBe('first_name');
      const whole = await address(orderId, {
        first_name: 'Grace',
        last_name: 'Hopper',
        address1: 'Ring 1',
        zip_code: '1010',
        city: 'Wien',
        country_code: 'AT',
      });
      expect(whole.statusCode).toBe(200);
      expect(whole.json().data.order.shipping_address).toMatchObject({
        first_name: 'Grace',
        country_code: 'AT',
      });
    });
  });

  describe('line items', () => {
    it('adds, changes and deletes a line item of the order', async () => {
      const orderId = await newOrder();
      const added = await server.request({
        method: 'POST',
        url: `/orders/${orderId}/line_items`,
        headers: admin.headers,
        payload: { product: 'premium_lamination', description: 'Glossy', quantity: 50 },
      });
      expect(added.statusCode).toBe(201);
      const items = added.json().data.order.line_items as Array<{ id: string; product: string }>;
      expect(items.map((item) => item.product)).toEqual(['album', 'premium_lamination']);
      const itemId = items[1]!.id;
      const changed = await server.request({
        method: 'PATCH',
        url: `/orders/${orderId}/line_items/${itemId}`,
        headers: admin.headers,
        payload: { quantity: 60, description: null },
      });
      expect(changed.json().data.order.line_items[1]).toMatchObject({ quantity: 60, description: null });
      const deleted = await server.request({
        method: 'DELETE',
        url: `/orders/${orderId}/line_items/${itemId}`,
        headers: admin.headers,
      });
      expect(deleted.json().data.order.line_items).toHaveLength(1);
    });

    it('refuses a bad item and answers 404 for an item of another order', async () => {
      const orderId = await newOrder();
      const other = await newOrder();
      const bad = await server.request({
        method: 'POST',
        url: `/orders/${orderId}/line_items`,
        headers: admin.headers,
        payload: { product: 'album', description: null, quantity: 0 },
      });
      expect(bad.json().error).toMatchObject({ code: 'invalid_input', field: 'quantity' });
      const otherItem = await server.ctx.db
        .selectFrom('line_items')
        .select('id')
        .where('order_id', '=', other)
        .executeTakeFirstOrThrow();
      const cross = await server.request({
        method: 'DELETE',
        url: `/orders/${orderId}/line_items/${otherItem.id}`,
        headers: admin.headers,
      });
      expect(cross.statusCode).toBe(404);
      expect(
        await server.ctx.db.selectFrom('line_items').select('id').where('id', '=', otherItem.id).execute(),
      ).toHaveLength(1);
    });
  });

  describe('comments', () => {
    it('adds comments signed by the admin, lists them newest first, completes and deletes one', async () => {
      const orderId = await newOrder();
      const add = (content: string) =>
        server.request({
          method: 'POST',
          url: `/orders/${orderId}/comments`,
          headers: admin.headers,
          payload: { content },
        });
      const first = (await add('First')).json().data.comment;
      expect((await add('Two\nlines')).statusCode).toBe(201);
      expect(first).toMatchObject({
        order_id: orderId,
        content: 'First',
        email: admin.email,
        completed: false,
      });
      await add('Second');
      const list = await server.request({
        method: 'GET',
        url: `/orders/${orderId}/comments`,
        headers: admin.headers,
      });
      expect(list.json().data.comments.map((c: { content: string }) => c.content)).toEqual([
        'Second',
        'Two\nlines',
        'First',
      ]);
      const done = await server.request({
        method: 'PATCH',
        url: `/orders/${orderId}/comments/${first.id}`,
        headers: admin.headers,
        payload: { completed: true },
      });
      expect(done.json().data.comment.completed).toBe(true);
      const deleted = await server.request({
        method: 'DELETE',
        url: `/orders/${orderId}/comments/${first.id}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode).toBe(204);
      const gone = await server.request({
        method: 'PATCH',
        url: `/orders/${orderId}/comments/${first.id}`,
        headers: admin.headers,
        payload: { completed: false },
      });
      expect(gone.statusCode).toBe(404);
    });

    it('refuses an empty or huge comment and a comment of another order', async () => {
      const orderId = await newOrder();
      const other = await newOrder();
      for (const content of ['  ', 'x'.repeat(2001)]) {
        const response = await server.request({
          method: 'POST',
          url: `/orders/${orderId}/comments`,
          headers: admin.headers,
          payload: { content },
        });
        expect(response.json().error).toMatchObject({ code: 'invalid_input', field: 'content' });
      }
      const foreign = await server.request({
        method: 'POST',
        url: `/orders/${other}/comments`,
        headers: admin.headers,
        payload: { content: 'Elsewhere' },
      });
      const response = await server.request({
        method: 'PATCH',
        url: `/orders/${orderId}/comments/${foreign.json().data.comment.id}`,
        headers: admin.headers,
        payload: { completed: true },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
