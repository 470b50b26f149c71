/**
 * Clipboard payloads of copy and paste (editor specification section 5): this editor writes
 * `sst-editor-public/1.0`; the older `sts-you-client/1.0` is read too.
 */
import { CLIPBOARD_TAG, CLIPBOARD_TAG_LEGACY } from '../constants';
import { albumImageSchema, propsSchemas, stickerSchema } from '../model/schemas';
import { isElementType } from '../model/tree';
import type { AlbumImage, NestedNode, Sticker } from '../model/types';
import { invalid, problem, valid } from './result';
import type { ValidationResult } from './result';

/** What a copy puts on the clipboard: elements in the nested form, with the stickers and images they use. */
export interface ClipboardContent {
  elements: NestedNode[];
  stickers: Sticker[];
  images: AlbumImage[];
}

/** A parsed clipboard payload. */
export interface ClipboardPayload extends ClipboardContent {
  /** The tag the payload carried. */
  tag: typeof CLIPBOARD_TAG | typeof CLIPBOARD_TAG_LEGACY;
}

/** The clipboard text of a copy (JSON with the current tag in `format`). */
export function serializeClipboard(content: ClipboardContent): string {
  return JSON.stringify({ format: CLIPBOARD_TAG, ...content });
}

/** Deeper element nesting than this is not a payload this editor wrote. */
const MAX_DEPTH = 32;

function checkElement(value: unknown, depth: number): string | null {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return 'element';
  const node = value as { type?: unknown; props?: unknown; children?: unknown };
  if (typeof node.type !== 'string' || !isElementType(node.type)) return 'type';
  if (!propsSchemas[node.type].safeParse(node.props).success) return 'props';
  const children = node.children;
  if (node.type === 'Group') {
    if (!Array.isArray(children) || children.length === 0) return 'group';
    for (const child of children) {
      const reason = checkElement(child, depth + 1);
      if (reason) return reason;
    }
  } else if (children !== undefined && !(Array.isArray(children) && children.length === 0)) {
    return 'children';
  }
  return null;
}

function wrongFormat(reason: string): ValidationResult<ClipboardPayload> {
  return invalid(problem('clipboard.wrongFormat', { reason }));
}

/**
 * Reads clipboard text. Accepts the tag in `format` (or `type`, as older clients wrote it), elements as nested
 * element nodes (in `elements`, or `nodes` for the older tag), optional stickers and images. Anything else is
 * `clipboard.wrongFormat` with a `reason` (`json`, `tag`, `elements`, `type`, `props`, `group`, `children`,
 * `stickers`, `images`), which the editor logs as 'wrong json format' and otherwise ignores.
 */
export function parseClipboard(text: string): ValidationResult<ClipboardPayload> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return wrongFormat('json');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return wrongFormat('json');
  const record = data as Record<string, unknown>;
  const tag = record.format ?? record.type;
  if (tag !== CLIPBOARD_TAG && tag !== CLIPBOARD_TAG_LEGACY) return wrongFormat('tag');
  const elements = record.elements ?? record.nodes;
  if (!Array.isArray(elements) || elements.length === 0) return wrongFormat('elements');
  for (const element of elements) {
    const reason = checkElement(element, 0);
    if (reason) return wrongFormat(reason);
  }
  const stickers = record.stickers ?? [];
  if (!Array.isArray(stickers) || !stickers.every((s) => stickerSchema.safeParse(s).success)) {
    return wrongFormat('stickers');
  }
  const images = record.images ?? [];
  if (!Array.isArray(images) || !images.every((i) => albumImageSchema.safeParse(i).success)) {
    return wrongFormat('images');
  }
  return valid({
    tag,
    elements: elements as NestedNode[],
    stickers: stickers as Sticker[],
    images: images as AlbumImage[],
  });
}
