/**
 * The order export's schema (version 1) as zod, the single source of its JSON Schema: `docs/order-export.schema.json`
 * is `orderExportJsonSchema()` written out (a test keeps the two equal), and `docs/order-export.md` explains it.
 * Within a version fields are only ever added (partners must ignore fields they do not know); a rename or removal
 * is a new `schema_version`.
 */
import { z } from 'zod';
import type { OrderExport } from '@album/api-client';

export const ORDER_EXPORT_SCHEMA_VERSION = 1;
export const ORDER_EXPORT_SCHEMA_ID = 'https://sticker-album.example/schemas/order-export/v1.json';

const isoTime = z.iso.datetime({ offset: true });
const isoDay = z.iso.date();
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const text = z.string();
const nullableText = z.string().nullable();
const count = z.number().int().min(0);

const address = z.object({
  organization: nullableText,
  first_name: text,
  last_name: text,
  address1: text,
  address2: nullableText,
  zip_code: text,
  city: text,
  country_code: z.string().regex(/^[A-Z]{2}$/),
  phone: nullableText,
});

const productionFile = z.object({
  name: text.describe('Path of the file inside the transfer ZIP'),
  kind: z.enum(['cover', 'inside', 'stickers', 'stickerpack']),
  size: count.describe('Bytes'),
  sha256,
  pages: count.nullable(),
});

/** The export of one order. */
export const orderExportSchema = z
  .object({
    schema_version: z.literal(ORDER_EXPORT_SCHEMA_VERSION),
    exported_at: isoTime,
    order: z.object({
      id: text,
      name: text,
      created_at: isoTime,
      release_date: isoDay.nullable().describe('Event date: the albums must arrive before it'),
      status_message: nullableText,
      comment: nullableText,
      design_check: z.boolean(),
      no_albums: count,
      sticker_packaging_type: z.enum(['stickerpack', 'stickerbox_single_variety']),
      order_features: z.array(text),
      quote_name: nullableText,
      currency: z.literal('EUR'),
      amount_net_cents: z.number().int(),
      amount_gross_cents: z.number().int(),
      invoice_number: nullableText,
      tracking_code: nullableText,
    }),
    customer: z.object({ email: text, user_email: text }),
    shipping_address: address.nullable(),
    line_items: z.array(
      z.object({ id: text, product: text, title: text, description: nullableText, quantity: count }),
    ),
    album: z.object({
      id: text,
      title: text,
      language: z.enum(['de', 'en', 'fr', 'it', 'pl']),
      category: z.enum(['business', 'wedding', 'sports', 'birthday', 'school', 'community']).nullable(),
      blueprint_album_id: nullableText,
      content_version: count,
      spread_count: count,
      sticker_count: count,
    }),
    production: z.object({
      status: z.enum(['pending', 'done']),
      transferred_at: isoTime.nullable(),
      artifact: z.object({ name: text, size: count, sha256 }).nullable(),
      files: z.array(productionFile),
    }),
  })
  .meta({ title: 'Order export for print partners, version 1' });

// Both directions: the wire type and the schema describe the same object.
type Exported = z.infer<typeof orderExportSchema>;
export const sameShape: [Exported, OrderExport] extends [OrderExport, Exported] ? true : never = true;

/** The JSON Schema (draft-07, which most validators read) of the export. */
export function orderExportJsonSchema(): Record<string, unknown> {
  // `input` leaves objects open (no `additionalProperties: false`): fields added within version 1 must not make
  // a partner's validation fail.
  const schema = z.toJSONSchema(orderExportSchema, { target: 'draft-7', io: 'input' });
  return { ...schema, $id: ORDER_EXPORT_SCHEMA_ID };
}
