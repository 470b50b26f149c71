/**
 * What a reducer receives besides the draft and its payload. Everything a reducer could need from outside (ids,
 * the clock, the canvas layout, the warning sink) comes in here, so reducers stay pure functions of their input.
 */
import type { Draft } from 'immer';
import type { IdFactory } from '../model/ids';
import type { AlbumDocument } from '../model/types';
import type { SpreadOrigin } from './canvas';
import type { DraftTree } from './draft-tree';
import type { ActionResult, WarningCode } from './types';

/** What a reducer gets besides the draft and its payload (see the file comment). */
export interface ReducerContext {
  /** The document the action started from (frozen; its derived indexes are cached). */
  readonly base: AlbumDocument;
  /** Structural reads and writes on the draft. */
  readonly tree: DraftTree;
  /** Makes new ids (deterministic in tests). */
  readonly ids: IdFactory;
  /** The current time as an ISO string (injected for determinism). */
  readonly now: () => string;
  /** Canvas positions of spreads, for moves that keep the canvas position. */
  readonly spreadOrigin: SpreadOrigin;
  /** Reports a skipped part of the payload; never throws. */
  warn(code: WarningCode, id?: string, detail?: string): void;
}

/** A named action: a pure function of the draft, its payload and the context. It refuses before writing. */
export type Reducer<P> = (draft: Draft<AlbumDocument>, payload: P, ctx: ReducerContext) => ActionResult;
