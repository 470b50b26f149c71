/**
 * The staff's order edits (admins only; 404 for everyone else): `PATCH /orders/:id` (details and amounts),
 * `DELETE /orders/:id`, `PATCH /orders/:id/shipping_address`, and the line items `POST /orders/:id/line_items`,
 * `PATCH` / `DELETE /orders/:id/line_items/:itemId`. Each answers the whole order (`{data: {order}}`) so the order
 * page shows what was stored; deletions of the order answer 204.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Updateable } from 'kysely';
import type { AppContext } from '../context';
import type { AddressesTable, OrdersTable } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { isId, newId } from '../http/ids';
import { parseInput } from '../http/validate';
import { grossFromNet } from './gross';
import {
  addressEditSchema,
  lineItemEditSchema,
  lineItemSchema,
  orderEditSchema,
  orderParams,
  partParams,
  REQUIRED_ADDRESS_FIELDS,
} from './order-input';
import { staffOrderAnswer, staffOrderRow } from './order-lookup';
import { requireStaff } from './staff-access';

export const staffOrderRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.patch('/orders/:id', async (request) => {
    const user = await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    const edit = parseInput(orderEditSchema, request.body);
    await staffOrderRow(ctx, id);
    const set: Updateable<OrdersTable> = { updated_at: new Date() };
    if (edit.email !== undefined) set.email = edit.email;
    if (edit.comment !== undefined) set.comment = edit.comment;
    if (edit.name !== undefined) set.name = edit.name;
    if (edit.release_date !== undefined) set.release_date = edit.release_date;
    if (edit.status_message !== undefined) set.status_message = edit.status_message;
    if (edit.amount !== undefined) set.amount = edit.amount;
    // The order page edits the net; the gross follows it unless the staff typed a gross of their own.
    if (edit.amount_gross !== undefined) set.amount_gross = edit.amount_gross;
    else if (edit.amount !== undefined) set.amount_gross = grossFromNet(edit.amount);
    await db.updateTable('orders').set(set).where('id', '=', id).execute();
    return { data: await staffOrderAnswer(ctx, user, id) };
  });

  app.delete('/orders/:id', async (request, reply) => {
    await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    const row = await staffOrderRow(ctx, id);
    await db.transaction().execute(async (trx) => {
      // Line items, timeline and comments go with the order (foreign keys cascade); the address is the order's own.
      await trx.deleteFrom('orders').where('id', '=', id).execute();
      // The album's last order is now its newest remaining one, or none (its `hasOrder` follows).
      await trx
        .updateTable('albums')
        .set({
          last_order_id: sql<string | null>`(select o.id from orders o where o.album_id = albums.id
            order by o.created_at desc, o.id desc limit 1)`,
        })
        .where('last_order_id', '=', id)
        .execute();
      if (row.shipping_address_id !== null) {
        await trx.deleteFrom('addresses').where('id', '=', row.shipping_address_id).execute();
      }
    });
    reply.status(204);
  });

  app.patch('/orders/:id/shipping_address', async (request) => {
    const user = await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    const edit = parseInput(addressEditSchema, request.body);
    const row = await staffOrderRow(ctx, id);
    if (row.shipping_address_id !== null) {
      const set: Updateable<AddressesTable> = { ...edit };
      await db.updateTable('addresses').set(set).where('id', '=', row.shipping_address_id).execute();
    } else {
      // An order without an address (placed before addresses were kept) gets a whole one or none.
      const missing = REQUIRED_ADDRESS_FIELDS.find((field) => edit[field] === undefined);
      if (missing) throw badRequest(`${missing} is required for a new address`, missing);
      const addressId = newId();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('addresses')
          .values({
            id: addressId,
            organization: edit.organization ?? null,
            first_name: edit.first_name!,
            last_name: edit.last_name!,
            address1: edit.address1!,
            address2: edit.address2 ?? null,
            zip_code: edit.zip_code!,
            city: edit.city!,
            country_code: edit.country_code!,
            phone: edit.phone ?? null,
          })
          .execute();
        await trx
          .updateTable('orders')
          .set({ shipping_address_id: addressId, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      });
    }
    return { data: await staffOrderAnswer(ctx, user, id) };
  });

  app.post('/orders/:id/line_items', async (request, reply) => {
    const user = await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    const item = parseInput(lineItemSchema, request.body);
    await staffOrderRow(ctx, id);
    await db
      .insertInto('line_items')
      .values({
        id: newId(),
        order_id: id,
        title: item.title ?? item.product,
        product: item.product,
        description: item.description,
        quantity: item.quantity,
      })
      .execute();
    reply.status(201);
    return { data: await staffOrderAnswer(ctx, user, id) };
  });

  /** The line item `itemId` of order `id`, or 404 (an item of another order is not this order's). */
  async function lineItemOf(id: string, itemId: string) {
    await staffOrderRow(ctx, id);
    const found = isId(itemId)
      ? await db
          .selectFrom('line_items')
          .select('id')
          .where('id', '=', itemId)
          .where('order_id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!found) throw notFound('Line item');
  }

  app.patch('/orders/:id/line_items/:itemId', async (request) => {
    const user = await requireStaff(ctx, request);
    const { id, itemId } = parseInput(partParams, request.params);
    const edit = parseInput(lineItemEditSchema, request.body);
    await lineItemOf(id, itemId);
    await db.updateTable('line_items').set(edit).where('id', '=', itemId).execute();
    return { data: await staffOrderAnswer(ctx, user, id) };
  });

  app.delete('/orders/:id/line_items/:itemId', async (request) => {
    const user = await requireStaff(ctx, request);
    const { id, itemId } = parseInput(partParams, request.params);
    await lineItemOf(id, itemId);
    await db.deleteFrom('line_items').where('id', '=', itemId).execute();
    return { data: await staffOrderAnswer(ctx, user, id) };
  });
};
