/**
 * The album store: named actions as pure reducers over immer drafts, a zustand vanilla store with zundo history,
 * and the change stream of patch sets.
 */
export * from './types';
export * from './actions';
export type { Reducer, ReducerContext } from './context';
export { DraftTree, keysBetween } from './draft-tree';
export { planReorder, planResort } from './ordering';
export type { OrderEntry } from './ordering';
export * from './placement';
export * from './stroke';
export * from './canvas';
export * from './create-store';
