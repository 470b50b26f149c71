/**
 * The album store: named actions as pure reducers over immer drafts, a zustand vanilla store with zundo history,
 * and the change stream of patch sets.
 */
export { OK, documentOf, refuse } from './types';
export type {
  ActionResult,
  AlbumState,
  RefusalReason,
  StoreWarning,
  WarningCode,
  WarningHandler,
} from './types';
// The reducer map stays internal (actions go through `AlbumStore.dispatch`): exported as a type only, because
// `ActionType` and `PayloadOf` are derived from its type.
export type { reducers } from './actions';
export type { Reducer, ReducerContext } from './context';
export type { DraftTree } from './draft-tree';
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
export { createAlbumStore } from './create-store';
export type {
  AlbumStore,
  AlbumStoreOptions,
  ChangeEvent,
  ChangeListener,
  DocumentStore,
} from './create-store';
