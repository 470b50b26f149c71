export { IMAGE_AREA_ID } from './types';
export type {
  StickerLayoutName,
  StickerTemplate,
  StickerTemplateId,
  StickerTemplateLayout,
  TemplateNode,
} from './types';
export {
  SINGLE_STICKER_WIDTH,
  STICKER_LAYOUTS,
  STICKER_TEMPLATE_IDS,
  StickerTemplateNotFoundError,
  getStickerTemplate,
  isStickerLayoutName,
  isStickerTemplateId,
  templateLayout,
} from './registry';
export { fitLayout } from './fit';
export { TEMPLATE_STROKE } from './parts';
