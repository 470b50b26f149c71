import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { seedPricing } from '../pricing/defaults';
import { redeemVoucher } from './redeem';

// Prices of the seeded default list (see pricing/defaults.ts and pricing/quote.test.ts for the arithmetic).
describeBackends('checkout prices and vouchers', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let collaborator: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let albumId: string;
  let previewToken: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [owner, collaborator, stranger, admin] = await Promise.all([
      server.user(),
      server.user(),
      server.user(),
      server.user({ roles: ['admin'] }),
    ]);
    // The default fixture is a wedding album: 10 to 200 albums.
    const { id, album } = await server.album(owner);
    albumId = id;
    previewToken = (album.albumPreviewPath as string).split('/').pop()!;
    await setLanguage('en');
    const invite = await server.request({
      method: 'POST',
      url: `/albums/${id}/invitations`,
      headers: owner.headers,
      payload: { email: collaborator.email },
    });
    const token = invite.json().data.invitation.accept_path.split('/')[2];
    await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: collaborator.headers,
    });
  });
  afterAll(() => server.close());

  async function setLanguage(language: string) {
    const patched = await server.request({
      method: 'PATCH',
      url: `/albums/${albumId}`,
      headers: owner.headers,
      payload: { language },
    });
    expect(patched.statusCode).toBe(200);
  }

  async function checkout(query: string, user: TestUser = owner) {
    return server.request({
      method: 'GET',
      url: `/albums/${albumId}/checkout?${query}`,
      headers: user.headers,
    });
  }

  describe('GET /albums/:id/checkout', () => {
    it('prices the default order: 50 albums with sticker packs to Germany', async () => {
      const response = await checkout('');
      expect(response.statusCode).toBe(200);
      const answer = response.json().data.checkout;
      expect(answer).toMatchObject({
        no_albums: 50,
        country_code: 'DE',
        sticker_packaging_type: 'stickerpack',
        order_features: [],
        album_count: { min: 10, max: 200, default: 50 },
        amount: 87950,
        amount_human: '€879.50',
        tax_value: 16710,
        tax_value_human: '€167.10',
        amount_gross: 104660,
        amount_gross_human: '€1,046.60',
        voucher: null,
      });
      expect(answer.line_items).toEqual([
        {
          product: 'album',
          title: 'Sticker album',
          description: 'Printed album with your design, including print setup',
          quantity: 50,
          amount: 67950,
          amount_human: '€679.50',
        },
        {
          product: 'stickerpack',
          title: 'Sticker packs',
          description: 'Packs of 4 mixed stickers',
          quantity: 50,
          amount: 20000,
          amount_human: '€200.00',
        },
      ]);
      expect(answer.available_features.map((f: { product: string }) => f.product)).toEqual([
        'custom_stickerpack',
        'design_check',
        'premium_lamination',
      ]);
      expect(answer.estimated_delivery_date > new Date().toISOString().slice(0, 10)).toBe(true);
      // The fixture's event (1 June 2026) is before any delivery from now on.
      expect(answer.delivery_warning).toBe(true);
      // The preflight is still part of the answer.
      expect(Array.isArray(answer.errors)).toBe(true);
      expect(answer.album.id).toBe(albumId);
    });

    it('answers the advertised cheapest offer, worded in the album’s language', async () => {
      await setLanguage('de');
      try {
        const answer = (await checkout('no_albums=10&country_code=DE')).json().data.checkout;
        expect(answer.amount_gross).toBe(28500);
        expect(answer.amount_gross_human).toBe('285,00\u00a0€');
        expect(answer.line_items[0].title).toBe('Stickeralbum');
        expect(answer.estimated_delivery_date_human).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      } finally {
        await setLanguage('en');
      }
    });

    it('is worded in the reader’s language (Accept-Language) before the album’s', async () => {
      const response = await server.request({
        method: 'GET',
        url: `/albums/${albumId}/checkout?no_albums=10&country_code=DE`,
        headers: { ...owner.headers, 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' },
      });
      const answer = response.json().data.checkout;
      expect(answer.line_items[0].title).toBe('Album z naklejkami');
      expect(answer.amount_gross_human).toBe('285,00\u00a0€');
    });

    it('adds the chosen features, boxes and the country', async () => {
      const answer = (
        await checkout(
          'no_albums=150&sticker_packaging_type=stickerbox_single_variety&country_code=AT' +
            '&order_features[]=design_check&order_features[]=premium_lamination',
        )
      ).json().data.checkout;
      expect(
        answer.line_items.map((l: { product: string; amount: number }) => [l.product, l.amount]),
      ).toEqual([
        ['album', 180300],
        ['stickerbox_single_variety', 82500],
        ['design_check', 4900],
        ['premium_lamination', 22500],
      ]);
      expect(answer.amount).toBe(290200);
      expect(answer.amount_gross).toBe(290200 + 55138);
      expect(answer.order_features).toEqual(['design_check', 'premium_lamination']);
      const design = answer.available_features.find((f: { product: string }) => f.product === 'design_check');
      expect(design).toMatchObject({ selected: true, amount_gross: 5831, amount_gross_human: '€58.31' });
    });

    it('warns only when the event is not at least a day after the estimated delivery', async () => {
      const patch = (releaseDate: string) =>
        server.request({
          method: 'PATCH',
          url: `/albums/${albumId}`,
          headers: owner.headers,
          payload: { releaseDate },
        });
      const { estimated_delivery_date: delivery } = (await checkout('')).json().data.checkout;
      const dayAfter = new Date(Date.parse(`${delivery}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      try {
        expect((await patch(delivery)).statusCode).toBe(200);
        expect((await checkout('')).json().data.checkout.delivery_warning).toBe(true);
        expect((await patch(dayAfter)).statusCode).toBe(200);
        expect((await checkout('')).json().data.checkout.delivery_warning).toBe(false);
      } finally {
        await patch('2026-06-01');
      }
    });

    it('refuses a count outside the category’s range and unknown options, with the field', async () => {
      for (const count of [9, 201]) {
        const response = await checkout(`no_albums=${count}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'album_count_out_of_range', field: 'no_albums' });
      }
      const feature = await checkout('order_features=gold_leaf');
      expect(feature.statusCode).toBe(400);
      expect(feature.json().error).toMatchObject({ code: 'unknown_product', field: 'order_features' });
    });

    it('applies the demo voucher whatever its case, and words the statuses of others', async () => {
      const valid = (await checkout('voucher_code=demo10')).json().data.checkout;
      expect(valid.voucher).toEqual({
        code: 'DEMO10',
        status: 'valid',
        message: 'Voucher DEMO10 applied: €87.95 off.',
        error_message: null,
        discount: 8795,
        discount_human: '€87.95',
      });
      expect(valid.amount).toBe(79155);
      expect(valid.amount_gross).toBe(94194);
      const unknown = (await checkout('voucher_code=NOPE')).json().data.checkout;
      expect(unknown.voucher).toMatchObject({
        status: 'invalid',
        error_message: 'This voucher code is not valid.',
        discount: 0,
      });
      expect(unknown.amount_gross).toBe(104660);
    });

    it('is for the album’s owner, collaborators and admins, not a preview link', async () => {
      expect((await checkout('', collaborator)).statusCode).toBe(200);
      expect((await checkout('', admin)).statusCode).toBe(200);
      expect((await checkout('', stranger)).statusCode).toBe(403);
      const preview = await server.request({
        method: 'GET',
        url: `/albums/${albumId}/checkout?preview_token=${previewToken}`,
      });
      expect(preview.statusCode).toBe(401);
    });
  });

  describe('the price list', () => {
    it('is data: a changed price shows at once, and seeding again neither overwrites nor duplicates it', async () => {
      const { db } = server.ctx;
      const setPack = (cents: number) =>
        db
          .updateTable('price_tiers')
          .set({ unit_net_cents: cents })
          .where('product_id', '=', 'stickerpack')
          .where('from_count', '=', 1)
          .execute();
      await setPack(500);
      try {
        const tiers = await db
          .selectFrom('price_tiers')
          .select(db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        await seedPricing(db);
        const after = await db
          .selectFrom('price_tiers')
          .select(db.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(tiers.n));
        const answer = (await checkout('no_albums=10')).json().data.checkout;
        expect(answer.line_items[1]).toMatchObject({ product: 'stickerpack', amount: 5000 });
        expect(answer.amount).toBe(24950);
      } finally {
        await setPack(400);
      }
    });
  });

  describe('POST /admin/vouchers', () => {
    const create = (payload: Record<string, unknown>, user: TestUser = admin) =>
      server.request({ method: 'POST', url: '/admin/vouchers', headers: user.headers, payload });

    it('creates vouchers the checkout then judges', async () => {
      const big = await create({
        code: 'big50',
        kind: 'fixed',
        amount_off_cents: 5000,
        minimum_net_cents: 100_000,
      });
      expect(big.statusCode).toBe(201);
      expect(big.json().data.voucher).toMatchObject({
        code: 'BIG50',
        kind: 'fixed',
        percent_off: null,
        amount_off_cents: 5000,
        minimum_net_cents: 100_000,
        uses: 0,
      });
      const below = (await checkout('voucher_code=BIG50')).json().data.checkout;
      expect(below.voucher).toMatchObject({
        status: 'below_minimum_amount',
        error_message: 'This voucher applies to orders from €1,000.00 (net).',
      });
      const enough = (await checkout('voucher_code=BIG50&no_albums=100')).json().data.checkout;
      expect(enough.voucher.status).toBe('valid');
      expect(enough.voucher.discount).toBe(5000);

      expect(
        (
          await create({
            code: 'OLD20',
            kind: 'percentage',
            percent_off: 20,
            valid_until: '2020-01-01T00:00:00Z',
          })
        ).statusCode,
      ).toBe(201);
      const old = (await checkout('voucher_code=OLD20')).json().data.checkout;
      expect(old.voucher).toMatchObject({
        status: 'inactive',
        error_message: 'This voucher is no longer active.',
      });

      expect(
        (await create({ code: 'ONCE', kind: 'percentage', percent_off: 5, usage_limit: 1 })).statusCode,
      ).toBe(201);
      // An order takes the voucher's only use; a second cannot, and the checkout then says it is taken.
      expect(await redeemVoucher(server.ctx.db, 'once')).toBe(true);
      expect(await redeemVoucher(server.ctx.db, 'ONCE')).toBe(false);
      const taken = (await checkout('voucher_code=ONCE')).json().data.checkout;
      expect(taken.voucher).toMatchObject({
        status: 'taken',
        error_message: 'This voucher has already been used.',
        discount: 0,
      });
      expect(await redeemVoucher(server.ctx.db, 'NO-SUCH-CODE')).toBe(false);
    });

    it('refuses duplicates, incomplete vouchers and non-admins', async () => {
      const duplicate = await create({ code: 'Demo10', kind: 'percentage', percent_off: 5 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toMatchObject({ code: 'voucher_code_taken', field: 'code' });
      const incomplete = await create({ code: 'HALF', kind: 'percentage' });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().error.field).toBe('percent_off');
      expect((await create({ code: 'MINE', kind: 'percentage', percent_off: 99 }, owner)).statusCode).toBe(
        403,
      );
    });
  });
});
