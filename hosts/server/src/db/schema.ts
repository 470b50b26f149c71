/**
 * Kysely table types of the server database. Column names are snake_case, exactly as in SQL (no casing plugin):
 * what you read here is what the migrations in `./migrations` create.
 *
 * Conventions shared by every driver (PGlite and pg are normalised in `./connect.ts`):
 * - ids are text (random, url-safe); timestamps are `timestamptz` and read as `Date`;
 * - `date` columns are read as `yyyy-mm-dd` strings; `bigint` and `count(*)` are read as JS numbers;
 * - jsonb columns are written with `json(value)` from `./json` and read back as parsed values.
 */
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AlbumCategory,
  AlbumPayload,
  FaceBox,
  ImageModel,
  Language,
  RenderJobParams,
  RenderJobState,
} from '@album/editor-core';
import type { StoredAlbumContent } from './content';

/** A timestamp column with a default: optional on insert, `Date` on read. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable timestamp column. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A jsonb column: read as `T`, written as the JSON text produced by `json(value)`. */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

export type { Language };

export type Role = 'admin';

export interface UsersTable {
  id: string;
  email: string;
  /** scrypt hash of the embedded sign-in (`scrypt$N$r$p$salt$hash`), null for OIDC-only users. */
  password_hash: string | null;
  /** `sub` of the OpenID Connect provider, when the user signed in through it. */
  oidc_subject: string | null;
  nickname: string;
  picture: string | null;
  roles: JsonWithDefault<Role[]>;
  locale: ColumnType<Language, Language | undefined, Language>;
  cookie_consent: JsonWithDefault<Record<string, unknown> | null>;
  /** Set by `PATCH /users/activate`. */
  activated_at: NullableTimestamp;
  /** The affiliate partner whose landing link the user signed up from (migration 0008). */
  referral_partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The audience of that link: `wedding` or `business` (0008). */
  referral_source: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type OrganizationSize = '1-150' | '151-200' | '201-1000' | '1000+';
export type OrganizationRole = 'member' | 'lead' | 'senior' | 'executive';

export interface OrganizationsTable {
  id: string;
  name: string;
  size: OrganizationSize;
  contact_name: string;
  phone: string;
  contact_role: OrganizationRole;
  created_at: CreatedAt;
}

export interface OrganizationMembersTable {
  organization_id: string;
  user_id: string;
  created_at: CreatedAt;
}

/** Onboarding flags that cannot be derived from the content and are recorded when the event happens. */
export interface OnboardingEvents {
  has_updated_section?: boolean;
  has_updated_sticker_link_config?: boolean;
}

export interface AlbumsTable {
  id: string;
  /** The owner (`owner_identifier` of the specification is this user's id). */
  owner_id: string;
  organization_id: string | null;
  title: string;
  /** `yyyy-mm-dd`. */
  release_date: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<Language, Language | undefined, Language>;
  /** The category chosen in the wizard (the blueprint's category when created from one). */
  category: AlbumCategory | null;
  blueprint_album_id: string | null;
  blueprint_category: AlbumCategory | null;
  /** True for albums that serve as templates (shown with a Template badge). */
  blueprint: ColumnType<boolean, boolean | undefined, boolean>;
  locked: ColumnType<boolean, boolean | undefined, boolean>;
  email_notifications_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** When the owner was last mailed a digest of new sticker uploads (migration 0005); null: never. */
  sticker_uploads_digest_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  book_spine: ColumnType<boolean, boolean | undefined, boolean>;
  /** Token of the read-only preview link; rotated by `PATCH /albums/:id/rotate_album_preview_url_token`. */
  preview_token: string;
  sticker_upload_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sticker_upload_white_label: ColumnType<boolean, boolean | undefined, boolean>;
  sticker_upload_content: ColumnType<string, string | undefined, string>;
  sticker_upload_custom_domain: string | null;
  sticker_upload_require_position: ColumnType<boolean, boolean | undefined, boolean>;
  /** Token of the public sticker link `/s/:token`. */
  sticker_upload_token: string;
  custom_fonts: JsonWithDefault<string[]>;
  onboarding_events: JsonWithDefault<OnboardingEvents>;
  cover_preview_url: string | null;
  last_order_id: string | null;
  /** The affiliate partner the album was created through, or its owner signed up through (migration 0008). */
  referral_partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The audience of the partner's link: `wedding` or `business` (0008). */
  referral_source: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** The nested content of an album (one row per album), saved with an optimistic version. */
export interface AlbumDocumentsTable {
  album_id: string;
  content: Json<StoredAlbumContent>;
  /** Increases by one with every save; `PUT /albums/:id/document` must name the version it read. */
  version: ColumnType<number, number | undefined, number>;
  updated_by: string | null;
  updated_at: CreatedAt;
  /**
   * The automerge heads (of the layout, stickers and settings documents) this snapshot was made from; null until it
   * was made from them (albums stored before 0004, until they are moved). See `albums/content-writer.ts`.
   */
  heads: ColumnType<AlbumHeadsJson | null, string | null | undefined, string | null>;
}

/** The heads of an album's three automerge documents, as JSON. */
export interface AlbumHeadsJson {
  layout: string[];
  stickers: string[];
  settings: string[];
}

/** A content write journalled until its changes are stored in `sync_chunks` (see `albums/content-writer.ts`). */
export interface AlbumPendingWritesTable {
  album_id: string;
  /** The automerge changes of the write, base64, by document kind. */
  changes: Json<Partial<Record<keyof AlbumHeadsJson, string[]>>>;
  created_at: CreatedAt;
}

export type BlobVariant = 'original' | 'full' | 'large' | 'medium' | 'small';

/** A stored file. Written by the files plugin (direct upload target, image variants). */
export interface BlobsTable {
  id: string;
  /** Key inside the storage driver (local disk or S3). */
  key: string;
  filename: string;
  content_type: string;
  byte_size: ColumnType<number, number, number>;
  /** Hex SHA-256 of the bytes, once known. */
  checksum: string | null;
  metadata: JsonWithDefault<Record<string, unknown>>;
  /** Signed-in user who asked for the upload target; null for anonymous sticker-link uploads. */
  created_by: string | null;
  /** Anonymous uploader's session id (sticker link); null otherwise. */
  client_id: string | null;
  /** Set when the bytes have arrived; blobs never completed may be swept. */
  uploaded_at: NullableTimestamp;
  created_at: CreatedAt;
}

/**
 * An image known to an album (or to a blueprint). Several image rows may point at the same blobs (an album created
 * from a blueprint copies the rows, not the files): delete a blob only when no image references it any more.
 */
export interface ImagesTable {
  id: string;
  /** Null for images of a blueprint. */
  album_id: string | null;
  blueprint_id: string | null;
  model: ImageModel;
  original_blob_id: string | null;
  full_blob_id: string | null;
  large_blob_id: string | null;
  medium_blob_id: string | null;
  small_blob_id: string | null;
  filename: string | null;
  /** `{width, height, face?}` in pixels of the original. */
  details: Json<{ width: number; height: number; face?: FaceBox | null }>;
  meta: JsonWithDefault<Record<string, unknown>>;
  tags: JsonWithDefault<string[]>;
  blueprint_image: ColumnType<boolean, boolean | undefined, boolean>;
  /** Hidden or blocked images are listed to admins only. */
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface StickerUploadsTable {
  id: string;
  album_id: string;
  name: string;
  last_name: string | null;
  position: string | null;
  section_id: string | null;
  blob_id: string | null;
  /** Image (model sticker) made from the uploaded blob. */
  image_id: string | null;
  client_id: string | null;
  details: JsonWithDefault<{ width?: number; height?: number }>;
  merged_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface InvitationsTable {
  id: string;
  album_id: string;
  email: string;
  token: string;
  inviter_id: string;
  accepted_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Album users: the owner (owner = true) and collaborators who accepted an invitation. */
export interface AssociationsTable {
  id: string;
  album_id: string;
  user_id: string;
  owner: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface BlueprintsTable {
  id: string;
  /** Stable key of seeded blueprints (`seed:wedding`), so seeding is idempotent. */
  seed_key: string | null;
  title: string;
  blueprint_category: AlbumCategory;
  cover_preview_url: string | null;
  content: Json<StoredAlbumContent>;
  /** Order in lists. */
  position: ColumnType<number, number | undefined, number>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** What a render job renders, captured when it was asked for (see `src/render-jobs/snapshot.ts`). */
export interface RenderJobSnapshot {
  /** The album as `GET /albums/:id/render_data` answered it then. */
  album: AlbumPayload;
  /** Storage key of each image's file in the job's resolution, by image id. */
  files: Record<string, string>;
}

export interface RenderJobsTable {
  id: string;
  album_id: string;
  user_id: string | null;
  /** `queued`, `working`, `finished` or `error` (`exists` is only ever answered, never stored). */
  state: RenderJobState;
  /** 0..100. */
  progress: ColumnType<number, number | undefined, number>;
  /** Not written: answers sign a fresh download URL from `file_blob_id` (signed URLs expire). */
  file_url: string | null;
  /** Readable English reason of a failed job (`error_code` is its message key). */
  error: string | null;
  params: Json<RenderJobParams>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Hash of the rendered album content (content, images and their files) when the job was asked for. */
  album_version: string | null;
  /** Hash of the settings (params without album_id). */
  settings_hash: string | null;
  /** The input of the render; cleared once the job has ended. */
  snapshot: ColumnType<RenderJobSnapshot | null, string | null | undefined, string | null>;
  /** The rendered file, a blob under `renders/`. */
  file_blob_id: string | null;
  /** Pages rendered. */
  pages: number | null;
  /** Message key of the failure, e.g. `renderJob.error.nothingToPrint`. */
  error_code: string | null;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface StatusStep {
  status: 'pending' | 'done';
  date: string | null;
  target?: string | null;
}

export interface OrdersTable {
  id: string;
  album_id: string;
  user_id: string;
  name: string;
  status_message: string | null;
  email: string;
  comment: string | null;
  /** Cents. */
  amount: ColumnType<number, number | undefined, number>;
  amount_gross: ColumnType<number, number | undefined, number>;
  design_check: ColumnType<boolean, boolean | undefined, boolean>;
  shipping_address_id: string | null;
  transfer_status: JsonWithDefault<StatusStep>;
  albums_status: JsonWithDefault<StatusStep>;
  shipment_status: JsonWithDefault<StatusStep>;
  invoice: JsonWithDefault<{ status: string; hosted_invoice_url: string | null } | null>;
  tracking_code: string | null;
  release_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** Form fields of the checkout that have no column of their own. */
  details: JsonWithDefault<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** The album as it was ordered (migration 0007); null for orders placed before. */
  album_snapshot: ColumnType<OrderAlbumSnapshot | null, string | null | undefined, string | null>;
  /** `Idempotency-Key` of the request that placed the order, unique per user (0007). */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The voucher whose use the order counted (0007). */
  voucher_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the voucher took off the net, in cents (0007). */
  discount_net_cents: ColumnType<number, number | undefined, number>;
  /** When printing was approved (0007); final. */
  print_approved_at: NullableTimestamp;
  /** Whether the timeline holds `review_completed`; kept by a trigger on `order_updates` (migration 0008). */
  has_review_completed: ColumnType<boolean, never, never>;
  /** Whether the timeline holds `rejected`; kept by the same trigger (0008). */
  has_rejected: ColumnType<boolean, never, never>;
  /** `transfer_status.status = 'done'`, generated (0008). */
  transfer_done: ColumnType<boolean, never, never>;
  /** `shipment_status.status = 'done'`, generated (0008). */
  shipment_done: ColumnType<boolean, never, never>;
}

/** The state of the album an order was placed for (`orders.album_snapshot`). */
export interface OrderAlbumSnapshot {
  title: string;
  cover_preview_url: string | null;
  /** `album_documents.version` then. */
  version: number;
  /** `album_documents.heads` then (the automerge heads of the content), null for albums not yet moved (0004). */
  heads: AlbumHeadsJson | null;
}

export interface AddressesTable {
  id: string;
  organization: string | null;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string | null;
  zip_code: string;
  city: string;
  country_code: string;
  phone: string | null;
  created_at: CreatedAt;
}

export interface LineItemsTable {
  id: string;
  order_id: string;
  title: string;
  product: string;
  description: string | null;
  quantity: number;
  created_at: CreatedAt;
}

export interface OrderUpdatesTable {
  id: string;
  order_id: string;
  signal: string;
  title: string;
  human_title: string;
  message: string | null;
  metadata: JsonWithDefault<Record<string, unknown>>;
  target_url: string | null;
  created_at: CreatedAt;
}

export interface OrderCommentsTable {
  id: string;
  order_id: string;
  user_id: string | null;
  email: string;
  content: string;
  completed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** An affiliate partner (migration 0008): its landing links carry `url_token`, which also opens its statistics. */
export interface PartnersTable {
  id: string;
  name: string;
  url_token: string;
  created_at: CreatedAt;
}

/** Small key/value store for server state (e.g. whether the demo data was seeded). */
export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: CreatedAt;
}

/** A product of the price list (`0006_pricing`): the album, a sticker packaging or an optional feature. */
export interface ProductsTable {
  id: string;
  kind: 'album' | 'packaging' | 'feature';
  flat_net_cents: ColumnType<number, number | undefined, number>;
  lead_days: ColumnType<number, number | undefined, number>;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A band of a product's graduated per-album price. */
export interface PriceTiersTable {
  product_id: string;
  from_count: number;
  unit_net_cents: number;
}

/** A country the checkout delivers to, with its tax rate (basis points) and shipping time. */
export interface DeliveryCountriesTable {
  country_code: string;
  tax_rate_bp: number;
  shipping_days: number;
}

/** A voucher code: a percentage or a fixed amount off the net, with a minimum, a validity window and a use limit. */
export interface VouchersTable {
  id: string;
  code: string;
  kind: 'percentage' | 'fixed';
  percent_off: number | null;
  amount_off_cents: number | null;
  minimum_net_cents: ColumnType<number, number | undefined, number>;
  valid_from: Date | null;
  valid_until: Date | null;
  usage_limit: number | null;
  uses: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** An issued invoice (migration 0009): what its PDF says, kept as issued. */
export interface InvoicesTable {
  id: string;
  order_id: string;
  /** `INV-{year}-{six digits}` from the `invoice_numbers` sequence. */
  number: string;
  /** Secret of the hosted invoice page. */
  token: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  /** `yyyy-mm-dd`. */
  issue_date: ColumnType<string, string, string>;
  language: string;
  net_cents: number;
  tax_rate_bp: number;
  tax_cents: number;
  gross_cents: number;
  /** Storage key of the PDF. */
  pdf_key: string;
  pdf_size: number;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A production file of a transfer: which render job makes it. */
export interface TransferJob {
  kind: 'cover' | 'inside' | 'stickers' | 'stickerpack';
  render_job_id: string;
}

/** A print-file transfer of an order (migration 0009): render jobs, then one ZIP delivered to the target. */
export interface OrderTransfersTable {
  id: string;
  order_id: string;
  status: 'running' | 'done' | 'failed';
  jobs: Json<TransferJob[]>;
  target: 'folder' | 's3';
  location: string | null;
  artifact_blob_id: string | null;
  manifest: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  error: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

/** The whole database, as Kysely sees it. */
export interface Database {
  users: UsersTable;
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
  albums: AlbumsTable;
  album_documents: AlbumDocumentsTable;
  album_pending_writes: AlbumPendingWritesTable;
  blobs: BlobsTable;
  images: ImagesTable;
  sticker_uploads: StickerUploadsTable;
  invitations: InvitationsTable;
  associations: AssociationsTable;
  blueprints: BlueprintsTable;
  render_jobs: RenderJobsTable;
  orders: OrdersTable;
  addresses: AddressesTable;
  line_items: LineItemsTable;
  order_updates: OrderUpdatesTable;
  order_comments: OrderCommentsTable;
  partners: PartnersTable;
  settings: SettingsTable;
  products: ProductsTable;
  price_tiers: PriceTiersTable;
  delivery_countries: DeliveryCountriesTable;
  vouchers: VouchersTable;
  invoices: InvoicesTable;
  order_transfers: OrderTransfersTable;
}

export type UserRow = Selectable<UsersTable>;
export type AlbumRow = Selectable<AlbumsTable>;
export type AlbumDocumentRow = Selectable<AlbumDocumentsTable>;
export type BlobRow = Selectable<BlobsTable>;
export type NewBlob = Insertable<BlobsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type NewImage = Insertable<ImagesTable>;
export type ImageUpdate = Updateable<ImagesTable>;
export type StickerUploadRow = Selectable<StickerUploadsTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type AssociationRow = Selectable<AssociationsTable>;
export type BlueprintRow = Selectable<BlueprintsTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type RenderJobRow = Selectable<RenderJobsTable>;
