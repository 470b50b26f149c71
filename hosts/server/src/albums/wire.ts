/** Album rows to the wire shapes of `@album/api-client`. */
import type { AlbumImage, StickerTemplateSettings } from '@album/editor-core';
import { DEFAULT_STICKER_TEMPLATE_SETTINGS } from '@album/editor-core';
import type { Album, AlbumSummary, OnboardingState, Organization } from '@album/api-client';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumRow, OrganizationRow } from '../db/schema';

export function organizationWire(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contactName: row.contact_name,
    phone: row.phone,
    contactRole: row.contact_role,
  };
}

export interface SummaryExtras {
  organization: OrganizationRow | null | undefined;
  blueprintTitle: string | null | undefined;
  stickerTemplateSettings: StickerTemplateSettings | null | undefined;
  /**
   * Whether the viewer is a member (owner, collaborator, staff). Only members get the private links and the owner's
   * data (owner id, organisation with its contact details, last order, onboarding state): a preview link is passed
   * around freely and a render token goes to the print pipeline, and neither needs to know who made the album.
   */
  member: boolean;
}

export function previewPath(album: AlbumRow): string {
  return `/album/${album.id}/preview/${album.preview_token}`;
}

export function albumSummary(album: AlbumRow, extras: SummaryExtras): AlbumSummary {
  const { member } = extras;
  const preview = member ? previewPath(album) : null;
  return {
    id: album.id,
    identifier: album.id,
    title: album.title,
    releaseDate: album.release_date,
    release_date: album.release_date,
    created_at: album.created_at.toISOString(),
    updated_at: album.updated_at.toISOString(),
    owner_identifier: member ? album.owner_id : null,
    language: album.language,
    locked: album.locked,
    category: album.category,
    blueprint: album.blueprint,
    blueprint_album_id: album.blueprint_album_id,
    blueprint_title: extras.blueprintTitle ?? null,
    blueprint_category: album.blueprint_category,
    cover_preview_url: album.cover_preview_url,
    emailNotificationsEnabled: album.email_notifications_enabled,
    email_notifications_enabled: album.email_notifications_enabled,
    albumPreviewPath: preview,
    album_preview_path: preview,
    organization: member && extras.organization ? organizationWire(extras.organization) : null,
    stickerTemplateSettings: extras.stickerTemplateSettings ?? { ...DEFAULT_STICKER_TEMPLATE_SETTINGS },
    hasOrder: album.last_order_id !== null,
    ordered: album.last_order_id !== null,
    last_order_id: member ? album.last_order_id : null,
  };
}

export interface AlbumParts {
  album: AlbumRow;
  content: StoredAlbumContent;
  version: number;
  images: AlbumImage[];
  onboarding: OnboardingState;
  organization: OrganizationRow | null | undefined;
  blueprintTitle: string | null | undefined;
  /** See `SummaryExtras.member`. */
  member: boolean;
}

export function albumWire(parts: AlbumParts): Album {
  const { album, content } = parts;
  return {
    ...albumSummary(album, {
      organization: parts.organization,
      blueprintTitle: parts.blueprintTitle,
      stickerTemplateSettings: content.stickerTemplateSettings,
      member: parts.member,
    }),
    version: parts.version,
    workspace: content.workspace,
    stickers: content.stickers,
    images: parts.images,
    colors: content.colors,
    fonts: content.fonts,
    stickerTemplateId: content.stickerTemplateId,
    stickerTemplateSettings: content.stickerTemplateSettings,
    custom_fonts: album.custom_fonts,
    bookSpine: album.book_spine,
    stickerUploadEnabled: album.sticker_upload_enabled,
    stickerUploadWhiteLabel: album.sticker_upload_white_label,
    stickerUploadContent: album.sticker_upload_content,
    stickerUploadCustomDomain: album.sticker_upload_custom_domain,
    stickerUploadRequirePosition: album.sticker_upload_require_position,
    stickerUploadsPath: parts.member ? `/s/${album.sticker_upload_token}` : null,
    onboardingState: parts.member ? parts.onboarding : null,
  };
}
