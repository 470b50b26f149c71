/**
 * The staff's comments on an order (admins only; 404 for everyone else): `GET /orders/:id/comments` (every comment,
 * newest first), `POST` (`{content}`, signed with the admin's e-mail), `PATCH /orders/:id/comments/:commentId`
 * (`{completed}`) and `DELETE`. The customer's own review comments live in the same table (`orders/`); staff see
 * and tick them off here.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { isId, newId } from '../http/ids';
import { parseInput } from '../http/validate';
import { commentWire } from '../orders/wire';
import { commentEditSchema, commentParams, commentSchema, orderParams } from './order-input';
import { staffOrderRow } from './order-lookup';
import { requireStaff } from './staff-access';

export const staffCommentRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get('/orders/:id/comments', async (request) => {
    await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    await staffOrderRow(ctx, id);
    const rows = await db
      .selectFrom('order_comments')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { data: { comments: rows.map(commentWire) } };
  });

  app.post('/orders/:id/comments', async (request, reply) => {
    const user = await requireStaff(ctx, request);
    const { id } = parseInput(orderParams, request.params);
    const { content } = parseInput(commentSchema, request.body);
    await staffOrderRow(ctx, id);
    const row = await db
      .insertInto('order_comments')
      .values({ id: newId(), order_id: id, user_id: user.id, email: user.email, content })
      .returningAll()
      .executeTakeFirstOrThrow();
    reply.status(201);
    return { data: { comment: commentWire(row) } };
  });

  /** 404 for an unknown order or a malformed comment id; the statements below match the comment to the order. */
  async function checkIds(id: string, commentId: string) {
    await staffOrderRow(ctx, id);
    if (!isId(commentId)) throw notFound('Comment');
  }

  app.patch('/orders/:id/comments/:commentId', async (request) => {
    await requireStaff(ctx, request);
    const { id, commentId } = parseInput(commentParams, request.params);
    const { completed } = parseInput(commentEditSchema, request.body);
    await checkIds(id, commentId);
    const row = await db
      .updateTable('order_comments')
      .set({ completed })
      .where('id', '=', commentId)
      .where('order_id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Comment');
    return { data: { comment: commentWire(row) } };
  });

  app.delete('/orders/:id/comments/:commentId', async (request, reply) => {
    await requireStaff(ctx, request);
    const { id, commentId } = parseInput(commentParams, request.params);
    await checkIds(id, commentId);
    const deleted = await db
      .deleteFrom('order_comments')
      .where('id', '=', commentId)
      .where('order_id', '=', id)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('Comment');
    reply.status(204);
  });
};
