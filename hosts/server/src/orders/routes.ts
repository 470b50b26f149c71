/**
 * The customer's order routes under `/api/v1` (specification 001, section 7; 000, section 7):
 * - `POST /orders`: places an order (the album's owner, a collaborator or an admin); 201 `{data: {order}}`, or 200
 *   with the earlier order when the `Idempotency-Key` was sent before;
 * - `GET /orders?page&per`: the caller's orders (placed by them or of albums they own), newest first, `per` ≤ 50;
 * - `GET /orders/:id`: who placed it, an owner of its album, or an admin; 404 for everyone else;
 * - `POST /orders/:id/submit_review` `{message}` and `POST /orders/:id/print_approval`: the print review (see
 *   `review.ts`), by the same people as `GET`. Not by collaborators (unless they placed the order): approval sends a
 *   paid order to print for good, which is the decision of whoever ordered and of the album's owner, not of everyone
 *   invited to help with the design (specification 001, section 6, leaves owner decisions to the owner);
 * - `GET /orders/:id/review_comments`: the open comments, newest first, for every member of the album.
 * Writes are rate-limited per user like other mail-sending writes.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderSummary } from '@album/api-client';
import { createI18n } from '@album/i18n/core';
import { readAlbumPreflight } from '../albums/album-preflight';
import type { AuthUser } from '../context';
import type { CoreContext } from '../core-context';
import { HttpError, notFound } from '../http/errors';
import { isId } from '../http/ids';
import { createLimiter } from '../http/rate-limit';
import { idParams } from '../http/schemas';
import { parseInput } from '../http/validate';
import { syncServiceOf } from '../sync';
import { requireOrderAccess } from './access';
import { sendOrderConfirmation, sendReviewMail } from './mail';
import { placeOrder } from './place';
import { approvePrint, reviewMessage, submitFeedback, type ReviewedOrder } from './review';
import { commentWire, loadOrder, orderQuery, orderSummaryWire } from './wire';

/** Page size of the orders list (specification 001, section 9) and the largest a client may ask for. */
export const ORDERS_PER_PAGE = 25;
export const ORDERS_MAX_PER_PAGE = 50;

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per: z.coerce.number().int().min(1).max(ORDERS_MAX_PER_PAGE).default(ORDERS_PER_PAGE),
});

/** An `Idempotency-Key`: any short printable text (clients send a UUID). */
function idempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw new HttpError(
      400,
      'invalid_input',
      'Idempotency-Key must be 1 to 200 printable characters',
      'Idempotency-Key',
    );
  }
  return value;
}

/** The order routes. */
export const orderRoutes: FastifyPluginAsync<CoreContext> = async (
  app: FastifyInstance,
  ctx: CoreContext,
) => {
  const { db, auth } = ctx;
  const mail = { db, config: ctx.config, log: app.log };
  // Placing an order and the review each send mail: limited per user like the other mail-sending writes.
  const writes = createLimiter(app, 'orderWrite', ctx.config.limits.ratePolicies.publicWrite);

  const answer = async (orderId: string, user: AuthUser) => {
    const order = await loadOrder(db, orderId, user.locale);
    if (!order) throw notFound('Order');
    return { data: { order } };
  };

  app.post('/orders', async (request, reply) => {
    const user = await auth.requireUser(request);
    await writes.hit(request, `user/${user.id}`);
    const placed = await placeOrder({
      db,
      albumAccess: (albumId) => auth.requireAlbumAccess(request, albumId, 'member'),
      albumErrors: async (album) => (await readAlbumPreflight(ctx, album)).errors.length,
      userId: user.id,
      body: request.body,
      idempotencyKey: idempotencyKey(request),
      now: new Date(),
    });
    const body = await answer(placed.id, user);
    if (placed.created) {
      const { order } = body.data;
      const album = await db
        .selectFrom('albums')
        .select('language')
        .where('id', '=', order.album.id)
        .executeTakeFirstOrThrow();
      // The mail is worded in the album's language, so its amounts are too.
      const intl = await createI18n(album.language);
      const euros = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
      await sendOrderConfirmation(
        mail,
        {
          id: order.id,
          name: order.name,
          email: order.email,
          album: order.album.title,
          amountNet: euros(order.amount),
          amountGross: euros(order.amount_gross),
        },
        album.language,
      );
    }
    reply.status(placed.created ? 201 : 200);
    return body;
  });

  app.get('/orders', async (request) => {
    const user = await auth.requireUser(request);
    const { page, per } = parseInput(listQuery, request.query);
    // Orders the caller placed, and those of albums the caller owns (a collaborator may order for the owner).
    const mine = orderQuery(db).where((eb) =>
      eb.or([
        eb('orders.user_id', '=', user.id),
        eb.exists(
          eb
            .selectFrom('associations')
            .select('associations.id')
            .whereRef('associations.album_id', '=', 'orders.album_id')
            .where('associations.user_id', '=', user.id)
            .where('associations.owner', '=', true),
        ),
      ]),
    );
    const [rows, total, intl] = await Promise.all([
      mine
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(per)
        .offset((page - 1) * per)
        .execute(),
      mine
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      createI18n(user.locale),
    ]);
    const addressIds = rows.flatMap((row) => (row.shipping_address_id ? [row.shipping_address_id] : []));
    const addresses =
      addressIds.length === 0
        ? []
        : await db.selectFrom('addresses').selectAll().where('id', 'in', addressIds).execute();
    const orders: OrderSummary[] = rows.map((row) =>
      orderSummaryWire(
        intl,
        row,
        addresses.find((a) => a.id === row.shipping_address_id),
      ),
    );
    const count = Number(total.count);
    return {
      data: {
        orders,
        meta: { total_pages: Math.max(1, Math.ceil(count / per)), current_page: page, total_count: count },
      },
    };
  });

  app.get('/orders/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = await auth.requireUser(request);
    await requireOrderAccess(db, user, id);
    return answer(id, user);
  });

  /** After a review: open editors see the new lock at once, and the owners get their mail. */
  const reviewed = async (
    order: ReviewedOrder,
    review: Parameters<typeof sendReviewMail>[1],
    user: AuthUser,
  ) => {
    await syncServiceOf(ctx)?.recheckAlbum(order.album_id);
    await sendReviewMail(mail, review, order, order.language);
    return answer(order.id, user);
  };

  app.post('/orders/:id/submit_review', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = await auth.requireUser(request);
    await requireOrderAccess(db, user, id);
    const message = reviewMessage(request.body);
    await writes.hit(request, `user/${user.id}`);
    const order = await submitFeedback(db, user, id, message);
    return reviewed(order, { kind: 'feedback', message }, user);
  });

  app.post('/orders/:id/print_approval', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = await auth.requireUser(request);
    await requireOrderAccess(db, user, id);
    await writes.hit(request, `user/${user.id}`);
    const order = await approvePrint(db, id);
    return reviewed(order, { kind: 'approval' }, user);
  });

  app.get('/orders/:id/review_comments', async (request) => {
    const { id } = parseInput(idParams, request.params);
    await auth.requireUser(request);
    const order = isId(id)
      ? await db.selectFrom('orders').select(['id', 'album_id']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!order) throw notFound('Order');
    // The comments are about the design, which collaborators fix too: every member of the album reads them.
    // Others learn nothing, not even that the order exists.
    await auth.requireAlbumAccess(request, order.album_id, 'member').catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 403 ? notFound('Order') : error;
    });
    const rows = await db
      .selectFrom('order_comments')
      .selectAll()
      .where('order_id', '=', id)
      .where('completed', '=', false)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { data: { comments: rows.map(commentWire) } };
  });
};
