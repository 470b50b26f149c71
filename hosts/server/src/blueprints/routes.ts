/**
 * Blueprints (album templates), public so that the wizard and the blueprint preview work before sign-in.
 * `GET /blueprints?q=name` searches titles (case-insensitive substring); `attributes=FULL` adds the content.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Blueprint, BlueprintSummary } from '@album/api-client';
import type { CoreContext } from '../core-context';
import type { BlueprintRow } from '../db/schema';
import { notFound } from '../http/errors';
import { isId } from '../http/ids';
import { categorySchema, idParams } from '../http/schemas';
import { parseInput } from '../http/validate';

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  attributes: z.enum(['FULL', 'BASIC']).optional(),
  category: categorySchema.optional(),
});

function summary(row: BlueprintRow): BlueprintSummary {
  return {
    id: row.id,
    title: row.title,
    blueprint_category: row.blueprint_category,
    cover_preview_url: row.cover_preview_url,
  };
}

async function full(ctx: CoreContext, rows: BlueprintRow[]): Promise<Blueprint[]> {
  if (rows.length === 0) return [];
  const imageRows = await ctx.db
    .selectFrom('images')
    .selectAll()
    .where(
      'blueprint_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const images = await ctx.images.toWire(imageRows);
  return rows.map((row) => {
    const mine = new Set(imageRows.filter((image) => image.blueprint_id === row.id).map((image) => image.id));
    const sections = (row.content.workspace.children ?? [])
      .filter((node) => node.type === 'Section')
      .map((node) => ({ id: node.props.id, name: (node.props as { name: string }).name }));
    return {
      ...summary(row),
      ...row.content,
      images: images.filter((image) => mine.has(image.id)),
      sections,
    };
  });
}

export async function blueprintRoutes(app: FastifyInstance, ctx: CoreContext): Promise<void> {
  const { db } = ctx;

  app.get('/blueprints', async (request) => {
    const query = parseInput(listQuery, request.query);
    let select = db.selectFrom('blueprints').selectAll().where('published', '=', true);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      select = select.where('title', 'ilike', pattern);
    }
    if (query.category) select = select.where('blueprint_category', '=', query.category);
    const rows = await select.orderBy('position').orderBy('title').execute();
    const blueprints = query.attributes === 'FULL' ? await full(ctx, rows) : rows.map(summary);
    return { data: { blueprints } };
  });

  app.get('/blueprints/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const row = isId(id)
      ? await db.selectFrom('blueprints').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('Blueprint');
    const [blueprint] = await full(ctx, [row]);
    return { data: { blueprint } };
  });
}
