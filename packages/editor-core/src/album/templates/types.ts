/**
 * Built-in sticker templates: the look of a sticker and of its cell on the album page, as data.
 */
import type { NestedNode } from '../../model/types';

/** Ids of the built-in sticker templates. */
export type StickerTemplateId = 'default' | 'gold' | 'accented' | 'themed' | 'triangle' | 'tilted';

/** Layouts every template offers. Stickers may name other layouts; those fall back to `default`. */
export type StickerLayoutName = 'default' | 'full' | 'textless' | 'numberless';

/** A node of a template layout: groups, rectangles, texts bound to automatic text, and the image area. */
export type TemplateNode =
  NestedNode<'Group'> | NestedNode<'Rectangle'> | NestedNode<'Text'> | NestedNode<'Image'>;

/**
 * One layout of a template in its own unit space (`width` × `height`, 50 × 70 for a single sticker, 100 × 70 for a
 * double one; the themed template is 80 high). `root` is a Group covering that space; its children are the parts
 * (coordinates relative to the root). The part with id `image` is the image area the sticker photo is cropped into;
 * text parts carry a `symbol` (sticker-number, sticker-nextnumber, sticker-name, sticker-position).
 */
export interface StickerTemplateLayout {
  width: number;
  height: number;
  root: NestedNode<'Group'>;
}

/** A built-in sticker template: every layout for single and double stickers. */
export interface StickerTemplate {
  id: StickerTemplateId;
  single: Readonly<Record<StickerLayoutName, StickerTemplateLayout>>;
  double: Readonly<Record<StickerLayoutName, StickerTemplateLayout>>;
}

/** Id of the image-area part inside every layout. */
export const IMAGE_AREA_ID = 'image';
