/**
 * The first schema: users and organisations, albums with their document, files, sticker uploads, sharing,
 * blueprints, render jobs and the order tables the commerce issue fills later. See `../schema.ts` for meanings.
 */
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

// Migrations see the database as it was when they were written, never the current `Database` type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('oidc_subject', 'text', (c) => c.unique())
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picture', 'text')
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('cookie_consent', 'jsonb', (c) => c.defaultTo(sql`'null'::jsonb`))
    .addColumn('activated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('contact_role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('organization_members')
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('organization_members_pkey', ['organization_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('organization_members_user')
    .on('organization_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('blueprints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('blueprint_category', 'text', (c) => c.notNull())
    .addColumn('cover_preview_url', 'text')
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('albums')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('release_date', 'date')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('category', 'text')
    .addColumn('blueprint_album_id', 'text')
    .addColumn('blueprint_category', 'text')
    .addColumn('blueprint', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_notifications_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('book_spine', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('preview_token', 'text', (c) => c.notNull().unique())
    .addColumn('sticker_upload_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sticker_upload_white_label', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sticker_upload_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sticker_upload_custom_domain', 'text')
    .addColumn('sticker_upload_require_position', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sticker_upload_token', 'text', (c) => c.notNull().unique())
    .addColumn('custom_fonts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('onboarding_events', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('cover_preview_url', 'text')
    .addColumn('last_order_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('albums_owner').on('albums').column('owner_id').execute();

  await db.schema
    .createTable('album_documents')
    .addColumn('album_id', 'text', (c) => c.primaryKey().references('albums.id').onDelete('cascade'))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('blobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('checksum', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_id', 'text')
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'text', (c) => c.references('albums.id').onDelete('cascade'))
    .addColumn('blueprint_id', 'text', (c) => c.references('blueprints.id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('original_blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('full_blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('large_blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('medium_blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('small_blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('filename', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('meta', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('blueprint_image', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('images_album').on('images').column('album_id').execute();
  await db.schema.createIndex('images_blueprint').on('images').column('blueprint_id').execute();

  await db.schema
    .createTable('sticker_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    .addColumn('position', 'text')
    .addColumn('section_id', 'text')
    .addColumn('blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
    .addColumn('client_id', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('merged_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sticker_uploads_album').on('sticker_uploads').column('album_id').execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('invitations_album').on('invitations').column('album_id').execute();

  await db.schema
    .createTable('associations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('associations_album_user', ['album_id', 'user_id'])
    .execute();
  await db.schema.createIndex('associations_user').on('associations').column('user_id').execute();

  await db.schema
    .createTable('render_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_url', 'text')
    .addColumn('error', 'text')
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('render_jobs_album').on('render_jobs').column('album_id').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text')
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  const pendingStep = sql`'{"status":"pending","date":null}'::jsonb`;
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('album_id', 'text', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status_message', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_gross', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('design_check', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('shipping_address_id', 'text', (c) => c.references('addresses.id').onDelete('set null'))
    .addColumn('transfer_status', 'jsonb', (c) => c.notNull().defaultTo(pendingStep))
    .addColumn('albums_status', 'jsonb', (c) => c.notNull().defaultTo(pendingStep))
    .addColumn('shipment_status', 'jsonb', (c) => c.notNull().defaultTo(pendingStep))
    .addColumn('invoice', 'jsonb', (c) => c.defaultTo(sql`'null'::jsonb`))
    .addColumn('tracking_code', 'text')
    .addColumn('release_date', 'date')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('orders_album').on('orders').column('album_id').execute();

  await db.schema
    .createTable('line_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('order_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('signal', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('human_title', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('target_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('order_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'order_comments',
    'order_updates',
    'line_items',
    'orders',
    'addresses',
    'render_jobs',
    'associations',
    'invitations',
    'sticker_uploads',
    'images',
    'blobs',
    'album_documents',
    'albums',
    'blueprints',
    'organization_members',
    'organizations',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
