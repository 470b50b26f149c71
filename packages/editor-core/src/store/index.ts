/**
 * The album store: named actions as pure reducers over immer drafts, a zustand vanilla store with zundo history,
 * and the change stream of patch sets.
 */
export * from './types';
export * from './actions';
export type { Reducer, ReducerContext } from './context';
export type { DraftTree } from './draft-tree';
export { applyStrokeRules, isNoStroke, DEFAULT_STROKE_COLOR } from './stroke';
export { bookSpreadOrigin } from './canvas';
export type { SpreadOrigin } from './canvas';
export * from './create-store';
