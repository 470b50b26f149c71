/**
 * Order signals (admins only; 404 for everyone else): `GET /order_signals` lists every signal with its titles,
 * `GET /orders/:id/signals` lists the event form's signals in
 * the specification's order with whether the order used each (`used`), and `POST /orders/:id/order_updates`
 * (`{signal, metadata?, trigger_email?}`) adds one not used yet (409 `signal_used` otherwise), applies its effect
 * (`signal-rules.ts`) and mails the customer where the signal says so. Answers the whole order.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '@album/api-client';
import { createI18n } from '@album/i18n/core';
import type { AppContext } from '../context';
import { json } from '../db/json';
import { notFound } from '../http/errors';
import { isId, newId } from '../http/ids';
import { parseInput } from '../http/validate';
import { ORDER_SIGNALS, signalTitles } from '../orders/signals';
import { orderParams } from './order-input';
import { staffOrderAnswer, staffOrderRow } from './order-lookup';
import { sendSignalMail, signalMessage } from './signal-mail';
import { orderUpdateSchema, signalEffect, STAFF_SIGNALS } from './signal-rules';
import { requireStaff } from './staff-access';

const today = () => new Date().toISOString().slice(0, 10);

export const staffSignalRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  // Every signal a timeline can show (the server's own too), with its titles in the admin's language: the
  // specification's `GET /order_signals`.
  app.get('/order_signals', async (request) => {
    const user = await requireStaff(ctx, request);
    const intl = await createI18n(user.locale);
    return { data: { signals: ORDER_SIGNALS.map((signal) => ({ signal, ...signalTitles(intl, signal) })) } };
  });

  app.get('/orders/:id/signals', async (request) => {
    const user = await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    await staffOrderRow(ctx, id);
    const [rows, intl] = await Promise.all([
      db.selectFrom('order_updates').select('signal').where('order_id', '=', id).execute(),
      createI18n(user.locale),
    ]);
    const used = new Set(rows.map((row) => row.signal));
    return {
      data: {
        signals: STAFF_SIGNALS.map((signal) => ({
          signal,
          ...signalTitles(intl, signal),
          used: used.has(signal),
        })),
      },
    };
  });

  app.post('/orders/:id/order_updates', async (request, reply) => {
    const user = await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    const body = parseInput(orderUpdateSchema, request.body);
    if (!isId(id)) throw notFound('Order');
    const { effect, order } = await db.transaction().execute(async (trx) => {
      // The order's row is locked while its timeline is read, so two staff adding the same signal at once cannot
      // both find it unused.
      const order = await trx
        .selectFrom('orders')
        .innerJoin('albums', 'albums.id', 'orders.album_id')
        .select([
          'orders.id',
          'orders.name',
          'orders.email',
          'orders.transfer_status',
          'albums.title as album_title',
          'albums.language as album_language',
        ])
        .where('orders.id', '=', id)
        .forUpdate('orders')
        .executeTakeFirst();
      if (!order) throw notFound('Order');
      const used = await trx
        .selectFrom('order_updates')
        .select('signal')
        .where('order_id', '=', id)
        .execute();
      const effect = signalEffect(
        body,
        new Set(used.map((row) => row.signal)),
        order.transfer_status,
        today(),
      );
      // Stored in the album's language, the customer's: readers get the titles in their own language anyway.
      const titles = signalTitles(await createI18n(order.album_language), effect.signal);
      await trx
        .insertInto('order_updates')
        .values({
          id: newId(),
          order_id: id,
          signal: effect.signal,
          ...titles,
          message: effect.message,
          metadata: json(effect.metadata),
          target_url: effect.target_url,
        })
        .execute();
      const { transfer_status, albums_status, shipment_status, tracking_code } = effect.order;
      await trx
        .updateTable('orders')
        .set({
          updated_at: new Date(),
          ...(transfer_status ? { transfer_status: json(transfer_status) } : {}),
          ...(albums_status ? { albums_status: json(albums_status) } : {}),
          ...(shipment_status ? { shipment_status: json(shipment_status) } : {}),
          ...(tracking_code !== undefined ? { tracking_code } : {}),
        })
        .where('id', '=', id)
        .execute();
      return { effect, order };
    });
    if (effect.mail) {
      const language: Language = order.album_language;
      const message = signalMessage(
        ctx.config,
        effect.mail,
        { id, name: order.name, email: order.email, album: order.album_title },
        language,
      );
      await sendSignalMail({ config: ctx.config, log: request.log }, message);
    }
    reply.status(201);
    return { data: await staffOrderAnswer(ctx, user, id) };
  });
};
