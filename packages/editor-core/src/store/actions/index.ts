/**
 * Every named action of the album store, by name. An action is dispatched as `{ type: name, ...payload }`.
 */
import type { Reducer } from '../context';
import { addElements } from './add-elements';
import { align, distribute } from './align';
import { updateColors } from './colors';
import { deleteElements } from './delete-elements';
import { duplicate } from './duplicate';
import { flip } from './flip';
import { updateFonts } from './fonts';
import { group } from './group';
import { addImages, removeImage } from './images';
import { bringForward, sendBackward } from './layering';
import { moveToSpread } from './move-to-spread';
import { paste } from './paste';
import { reorderSections } from './reorder-sections';
import { replaceAll } from './replace-all';
import { replaceElement } from './replace-element';
import { deleteSection } from './sections';
import { addEmptySpread, deleteSpread, duplicateSpread, moveSpreadDown, moveSpreadUp } from './spreads';
import { updateStickerTemplateSettings } from './sticker-template-settings';
import { addSticker, deleteSticker, toggleDoubleSticker, unlinkStickerCell, updateSticker } from './stickers';
import { swapSiblings } from './swap-siblings';
import { ungroup } from './ungroup';
import { updateProps } from './update-props';
import { sendToBack, sendToFront } from './z-order';

/** The reducers by action name (internal to the store: dispatch actions through `AlbumStore.dispatch`). */
export const reducers = {
  replaceAll,
  addElements,
  updateProps,
  replaceElement,
  deleteElements,
  group,
  ungroup,
  swapSiblings,
  reorderSections,
  sendToBack,
  sendToFront,
  bringForward,
  sendBackward,
  moveToSpread,
  duplicate,
  flip,
  align,
  distribute,
  moveSpreadUp,
  moveSpreadDown,
  duplicateSpread,
  deleteSpread,
  addEmptySpread,
  deleteSection,
  addSticker,
  updateSticker,
  deleteSticker,
  unlinkStickerCell,
  toggleDoubleSticker,
  updateColors,
  updateFonts,
  updateStickerTemplateSettings,
  addImages,
  removeImage,
  paste,
} as const;

/** Names of the actions. */
export type ActionType = keyof typeof reducers;

/** The payload of action `T`. */
export type PayloadOf<T extends ActionType> = (typeof reducers)[T] extends Reducer<infer P> ? P : never;

/** A dispatchable action: its name in `type` plus its payload. */
export type AlbumAction = { [T in ActionType]: { type: T } & PayloadOf<T> }[ActionType];

export type { AddElementsPayload } from './add-elements';
export type { AlignEdge, AlignPayload, DistributePayload } from './align';
export type { LayerStepPayload } from './layering';
export type { UpdateColorsPayload } from './colors';
export type { DeleteElementsPayload } from './delete-elements';
export type { DuplicatePayload } from './duplicate';
export type { FlipPayload } from './flip';
export { toggleFlip } from './flip';
export type { UpdateFontsPayload } from './fonts';
export type { GroupPayload } from './group';
export type { AddImagesPayload, RemoveImagePayload } from './images';
export type { MoveToSpreadPayload } from './move-to-spread';
export type { PastePayload } from './paste';
export type { ReorderSectionsPayload } from './reorder-sections';
export type { ReplaceAllPayload } from './replace-all';
export type { ReplaceElementPayload } from './replace-element';
export type { DeleteSectionPayload } from './sections';
export type { AddEmptySpreadPayload, SpreadPayload } from './spreads';
export type { UpdateStickerTemplateSettingsPayload } from './sticker-template-settings';
export type {
  AddStickerPayload,
  StickerIdPayload,
  UnlinkStickerCellPayload,
  UpdateStickerPayload,
} from './stickers';
export type { SwapSiblingsPayload } from './swap-siblings';
export type { UngroupPayload } from './ungroup';
export type { PropsUpdate, UpdatePropsPayload } from './update-props';
export type { ZOrderPayload } from './z-order';
