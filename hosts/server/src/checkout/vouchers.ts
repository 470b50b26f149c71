/**
 * `POST /api/v1/admin/vouchers` (admins only): creates a voucher. Body `{code, kind: 'percentage' | 'fixed',
 * percent_off? (1..100, with percentage), amount_off_cents? (with fixed), minimum_net_cents?, valid_from?,
 * valid_until?, usage_limit?}`; the code is stored upper-case (codes match without regard to case). Answers 201
 * `{data: {voucher}}`; 400 `invalid_input` (field), 409 `voucher_code_taken` (field `code`), 403 `admin_only`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Voucher } from '@album/api-client';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { newId } from '../http/ids';
import { parseInput } from '../http/validate';
import { normaliseVoucherCode } from './price-list';

const instant = z.iso.datetime({ offset: true }).nullable().optional();

const voucherSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
    kind: z.enum(['percentage', 'fixed']),
    percent_off: z.number().int().min(1).max(100).optional(),
    amount_off_cents: z.number().int().min(1).max(10_000_000).optional(),
    minimum_net_cents: z.number().int().min(0).max(100_000_000).optional(),
    valid_from: instant,
    valid_until: instant,
    usage_limit: z.number().int().min(1).nullable().optional(),
  })
  .refine((v) => v.kind !== 'percentage' || v.percent_off !== undefined, {
    message: 'a percentage voucher needs percent_off',
    path: ['percent_off'],
  })
  .refine((v) => v.kind !== 'fixed' || v.amount_off_cents !== undefined, {
    message: 'a fixed voucher needs amount_off_cents',
    path: ['amount_off_cents'],
  })
  .refine((v) => !v.valid_from || !v.valid_until || Date.parse(v.valid_until) > Date.parse(v.valid_from), {
    message: 'must be after valid_from',
    path: ['valid_until'],
  });

/** The admin's voucher route. */
export const voucherRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.post('/admin/vouchers', async (request, reply) => {
    await ctx.auth.requireAdmin(request);
    const input = parseInput(voucherSchema, request.body);
    const code = normaliseVoucherCode(input.code);
    const row = await ctx.db
      .insertInto('vouchers')
      .values({
        id: newId(),
        code,
        kind: input.kind,
        percent_off: input.kind === 'percentage' ? (input.percent_off ?? null) : null,
        amount_off_cents: input.kind === 'fixed' ? (input.amount_off_cents ?? null) : null,
        minimum_net_cents: input.minimum_net_cents ?? 0,
        valid_from: input.valid_from ? new Date(input.valid_from) : null,
        valid_until: input.valid_until ? new Date(input.valid_until) : null,
        usage_limit: input.usage_limit ?? null,
      })
      // A taken code inserts nothing: answered as a conflict rather than a database error.
      .onConflict((oc) => oc.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(409, 'voucher_code_taken', 'A voucher with this code exists', 'code');
    const voucher: Voucher = {
      id: row.id,
      code: row.code,
      kind: row.kind,
      percent_off: row.percent_off,
      amount_off_cents: row.amount_off_cents,
      minimum_net_cents: row.minimum_net_cents,
      valid_from: row.valid_from?.toISOString() ?? null,
      valid_until: row.valid_until?.toISOString() ?? null,
      usage_limit: row.usage_limit,
      uses: row.uses,
      created_at: row.created_at.toISOString(),
    };
    reply.status(201);
    return { data: { voucher } };
  });
};
