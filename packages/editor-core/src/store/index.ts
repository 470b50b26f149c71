/**
 * The album store: named actions as pure reducers over immer drafts, a zustand vanilla store with zundo history,
 * and the change stream of patch sets.
 */
export * from './types';
// The reducer map itself stays internal: actions go through `AlbumStore.dispatch`.
export { toggleFlip } from './actions';
export type {
  ActionType,
  AddElementsPayload,
  AddEmptySpreadPayload,
  AddImagesPayload,
  AddStickerPayload,
  AlbumAction,
  AlignEdge,
  AlignPayload,
  DeleteElementsPayload,
  DeleteSectionPayload,
  DuplicatePayload,
  FlipPayload,
  GroupPayload,
  MoveToSpreadPayload,
  PastePayload,
  PayloadOf,
  PropsUpdate,
  RemoveImagePayload,
  ReorderSectionsPayload,
  ReplaceAllPayload,
  ReplaceElementPayload,
  SpreadPayload,
  StickerIdPayload,
  SwapSiblingsPayload,
  UngroupPayload,
  UnlinkStickerCellPayload,
  UpdateColorsPayload,
  UpdateFontsPayload,
  UpdatePropsPayload,
  UpdateStickerPayload,
  UpdateStickerTemplateSettingsPayload,
  ZOrderPayload,
} from './actions';
export { applyStrokeRules, isNoStroke, DEFAULT_STROKE_COLOR } from './stroke';
export { bookSpreadOrigin } from './canvas';
export type { SpreadOrigin } from './canvas';
export * from './create-store';
