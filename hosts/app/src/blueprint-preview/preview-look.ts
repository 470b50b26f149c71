/**
 * The blueprint's content with the preview query's look applied: colours fill the palette as the wizard's colour
 * presets do (entries 2 on, black and white stay), fonts replace the roles the query names, the sticker template
 * replaces the blueprint's. The title and release date are scene metadata, not content; see `previewMeta`.
 */
import type { AlbumContent } from '@album/api-client';
import type { SceneMeta } from '@album/editor-core';
import { applyColorPreset } from '../wizard/wizard-model';
import type { BlueprintPreviewQuery } from './preview-query';

/** The content to draw: the blueprint's, with the query's colours, fonts and sticker template. */
export function applyPreviewLook(content: AlbumContent, query: BlueprintPreviewQuery): AlbumContent {
  return {
    ...content,
    colors: query.colors.length ? applyColorPreset(content.colors, query.colors) : content.colors,
    fonts: { ...content.fonts, ...query.fonts },
    stickerTemplateId: query.stickerTemplateId ?? content.stickerTemplateId,
  };
}

/** What the cover's automatic texts show: the query's title (else the blueprint's) and release date. */
export function previewMeta(blueprintTitle: string, query: BlueprintPreviewQuery): SceneMeta {
  return { title: query.title ?? blueprintTitle, releaseDate: query.releaseDate };
}
