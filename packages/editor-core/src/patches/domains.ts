/**
 * Which part of the album document each patch domain addresses.
 */
import type { AlbumDocument } from '../model/types';
import type { PatchDomain } from './types';

/** Every domain, in the order patch sets are applied and listed. */
export const PATCH_DOMAINS: readonly PatchDomain[] = Object.freeze([
  'workspace',
  'stickers',
  'images',
  'colors',
  'fonts',
  'stickerTemplateSettings',
]);

/** The document key a domain's pointers are relative to. */
export const DOCUMENT_KEY_OF: Readonly<Record<PatchDomain, keyof AlbumDocument>> = Object.freeze({
  workspace: 'nodes',
  stickers: 'stickers',
  images: 'images',
  colors: 'colors',
  fonts: 'fonts',
  stickerTemplateSettings: 'stickerTemplateSettings',
});

const DOMAIN_OF_KEY: Readonly<Record<string, PatchDomain>> = Object.freeze({
  nodes: 'workspace',
  stickers: 'stickers',
  images: 'images',
  colors: 'colors',
  fonts: 'fonts',
  stickerTemplateSettings: 'stickerTemplateSettings',
});

/** The domain of a top-level document key, or undefined for a key that is not part of any domain. */
export function domainOfKey(key: string | number): PatchDomain | undefined {
  return Object.prototype.hasOwnProperty.call(DOMAIN_OF_KEY, key) ? DOMAIN_OF_KEY[key] : undefined;
}
