/**
 * The settings form of the sticker link panel as data: the draft taken from the album, its validation (spec
 * section 5: the message is required; the server also bounds it at 5,000 characters) and the `PATCH /albums/:id`
 * body of what changed.
 */
import type { Album, AlbumPatch } from '@album/api-client';
import type { StickerLinkDomain } from './link-address';

/** The server's bound on the message (hosts/server albums routes). */
export const STICKER_LINK_CONTENT_MAX = 5000;

export interface LinkSettingsDraft {
  content: string;
  whiteLabel: boolean;
  requirePosition: boolean;
  domain: StickerLinkDomain;
}

/** Why the draft cannot be saved: the message key of the problem, or null. */
export type ContentProblem = 'stickerLink.content.required' | 'stickerLink.content.tooLong' | null;

/** The draft the form starts from. */
export function draftOf(album: Album): LinkSettingsDraft {
  return {
    content: album.stickerUploadContent ?? '',
    whiteLabel: album.stickerUploadWhiteLabel === true,
    requirePosition: album.stickerUploadRequirePosition === true,
    domain: album.stickerUploadCustomDomain ?? null,
  };
}

/** The message's problem: empty (or only blanks; the server trims) or longer than the server takes. */
export function contentProblem(content: string): ContentProblem {
  const trimmed = content.trim();
  if (trimmed === '') return 'stickerLink.content.required';
  if (trimmed.length > STICKER_LINK_CONTENT_MAX) return 'stickerLink.content.tooLong';
  return null;
}

/** The fields of `draft` that differ from the album, as a patch (empty when nothing changed). */
export function settingsPatch(album: Album, draft: LinkSettingsDraft): AlbumPatch {
  const saved = draftOf(album);
  const patch: AlbumPatch = {};
  const content = draft.content.trim();
  if (content !== saved.content.trim()) patch.stickerUploadContent = content;
  if (draft.whiteLabel !== saved.whiteLabel) patch.stickerUploadWhiteLabel = draft.whiteLabel;
  if (draft.requirePosition !== saved.requirePosition)
    patch.stickerUploadRequirePosition = draft.requirePosition;
  if (draft.domain !== saved.domain) patch.stickerUploadCustomDomain = draft.domain;
  return patch;
}
