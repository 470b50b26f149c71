/**
 * The JSON shapes of the REST API v1, shared by the server (which imports these types to answer them) and the
 * client. Every successful answer is `{data: ...}`; every error `{error: {code, message, field?}}`.
 * Names follow the specifications, including the places where they give two spellings (both are sent).
 */
import type {
  AlbumCategory,
  AlbumContent,
  AlbumImage,
  Fonts,
  Language,
  PreflightReport,
  RenderJob,
  RenderJobParams,
  RenderJobState,
  StickerTemplateSettings,
  Sticker,
} from '@album/editor-core';

export type { AlbumCategory, AlbumContent, AlbumImage, Fonts, Language, Sticker };
export type { PreflightReport, RenderJob, RenderJobParams, RenderJobState };

/** The error body of every failed call. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    field?: string;
    details?: Array<{ field?: string; message: string }>;
  };
}

/** Head count band of an organisation (sign-up form). */
export type OrganizationSize = '1-150' | '151-200' | '201-1000' | '1000+';
/** The user's role in their organisation (sign-up form). */
export type OrganizationRole = 'member' | 'lead' | 'senior' | 'executive';

/** The organisation an account belongs to. */
export interface Organization {
  id: string;
  name: string;
  size: OrganizationSize;
  contactName: string;
  phone: string;
  contactRole: OrganizationRole;
}

/** An organisation as sent when signing up or editing it (without its id). */
export type OrganizationInput = Omit<Organization, 'id'>;

/** An account: identity, roles, language, organisations and consent. */
export interface User {
  id: string;
  /** Same as `id` (the specification's `sub`). */
  sub: string;
  email: string;
  nickname: string;
  picture: string | null;
  roles: Array<'admin'>;
  locale: Language;
  organizations: Organization[];
  activated: boolean;
  cookie_consent: Record<string, unknown> | null;
}

/** What sign-in answers: the bearer token, its expiry and the user. */
export interface Session {
  /** Bearer token for `Authorization`. */
  token: string;
  /** ISO time at which the token stops working. */
  expires_at: string;
  user: User;
}

/** Which onboarding steps of an album are done. */
export interface OnboardingState {
  has_invitations: boolean;
  has_title_and_release_date: boolean;
  has_sticker: boolean;
  has_updated_section: boolean;
  has_updated_sticker_link_config: boolean;
  has_image: boolean;
}

/** An album as listed (`GET /albums`): everything but the content. */
export interface AlbumSummary {
  id: string;
  /** Same as `id`. */
  identifier: string;
  title: string;
  /** `yyyy-mm-dd` or null. */
  releaseDate: string | null;
  release_date: string | null;
  created_at: string;
  updated_at: string;
  /** Id of the owning user; null for viewers who came through a preview or render token. */
  owner_identifier: string | null;
  language: Language;
  locked: boolean;
  category: AlbumCategory | null;
  /** True for albums that are templates. */
  blueprint: boolean;
  blueprint_album_id: string | null;
  blueprint_title: string | null;
  blueprint_category: AlbumCategory | null;
  cover_preview_url: string | null;
  emailNotificationsEnabled: boolean;
  email_notifications_enabled: boolean;
  /** `/album/{id}/preview/{token}`; null for viewers who came through a preview or render token. */
  albumPreviewPath: string | null;
  album_preview_path: string | null;
  /** The organisation the album was made for, with its contact; null without one and for preview or render viewers. */
  organization: Organization | null;
  stickerTemplateSettings: StickerTemplateSettings;
  hasOrder: boolean;
  ordered: boolean;
  /** The album's latest order; null before the first and for viewers who came through a preview or render token. */
  last_order_id: string | null;
}

/** The full album (`data.album` of `GET /albums/:id`): summary, settings and the nested content. */
export interface Album extends AlbumSummary, AlbumContent {
  /** Version of the content, to name in `PUT /albums/:id/document`. */
  version: number;
  custom_fonts: string[];
  bookSpine: boolean;
  stickerUploadEnabled: boolean;
  stickerUploadWhiteLabel: boolean;
  stickerUploadContent: string;
  stickerUploadCustomDomain: string | null;
  stickerUploadRequirePosition: boolean;
  /** `/s/{token}`, the public sticker link; null for preview and render viewers. */
  stickerUploadsPath: string | null;
  /** Which first steps the owner has done; null for viewers who came through a preview or render token. */
  onboardingState: OnboardingState | null;
}

/** Body of `POST /albums`: the wizard state, `analytics_metadata` and `empty_inside`. */
export interface CreateAlbumInput {
  blueprint_id?: string | null;
  blueprint_category?: AlbumCategory | null;
  /** The workspace edited in the wizard; defaults to the blueprint's. */
  workspace?: AlbumContent['workspace'];
  stickers?: Sticker[];
  colors?: string[];
  fonts?: Fonts;
  stickerTemplateId?: string;
  stickerTemplateSettings?: StickerTemplateSettings;
  album?: { title?: string; releaseDate?: string | number | null; language?: Language };
  /** Business step of the wizard, for users without an organisation. */
  organization?: OrganizationInput;
  analytics_metadata?: Record<string, unknown>;
  /** Keep the cover pages of the blueprint and empty the inner spreads (and drop its stickers). */
  empty_inside?: boolean;
}

/** Body of `PATCH /albums/:id`: any of the variants of both specifications (combinable). */
export interface AlbumPatch {
  title?: string;
  releaseDate?: string | number | null;
  fonts?: Fonts;
  locked?: boolean;
  stickerUploadEnabled?: boolean;
  stickerUploadWhiteLabel?: boolean;
  stickerUploadContent?: string;
  stickerUploadCustomDomain?: string | null;
  stickerUploadRequirePosition?: boolean;
  email_notifications_enabled?: boolean;
  language?: Language;
}

/** Body of `PUT /albums/:id/document`: the nested content and the version it was based on. */
export interface DocumentSave {
  version: number;
  content: Omit<AlbumContent, 'images'> & { images?: AlbumImage[] };
}

/** The answer to saving an album's content: its new version. */
export interface DocumentSaved {
  version: number;
  updated_at: string;
}

/** An invitation to edit an album, sent to an e-mail address. */
export interface Invitation {
  id: string;
  email: string;
  created_at: string;
  /** `/invitations/{token}/accept`: the link the invitation mail carries, for the owner to pass on. Owners only. */
  accept_path?: string;
  /** In the answer of `POST /albums/:id/invitations`: whether the invitation mail went out. */
  mail_sent?: boolean;
}

/** `GET /public/invitations/:token`. */
export interface InvitationLanding {
  id: string;
  email: string;
  created_at: string;
  album_id: string;
  album_title: string;
  inviter_email: string;
}

/** A user who may edit an album (its owner or an invited editor). */
export interface Association {
  id: string;
  owner: boolean;
  user: { id: string; email: string; picture: string | null };
}

/** A template album in the catalogue listing. */
export interface BlueprintSummary {
  id: string;
  title: string;
  blueprint_category: AlbumCategory;
  cover_preview_url: string | null;
}

/** A template album with its content, to start an album from. */
export interface Blueprint extends BlueprintSummary, AlbumContent {
  sections: Array<{ id: string; name: string }>;
}

/** A sticker submitted through the public sticker link, waiting to be merged into the album. */
export interface StickerUpload {
  id: string;
  name: string;
  last_name: string | null;
  position: string | null;
  /** Image (model sticker) of the upload, with its blob URLs. */
  image: AlbumImage | null;
  section_id: string | null;
  merged_at: string | null;
  created_at: string;
  /**
   * The photo check's verdict on the upload's photo (hosts/server/src/photo-check), null while it has not been made
   * (it is then made in the background for the next read). The server always sends the field; it is optional so
   * that answers recorded before the check existed still read as "no verdict".
   */
  photo_check?: PhotoCheck | null;
}

/** The checks of the photo check, in the order their hints are shown (message `photo_check.<code>`). */
export type PhotoCheckCode = 'face' | 'face_size' | 'one_face' | 'sharpness' | 'lighting' | 'resolution';

/** One check of a photo check: whether it passed and, where there is one, what was measured. */
export interface PhotoCheckItem {
  code: PhotoCheckCode;
  ok: boolean;
  /** The measure (face share 0..1, people, sharpness, grey level 0..255, dpi); absent where there is none. */
  value?: number;
}

/** Will this photo print well as a sticker (issue #24)? */
export interface PhotoCheck {
  /** Every check passed. */
  ok: boolean;
  checks: PhotoCheckItem[];
  /** The face the photo is about, in 0..1 of the image's width and height; absent without a face. */
  face?: FaceBox;
}

/** A correction the organiser makes to an upload before it becomes a sticker (`merge` of sticker uploads). */
export interface StickerUploadCorrection {
  /** The first name, or the whole sticker name with `last_name: null`. */
  name?: string;
  last_name?: string | null;
  position?: string | null;
  /** The chapter; one that no longer exists falls back to the first chapter. */
  section_id?: string | null;
}

/** `GET /public/sticker_uploads/:token`. */
export interface StickerUploadConfig {
  title: string;
  content: string;
  white_label: boolean;
  require_position: boolean;
  sections: Array<{ id: string; name: string }>;
}

/** Body of `POST /public/sticker_uploads/:token`. */
export interface StickerUploadInput {
  sticker_upload: {
    name: string;
    last_name?: string | null;
    position?: string | null;
    section_id?: string | null;
    blob_id: string;
    client_id: string;
    details?: { width?: number; height?: number };
  };
}

/** The answer to merging sticker uploads: the stickers created and the album version. */
export interface MergeResult {
  merged_at: string;
  stickers: Sticker[];
  version: number;
}

/** A preflight message of the checkout: a message key for translation and its values. */
export interface CheckoutMessage {
  key: string;
  values?: Record<string, string | number>;
  /** Id of the node or sticker concerned, when there is one. */
  target?: string;
}

/** The preflight part of an album's checkout: its problems, the full preflight, and the album. */
export interface Checkout {
  errors: CheckoutMessage[];
  /** The full preflight of the content (editor-core's `preflight`): findings and statistics per rule. */
  preflight: PreflightReport;
  album: { id: string; title: string; release_date: string | null };
  blueprint_category: AlbumCategory | null;
}

/**
 * The whole answer of `GET /albums/:id/checkout`: the preflight (`Checkout`) and the priced order. Kept apart from
 * `Checkout` so code that only reads the preflight (the editor's order button) need not know about prices.
 */
export interface PricedCheckout extends Checkout, CheckoutPricing {}

/** The price part of the checkout answer. */
export interface CheckoutPricing {
  /** The order priced: what was asked, with the server's defaults filled in. */
  no_albums: number;
  country_code: string;
  sticker_packaging_type: 'stickerpack' | 'stickerbox_single_variety';
  order_features: string[];
  /** The album-count range of the album's category (and the default the slider starts at). */
  album_count: { min: number; max: number; default: number };
  line_items: CheckoutLineItem[];
  /** Money in integer cents (EUR) with its text in the album's language: net after the voucher, tax, gross. */
  amount: number;
  amount_human: string;
  tax_value: number;
  tax_value_human: string;
  amount_gross: number;
  amount_gross_human: string;
  /** `yyyy-mm-dd`, and as the album's language writes it. */
  estimated_delivery_date: string;
  estimated_delivery_date_human: string;
  /** The album's event date is less than a day after the estimated delivery (the checkout warns). */
  delivery_warning: boolean;
  available_features: CheckoutFeature[];
  /** The voucher asked about (null: none). */
  voucher: CheckoutVoucher | null;
}

/** A priced line of the checkout (net cents for this many albums). */
export interface CheckoutLineItem {
  product: string;
  title: string;
  description: string;
  quantity: number;
  amount: number;
  amount_human: string;
}

/** An optional feature the order can add, with what it adds (gross) at the asked album count. */
export interface CheckoutFeature {
  product: string;
  title: string;
  text: string;
  amount_gross: number;
  amount_gross_human: string;
  selected: boolean;
}

/** How a voucher code stands against this order. */
export type VoucherStatus = 'valid' | 'invalid' | 'inactive' | 'taken' | 'below_minimum_amount';

/** The voucher of a checkout: its status and what it takes off (net cents; 0 unless valid). */
export interface CheckoutVoucher {
  code: string;
  status: VoucherStatus;
  /** The translated success line (valid) or error (every other status). */
  message: string;
  /** The translated error of an invalid status (null when valid), as the specification's `error_message`. */
  error_message: string | null;
  discount: number;
  discount_human: string;
}

/** A voucher as an admin creates it (`POST /admin/vouchers`). */
export interface VoucherInput {
  code: string;
  kind: 'percentage' | 'fixed';
  /** 1..100, with kind `percentage`. */
  percent_off?: number;
  /** Cents, with kind `fixed`. */
  amount_off_cents?: number;
  minimum_net_cents?: number;
  valid_from?: string | null;
  valid_until?: string | null;
  usage_limit?: number | null;
}

/** A stored voucher (its code upper-case). */
export interface Voucher {
  id: string;
  code: string;
  kind: 'percentage' | 'fixed';
  percent_off: number | null;
  amount_off_cents: number | null;
  minimum_net_cents: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  uses: number;
  created_at: string;
}

/** The order options a checkout is priced for. */
export interface CheckoutQuery {
  no_albums?: number;
  country_code?: string;
  sticker_packaging_type?: 'stickerpack' | 'stickerbox_single_variety';
  order_features?: string[];
  voucher_code?: string;
}

/** A named palette of five colours. */
export interface ColorPreset {
  id: string;
  name: string;
  /** Five colours `#rrggbb`. */
  colors: string[];
}

/** A named set of fonts for the font roles. */
export interface FontPreset {
  id: string;
  name: string;
  fonts: Fonts;
}

/** `POST /uploads`: where to send the bytes of a direct upload. */
export interface UploadTarget {
  blob_id: string;
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
  max_byte_size: number;
}

/** Answer of the `PUT upload_url` of a direct upload. */
export interface UploadedBlob {
  blob_id: string;
  byte_size: number;
  content_type: string;
  checksum: string;
}

/** Body of `POST /uploads`. */
export interface UploadRequest {
  filename: string;
  content_type?: string;
  byte_size?: number;
  model?: 'image' | 'sticker';
  /** Anonymous uploads through a public sticker link. */
  sticker_upload_token?: string;
  client_id?: string;
}

/** Body of `POST /albums/:id/images`. */
export interface CreateImageInput {
  blob_id: string;
  model?: 'image' | 'sticker';
  details?: {
    width?: number;
    height?: number;
    face?: { x: number; y: number; width: number; height: number } | null;
  };
}

/** A stock photo of a search result. */
export interface StockPhoto {
  id: number;
  width: number;
  height: number;
  photographer: string;
  photographer_url: string | null;
  url: string | null;
  alt: string;
  avg_color: string | null;
  src: { tiny: string; small: string; medium: string; large: string; large2x: string; original: string };
  licence?: string;
  licence_url?: string;
}

/** One page of stock photo search results. */
export interface StockSearchPage {
  provider: 'pexels' | 'offline';
  page: number;
  per_page: number;
  total_results: number;
  photos: StockPhoto[];
}

/** A detected face in image pixels. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A render job as the API answers it (`POST /exports/render_jobs`, `GET /render_jobs`). */
export interface RenderJobAnswer extends RenderJob {
  album_id: string;
  /**
   * `exists` only in the answer to a creation whose settings were already rendered for the same album version:
   * the job answered is the earlier one, with its file.
   */
  state: RenderJobState;
  /** Signed download URL (valid 12 to 24 hours; list again for a fresh one), once finished. */
  file_url: string | null;
  /** Name, size in bytes and page count of the file, once finished. */
  file_name: string | null;
  byte_size: number | null;
  pages: number | null;
  /** Why the job failed: a message key (`renderJob.error.*`) and an English text, else null. */
  error_code: string | null;
  error: string | null;
  updated_at: string;
  finished_at: string | null;
}

/**
 * `render_job.params` of `POST /exports/render_jobs`: the export form's settings without label, preset and custom.
 * `dpi` and `range` may stay the text the form holds (`"300"`, `"1-3,5"`) or be the parsed values.
 */
export interface RenderJobInput extends Omit<RenderJobParams, 'album_id' | 'dpi' | 'range'> {
  dpi: number | string;
  range: number[] | string;
}

/** Answer of `POST /exports/render_jobs`: the job and a render token for `/render` of its album. */
export interface RenderJobCreated {
  render_job: RenderJobAnswer;
  meta: { token: string };
}

/** Answer of `POST /albums/:id/render_token`: a render token for `/render` of the album, without a job. */
export interface RenderToken {
  /** Sent as `X-Render-Token` to `GET /albums/:id/render_data`; the same kind a job start answers in `meta.token`. */
  render_token: string;
  /** ISO 8601 time after which the server refuses the token (401). */
  expires_at: string;
}

/** One step of an order's progress (payment, albums, shipment): done with its date and a link, or still pending. */
export interface OrderStatusStep {
  status: 'pending' | 'done';
  date: string | null;
  target_url: string | null;
}

/** The shipping address of an order. */
export interface OrderAddress {
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
}

/** A line of an order (what is printed and sent; prices stay on the order). */
export interface OrderLineItem {
  id: string;
  title: string;
  product: string;
  description: string | null;
  quantity: number;
}

/** An entry of an order's timeline: a signal (`review_feedback`, ...) with its translated title. */
export interface OrderUpdate {
  id: string;
  signal: string;
  title: string;
  human_title: string;
  message: string | null;
  metadata: Record<string, unknown>;
  target_url: string | null;
  created_at: string;
}

/** The invoice of an order. */
export interface OrderInvoice {
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  number: string;
  hosted_invoice_url: string | null;
  pdf_url: string | null;
}

/** A comment on an order: review feedback of the customer or a note of the staff. */
export interface OrderComment {
  id: string;
  order_id: string;
  completed: boolean;
  content: string;
  email: string;
  created_at: string;
}

/** The album an order printed, as it stood when ordered (title, cover) with its current lock. */
export interface OrderAlbum {
  id: string;
  title: string;
  cover_preview_url: string | null;
  release_date: string | null;
  locked: boolean;
}

/** An order as its detail page shows it. Money in integer cents (EUR). */
export interface Order {
  id: string;
  /** The order number the customer sees (e.g. `SA-2026-00042`). */
  name: string;
  status_message: string | null;
  created_at: string;
  email: string;
  comment: string | null;
  /** Net cents. */
  amount: number;
  amount_gross: number;
  amount_net_human: string;
  amount_gross_human: string;
  album: OrderAlbum;
  design_check: boolean;
  shipping_address: OrderAddress | null;
  transfer_status: OrderStatusStep;
  albums_status: OrderStatusStep;
  shipment_status: OrderStatusStep;
  line_items: OrderLineItem[];
  order_updates: OrderUpdate[];
  invoice: OrderInvoice | null;
  tracking_code: string | null;
  user_email: string;
}

/** An order as lists show it. */
export type OrderSummary = Omit<Order, 'line_items' | 'order_updates'>;

/**
 * Body of `POST /orders` (snake_case). The server validates every field again and prices the order itself: an
 * amount sent along is ignored.
 */
export interface OrderForm {
  album_id: string;
  organization?: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Already formatted: dialling prefix with 00, a space, the number without leading zeros (`0049 1701234567`). */
  phone: string;
  address1: string;
  address2?: string;
  zip_code: string;
  city: string;
  country_code: string;
  no_albums: number;
  comment?: string;
  order_features: string[];
  voucher_code?: string;
  quote_name?: string;
  sticker_packaging_type: 'stickerpack' | 'stickerbox_single_variety';
  /** `YYYY-MM-DD`. */
  release_date: string;
  print_consent: boolean;
}

/** Page numbers of a paged list. */
export interface Pagination {
  total_pages: number;
  current_page: number;
  total_count: number;
}

/** `GET /orders/:id/delivery_note`: the delivery note's PDF (address and line items, no prices). */
export interface OrderDeliveryNote {
  pdf_url: string;
}

/** State of an order's print-file transfer as `GET /orders/:id/esveco_artifact` answers it. */
export type OrderArtifactStatus = 'none' | 'running' | 'done' | 'failed';

/** `GET /orders/:id/esveco_artifact`: the ZIP of the production files once transferred. */
export interface OrderArtifact {
  /** A signed link to the ZIP while `status` is `done`, otherwise null. */
  blob_url: string | null;
  status: OrderArtifactStatus;
}

/** A production file of an order (a PDF inside the transfer ZIP). */
export interface OrderExportFile {
  /** Path inside the ZIP, e.g. `cover.pdf`. */
  name: string;
  kind: 'cover' | 'inside' | 'stickers' | 'stickerpack';
  /** Bytes. */
  size: number;
  /** Lower-case hex SHA-256 of the file. */
  sha256: string;
  pages: number | null;
}

/** An address in the order export. */
export interface OrderExportAddress {
  organization: string | null;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string | null;
  zip_code: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  phone: string | null;
}

/**
 * The order export for print partners (`GET /orders/:id/esveco_json`), schema version 1. Documented with its JSON
 * Schema in `docs/order-export.md`; fields are only added within a version, never renamed or removed.
 */
export interface OrderExport {
  schema_version: 1;
  /** ISO time of the export. */
  exported_at: string;
  order: {
    id: string;
    name: string;
    created_at: string;
    /** Event date, `YYYY-MM-DD`. */
    release_date: string | null;
    status_message: string | null;
    comment: string | null;
    design_check: boolean;
    /** Albums ordered (the `album` line item's quantity). */
    no_albums: number;
    sticker_packaging_type: 'stickerpack' | 'stickerbox_single_variety';
    order_features: string[];
    quote_name: string | null;
    currency: 'EUR';
    amount_net_cents: number;
    amount_gross_cents: number;
    invoice_number: string | null;
    tracking_code: string | null;
  };
  customer: { email: string; user_email: string };
  shipping_address: OrderExportAddress | null;
  line_items: Array<{
    id: string;
    product: string;
    title: string;
    description: string | null;
    quantity: number;
  }>;
  album: {
    id: string;
    title: string;
    language: Language;
    category: AlbumCategory | null;
    blueprint_album_id: string | null;
    /** Content version the production files were (or will be) rendered from. */
    content_version: number;
    /** Spreads of the album's layout. */
    spread_count: number;
    sticker_count: number;
  };
  production: {
    status: 'pending' | 'done';
    /** ISO time the transfer was delivered; null before. */
    transferred_at: string | null;
    /** The ZIP delivered, once transferred. */
    artifact: { name: string; size: number; sha256: string } | null;
    /** Its files (empty before the transfer). */
    files: OrderExportFile[];
  };
}

// ---- Staff: order administration, dashboards, order signals and affiliate partners (issue #17) ----

/** Body of `PATCH /orders/:id` (admins): any of these; with `amount` alone the gross is `trunc(amount x 1.19)`. */
export interface OrderEdit {
  email?: string;
  comment?: string | null;
  /** Net cents. */
  amount?: number;
  /** Gross cents; derived from `amount` when only the net is sent. */
  amount_gross?: number;
  name?: string;
  /** `YYYY-MM-DD`, or null to clear the event date. */
  release_date?: string | null;
  status_message?: string | null;
}

/** Body of `PATCH /orders/:id/shipping_address` (admins): the fields to change. */
export type OrderAddressEdit = Partial<Omit<OrderAddress, 'id'>>;

/** Body of `POST /orders/:id/line_items`; `PATCH` takes any of the fields. */
export interface OrderLineItemInput {
  product: string;
  description: string | null;
  quantity: number;
  /** Defaults to the product id. */
  title?: string;
}

/** An order signal with whether the order has used it (`GET /orders/:id/signals`), in the specification's order. */
export interface OrderSignalState {
  signal: string;
  title: string;
  human_title: string;
  used: boolean;
}

/** Body of `POST /orders/:id/order_updates`: a signal not used yet on the order. */
export interface OrderUpdateInput {
  signal: string;
  /** `albums_shipped` needs `tracking_code`; `shipment_created` needs `tracking_url` (a full http(s) URL). */
  metadata?: Record<string, unknown>;
  /** `shipment_created` only: mail the tracking link to the customer. */
  trigger_email?: boolean;
}

/** Tabs of the staff dashboard's orders table. */
export type OrderDashboardScope =
  'show_all' | 'pending_review' | 'pending_transfer' | 'pending_shipment' | 'shipped';
/** Tabs of the staff dashboard's albums table. */
export type AlbumDashboardScope = 'show_all' | 'updated_today' | 'with_order';

/** Query of `GET /orders/dashboard` and `GET /albums/dashboard`. */
export interface DashboardQuery<Scope extends string = string> {
  /** From 1. */
  page?: number;
  /** 20 by default, at most 100. */
  per?: number;
  scope?: Scope;
  /** Order id, name, e-mail or album title (part of it, any case). */
  query?: string;
  sort_by?: 'release_date' | 'created_at';
  sort_order?: 'asc' | 'desc';
}

/** `GET /orders/dashboard`: a page of orders, the count of every scope for the current search, the pages. */
export interface OrdersDashboard {
  orders: OrderSummary[];
  meta: Record<OrderDashboardScope, number>;
  pagination: Pagination;
}

/** A row of the albums table of the staff dashboard. */
export interface DashboardAlbum {
  id: string;
  title: string;
  cover_preview_url: string | null;
  created_at: string;
  updated_at: string;
  release_date: string | null;
  has_order: boolean;
}

/** `GET /albums/dashboard`. */
export interface AlbumsDashboard {
  albums: DashboardAlbum[];
  meta: Record<AlbumDashboardScope, number>;
  pagination: Pagination;
}

/** The two audiences a partner links to, each with its own landing link and source tag. */
export type AffiliateAudience = 'wedding' | 'business';

/** An affiliate partner (`GET/POST /admin/partners`). */
export interface Partner {
  id: string;
  name: string;
  /** The secret of the partner's links and of its conversions page. */
  url_token: string;
  /** Landing link per audience, relative to the app: `/?ref=<url_token>&aud=wedding`. */
  url_source: Record<AffiliateAudience, string>;
  created_at: string;
}

/**
 * What the app sends as `analytics_metadata` in the sign-up body and in `POST /albums` after a partner's landing
 * link (`/?ref=<partner_token>&aud=<source>`); other keys are kept as they are.
 */
export interface AffiliateReferral {
  partner_token?: string;
  source?: AffiliateAudience | string;
}

/** Conversions per month (`YYYY-MM`, oldest first) and in total. */
export interface ConversionSeries {
  total_count: number;
  data: Array<{ month: string; count: number }>;
}

/** `GET /public/affiliate_conversions?token=`: a partner's referred albums and orders by month. */
export interface AffiliateConversions {
  album_conversions: ConversionSeries;
  order_conversions: ConversionSeries;
  url_source: Record<AffiliateAudience, string>;
}
