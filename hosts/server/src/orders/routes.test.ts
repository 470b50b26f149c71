import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBackends, type TestServer, type TestUser } from '../../test/harness';
import { dayFromNow, mailsOf, ordersWorld, postOrder, validForm } from './test-support';

// Prices of the seeded default list (pricing/defaults.ts): 50 albums with sticker packs to Germany are 879.50 € net,
// 1,046.60 € gross (checkout/routes.test.ts pins the same figures through the checkout).
const NET = 87950;
const GROSS = 104660;

describeBackends('orders: placing, reading and listing', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let collaborator: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let albumId: string;

  beforeAll(async () => {
    ({ server, owner, collaborator, stranger, admin, albumId } = await ordersWorld(backend));
  });
  afterAll(() => server.close());

  const orderCount = async () =>
    Number(
      (
        await server.ctx.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const getOrder = (id: string, user: TestUser) =>
    server.request({ method: 'GET', url: `/orders/${id}`, headers: user.headers });

  describe('POST /orders', () => {
    it('refuses an album the preflight finds errors in (fonts the print does not have), whatever the client shows', async () => {
      const { id } = await server.album(owner);
      const read = await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers });
      const album = read.json().data.album;
      const fonts = Object.fromEntries(Object.keys(album.fonts).map((role) => [role, 'Vanished Serif']));
      const content = {
        workspace: album.workspace,
        stickers: album.stickers,
        colors: album.colors,
        fonts,
        stickerTemplateId: album.stickerTemplateId,
        stickerTemplateSettings: album.stickerTemplateSettings,
      };
      const saved = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: album.version, content },
      });
      expect(saved.statusCode).toBe(200);
      const before = await orderCount();
      const response = await postOrder(server, owner, validForm(id));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'album_has_errors', field: 'album_id' });
      expect(await orderCount()).toBe(before);
    });

    it('prices the order itself (a sent amount is ignored), stores it whole and marks the album ordered', async () => {
      const form = validForm(albumId, { comment: 'Please ship before Friday', amount: 1, amount_gross: 1 });
      const response = await postOrder(server, owner, form);
      expect(response.statusCode).toBe(201);
      const order = response.json().data.order;
      expect(order).toMatchObject({
        name: expect.stringMatching(/^SA-\d{4}-\d{5}$/),
        email: 'ada@example.com',
        comment: 'Please ship before Friday',
        amount: NET,
        amount_gross: GROSS,
        amount_net_human: '€879.50',
        amount_gross_human: '€1,046.60',
        album: { id: albumId, title: 'Test album', locked: false, release_date: form.release_date },
        design_check: false,
        shipping_address: {
          organization: null,
          first_name: 'Ada',
          last_name: 'Lovelace',
          address1: 'Hauptstraße 1',
          address2: null,
          zip_code: '10115',
          city: 'Berlin',
          country_code: 'DE',
          phone: '0049 1701234567',
        },
        transfer_status: { status: 'pending', date: null, target_url: null },
        invoice: null,
        user_email: owner.email,
      });
      expect(
        order.line_items.map((l: { product: string; quantity: number }) => [l.product, l.quantity]),
      ).toEqual([
        ['album', 50],
        ['stickerpack', 50],
      ]);
      // Accepting is the staff's first signal: a placed order has no timeline entry yet.
      expect(order.order_updates).toEqual([]);

      // The album as ordered: the content version and heads it had then.
      const row = await server.ctx.db
        .selectFrom('orders')
        .innerJoin('album_documents', 'album_documents.album_id', 'orders.album_id')
        .select(['orders.album_snapshot', 'album_documents.version', 'album_documents.heads'])
        .where('orders.id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row.album_snapshot).toEqual({
        title: 'Test album',
        cover_preview_url: null,
        version: row.version,
        heads: row.heads,
      });
      expect(row.heads).not.toBeNull();

      const album = (
        await server.request({ method: 'GET', url: `/albums/${albumId}`, headers: owner.headers })
      ).json().data.album;
      expect(album).toMatchObject({
        hasOrder: true,
        ordered: true,
        last_order_id: order.id,
        locked: false,
        releaseDate: form.release_date,
      });

      const [mail] = (await mailsOf(server, 'order_confirmation')).filter((m) =>
        m.values.link.endsWith(order.id),
      );
      expect(mail).toMatchObject({
        to: 'ada@example.com',
        language: 'en',
        subject: `Your order ${order.name} for “Test album”`,
        values: {
          number: order.name,
          amount_net: '€879.50',
          amount_gross: '€1,046.60',
          link: `http://127.0.0.1:3999/orders/${order.id}`,
        },
      });
      expect(mail!.text).toContain('Total: €1,046.60 (net €879.50, plus VAT)');
    });

    it('prices features and a voucher, and counts the voucher’s use', async () => {
      const response = await postOrder(
        server,
        owner,
        validForm(albumId, {
          order_features: ['design_check'],
          voucher_code: 'demo10',
          comment: 'x'.repeat(1000),
        }),
      );
      expect(response.statusCode).toBe(201);
      const order = response.json().data.order;
      // 879.50 + 49.00 design check = 928.50 net; 10 % off = 835.65; × 1.19 truncated = 994.42.
      expect(order).toMatchObject({ amount: 83565, amount_gross: 99442, design_check: true });
      expect(order.line_items.map((l: { product: string }) => l.product)).toEqual([
        'album',
        'stickerpack',
        'design_check',
      ]);
      const row = await server.ctx.db
        .selectFrom('orders')
        .select(['voucher_code', 'discount_net_cents'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ voucher_code: 'DEMO10', discount_net_cents: 9285 });
    });

    const future = dayFromNow(90);
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['album_id missing', { album_id: undefined }, 'field_required', 'album_id'],
      ['first name empty', { first_name: '  ' }, 'field_required', 'first_name'],
      ['last name missing', { last_name: undefined }, 'field_required', 'last_name'],
      ['street missing', { address1: '' }, 'field_required', 'address1'],
      ['zip code missing', { zip_code: undefined }, 'field_required', 'zip_code'],
      ['city missing', { city: '' }, 'field_required', 'city'],
      ['country missing', { country_code: undefined }, 'field_required', 'country_code'],
      ['country not delivered to', { country_code: 'US' }, 'unknown_country', 'country_code'],
      [
        'GB is on the phone list but not delivered to',
        { country_code: 'GB' },
        'unknown_country',
        'country_code',
      ],
      ['phone missing', { phone: '' }, 'field_required', 'phone'],
      ['phone with a dash', { phone: '0049 170-1234567' }, 'invalid_phone', 'phone'],
      ['phone with a plus', { phone: '+49 1701234567' }, 'invalid_phone', 'phone'],
      ['phone with a leading zero', { phone: '0049 01701234567' }, 'invalid_phone', 'phone'],
      ['phone number over 20 characters', { phone: `0049 ${'1'.repeat(21)}` }, 'invalid_phone', 'phone'],
      ['email missing', { email: '' }, 'field_required', 'email'],
      ['email malformed', { email: 'ada-at-example.com' }, 'invalid_email', 'email'],
      ['comment over 1000 characters', { comment: 'x'.repeat(1001) }, 'comment_too_long', 'comment'],
      ['print consent not ticked', { print_consent: false }, 'print_consent_required', 'print_consent'],
      ['print consent missing', { print_consent: undefined }, 'print_consent_required', 'print_consent'],
      ['event date missing', { release_date: undefined }, 'release_date_required', 'release_date'],
      ['event date not a day', { release_date: '2031-02-30' }, 'invalid_release_date', 'release_date'],
      ['event date passed', { release_date: dayFromNow(-1) }, 'release_date_in_past', 'release_date'],
      ['count missing', { no_albums: undefined }, 'field_required', 'no_albums'],
      ['count below the category’s minimum', { no_albums: 9 }, 'album_count_out_of_range', 'no_albums'],
      ['count above the category’s maximum', { no_albums: 201 }, 'album_count_out_of_range', 'no_albums'],
      ['unknown packaging', { sticker_packaging_type: 'crate' }, 'unknown_product', 'sticker_packaging_type'],
      ['unknown feature', { order_features: ['gold_leaf'] }, 'unknown_product', 'order_features'],
      ['unknown voucher', { voucher_code: 'NOPE' }, 'voucher_invalid', 'voucher_code'],
    ];
    it.each(cases)('refuses the order when the %s (400 %s on %s)', async (_name, change, code, field) => {
      const before = await orderCount();
      const response = await postOrder(
        server,
        owner,
        validForm(albumId, { release_date: future, ...change }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code, field });
      expect(await orderCount()).toBe(before);
    });

    it('requires a company for business albums and a club for sports albums; weddings keep none', async () => {
      const albumOf = async (key: string) => {
        const blueprint = await server.ctx.db
          .selectFrom('blueprints')
          .select('id')
          .where('seed_key', '=', `seed:${key}`)
          .executeTakeFirstOrThrow();
        return (await server.album(owner, { blueprint_id: blueprint.id, album: { title: key } })).id;
      };
      const [business, sports] = await Promise.all([albumOf('business'), albumOf('sports')]);
      const company = await postOrder(server, owner, validForm(business));
      expect(company.json().error).toMatchObject({ code: 'company_required', field: 'organization' });
      const club = await postOrder(server, owner, validForm(sports, { organization: ' ' }));
      expect(club.json().error).toMatchObject({ code: 'club_required', field: 'organization' });
      // Business albums go up to 700.
      const placed = await postOrder(
        server,
        owner,
        validForm(business, { organization: 'ACME', no_albums: 700 }),
      );
      expect(placed.statusCode).toBe(201);
      expect(placed.json().data.order.shipping_address.organization).toBe('ACME');
      const wedding = await postOrder(server, owner, validForm(albumId, { organization: 'Hidden field' }));
      expect(wedding.json().data.order.shipping_address.organization).toBeNull();
    });

    it('lets one of two orders racing for a voucher’s only use have it; the other is refused as taken', async () => {
      const created = await server.request({
        method: 'POST',
        url: '/admin/vouchers',
        headers: admin.headers,
        payload: { code: 'RACE1', kind: 'fixed', amount_off_cents: 5000, usage_limit: 1 },
      });
      expect(created.statusCode).toBe(201);
      const before = await orderCount();
      const answers = await Promise.all(
        [owner, collaborator].map((user) =>
          postOrder(server, user, validForm(albumId, { voucher_code: 'race1' })),
        ),
      );
      const placed = answers.filter((a) => a.statusCode === 201);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(placed).toHaveLength(1);
      expect(placed[0]!.json().data.order.amount).toBe(NET - 5000);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.statusCode).toBe(400);
      expect(refused[0]!.json().error).toMatchObject({ code: 'voucher_taken', field: 'voucher_code' });
      expect(await orderCount()).toBe(before + 1);
      const voucher = await server.ctx.db
        .selectFrom('vouchers')
        .select('uses')
        .where('code', '=', 'RACE1')
        .executeTakeFirstOrThrow();
      expect(voucher.uses).toBe(1);
    });

    it('answers the same order for a repeated Idempotency-Key, also when both arrive at once', async () => {
      const form = validForm(albumId);
      const first = await postOrder(server, owner, form, 'key-sequential');
      const again = await postOrder(server, owner, form, 'key-sequential');
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.order.id).toBe(first.json().data.order.id);

      const before = await orderCount();
      const both = await Promise.all([
        postOrder(server, owner, form, 'key-parallel'),
        postOrder(server, owner, form, 'key-parallel'),
      ]);
      expect(both.map((a) => a.statusCode).sort()).toEqual([200, 201]);
      expect(new Set(both.map((a) => a.json().data.order.id)).size).toBe(1);
      expect(await orderCount()).toBe(before + 1);
      const confirmations = (await mailsOf(server, 'order_confirmation')).filter((m) =>
        m.values.link.endsWith(both[0]!.json().data.order.id),
      );
      expect(confirmations).toHaveLength(1);

      // The same key is another user's own; for another album it is a client mistake.
      const otherUser = await postOrder(server, collaborator, form, 'key-sequential');
      expect(otherUser.statusCode).toBe(201);
      const otherAlbum = await server.album(owner);
      const reused = await postOrder(server, owner, validForm(otherAlbum.id), 'key-sequential');
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error.code).toBe('idempotency_key_reused');
    });

    it('is for members of the album only', async () => {
      const response = await postOrder(server, stranger, validForm(albumId));
      expect(response.statusCode).toBe(403);
      const anonymous = await server.request({ method: 'POST', url: '/orders', payload: validForm(albumId) });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /orders/:id and GET /orders', () => {
    let ownersOrder: string;
    let collaboratorsOrder: string;
    beforeAll(async () => {
      ownersOrder = (await postOrder(server, owner, validForm(albumId))).json().data.order.id;
      collaboratorsOrder = (await postOrder(server, collaborator, validForm(albumId))).json().data.order.id;
    });

    it('shows an order to who placed it, the album’s owner and admins; 404 to everyone else', async () => {
      expect((await getOrder(ownersOrder, owner)).statusCode).toBe(200);
      expect((await getOrder(ownersOrder, admin)).statusCode).toBe(200);
      expect((await getOrder(collaboratorsOrder, collaborator)).statusCode).toBe(200);
      // The owner sees an order a collaborator placed for the album; the collaborator not the owner's.
      expect((await getOrder(collaboratorsOrder, owner)).statusCode).toBe(200);
      expect((await getOrder(ownersOrder, collaborator)).statusCode).toBe(404);
      const hidden = await getOrder(ownersOrder, stranger);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('not_found');
      expect((await getOrder('not-an-id', owner)).statusCode).toBe(404);
      expect((await getOrder(crypto.randomUUID(), admin)).statusCode).toBe(404);
    });

    it('lists the caller’s orders newest first, paged, with the pagination in meta', async () => {
      const list = (query: string, user: TestUser) =>
        server.request({ method: 'GET', url: `/orders${query}`, headers: user.headers });
      const all = (await list('', owner)).json().data;
      expect(all.orders[0].id).toBe(collaboratorsOrder);
      expect(all.orders[1].id).toBe(ownersOrder);
      expect(all.orders[0]).not.toHaveProperty('line_items');
      expect(all.orders[0]).not.toHaveProperty('order_updates');
      expect(all.orders[0].shipping_address.city).toBe('Berlin');
      const dates = all.orders.map((o: { created_at: string }) => o.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.meta).toEqual({ total_pages: 1, current_page: 1, total_count: all.orders.length });

      const second = (await list('?page=2&per=1', owner)).json().data;
      expect(second.orders.map((o: { id: string }) => o.id)).toEqual([ownersOrder]);
      expect(second.meta).toEqual({
        total_pages: all.orders.length,
        current_page: 2,
        total_count: all.orders.length,
      });

      // A collaborator sees only what they placed; an admin only their own (none here); strangers nothing.
      const theirs = (await list('', collaborator))
        .json()
        .data.orders.map((o: { user_email: string }) => o.user_email);
      expect(new Set(theirs)).toEqual(new Set([collaborator.email]));
      expect((await list('', admin)).json().data).toEqual({
        orders: [],
        meta: { total_pages: 1, current_page: 1, total_count: 0 },
      });
      expect((await list('', stranger)).json().data.orders).toEqual([]);

      const tooMany = await list('?per=51', owner);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.field).toBe('per');
      expect((await server.request({ method: 'GET', url: '/orders' })).statusCode).toBe(401);
    });
  });
});
