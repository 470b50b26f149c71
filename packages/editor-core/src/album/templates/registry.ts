/**
 * Lookup of the built-in sticker templates and of the layout a sticker uses.
 */
import type { NestedNode } from '../../model/types';
import { DESIGNS } from './designs';
import { group } from './parts';
import type { StickerLayoutName, StickerTemplate, StickerTemplateId, StickerTemplateLayout } from './types';

/** Every built-in template id, in the order of the styles panel. */
export const STICKER_TEMPLATE_IDS: readonly StickerTemplateId[] = [
  'default',
  'gold',
  'accented',
  'themed',
  'triangle',
  'tilted',
];

/** Every layout each template offers. */
export const STICKER_LAYOUTS: readonly StickerLayoutName[] = ['default', 'full', 'textless', 'numberless'];

/** Width of a single sticker's unit space; doubles are twice as wide. */
export const SINGLE_STICKER_WIDTH = 50;

/**
 * Thrown for an unknown sticker template id. The message is the one of the specification's error catalogue
 * ("Missing sticker template workspace: error 'Workspace not found'").
 */
export class StickerTemplateNotFoundError extends Error {
  readonly code = 'sticker-template-not-found' as const;
  readonly templateId: string;
  constructor(templateId: string) {
    super('Workspace not found');
    this.name = 'StickerTemplateNotFoundError';
    this.templateId = templateId;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

function buildTemplate(id: StickerTemplateId): StickerTemplate {
  const design = DESIGNS[id];
  const layouts = (double: boolean) => {
    const width = double ? 2 * SINGLE_STICKER_WIDTH : SINGLE_STICKER_WIDTH;
    const out = {} as Record<StickerLayoutName, StickerTemplateLayout>;
    for (const layout of STICKER_LAYOUTS) {
      const parts = design.parts({ width, height: design.height, double, layout });
      const root: NestedNode<'Group'> = group('root', { x: 0, y: 0, width, height: design.height }, parts);
      out[layout] = { width, height: design.height, root };
    }
    return out;
  };
  return deepFreeze({ id, single: layouts(false), double: layouts(true) });
}

const cache = new Map<StickerTemplateId, StickerTemplate>();

/** True when `id` names a built-in template. */
export function isStickerTemplateId(id: unknown): id is StickerTemplateId {
  return typeof id === 'string' && (STICKER_TEMPLATE_IDS as readonly string[]).includes(id);
}

/**
 * The built-in template `id` (deeply frozen, built once). Throws `StickerTemplateNotFoundError` ('Workspace not
 * found') for an unknown id.
 */
export function getStickerTemplate(id: string): StickerTemplate {
  if (!isStickerTemplateId(id)) throw new StickerTemplateNotFoundError(id);
  let template = cache.get(id);
  if (!template) {
    template = buildTemplate(id);
    cache.set(id, template);
  }
  return template;
}

/** True when `name` is one of the layouts every template offers. */
export function isStickerLayoutName(name: unknown): name is StickerLayoutName {
  return typeof name === 'string' && (STICKER_LAYOUTS as readonly string[]).includes(name);
}

/** The layout of `template` for a single or double sticker; other layout names fall back to `default`. */
export function templateLayout(
  template: StickerTemplate,
  double: boolean,
  layout: string | null | undefined,
): StickerTemplateLayout {
  const variants = double ? template.double : template.single;
  return variants[isStickerLayoutName(layout) ? layout : 'default'];
}
