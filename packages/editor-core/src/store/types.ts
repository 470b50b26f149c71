/**
 * Types of the album store: its state, the results every action returns, and the warnings reducers report.
 */
import type { AlbumDocument } from '../model/types';

/** The store state: the album document plus a version that grows by one with every committed change. */
export interface AlbumState extends AlbumDocument {
  /** Monotonic per store; stamped on every patch operation of the change that produced it. */
  version: number;
}

/** Why an action (or an editor command) did nothing. UIs map these to message keys (`editor.refusal.<reason>`). */
export type RefusalReason =
  /** The editor is locked or in preview mode. */
  | 'read-only'
  /** The only remaining spread of the album cannot be deleted (also refuses deleting its section). */
  | 'last-spread'
  /** Colours 0 and 1 are locked. */
  | 'locked-color'
  /** None of the given ids exist. */
  | 'unknown-id'
  /** Nothing valid was given (empty id list, every create without id, malformed payload). */
  | 'invalid-input'
  /** The target parent cannot hold these nodes (levels: Section under Root, Spread under Section, ...). */
  | 'invalid-parent'
  /** Grouping needs at least two items. */
  | 'not-enough-items'
  /** Grouping and swapping need siblings of one parent. */
  | 'different-parents'
  /** A spread cannot move further up or down inside its section. */
  | 'at-edge'
  /** Comments are changed only by their author or an admin. */
  | 'forbidden'
  /** Undo and redo are off while a text is being edited. */
  | 'text-editing'
  /** Nothing to undo or redo. */
  | 'no-history'
  /** Paste: the clipboard payload has an unknown format. */
  | 'wrong-format'
  /** Paste: ignored while a sticker or text is selected inside. */
  | 'paste-blocked'
  /** A gesture is already open, or none is open. */
  | 'gesture-state';

/** What every action and command answers instead of throwing. `ids` lists created nodes (add, duplicate, paste). */
export type ActionResult = { ok: true; ids?: string[] } | { ok: false; reason: RefusalReason };

/** Kinds of warnings reported through `onWarning`. */
export type WarningCode =
  /** An id in the payload does not exist; that part was skipped. */
  | 'unknown-id'
  /** A create without id; skipped. */
  | 'missing-id'
  /** A create whose id already exists; skipped. */
  | 'duplicate-id'
  /** A node cannot live under that parent; skipped. */
  | 'invalid-parent'
  /**
   * The document breaks an invariant after an action (only with `checkInvariants` on), or, with a `detail` starting
   * `refused:`, a change (local action, remote patch set or load) was refused because the document would break a
   * rule of `validateAlbumContent` (a value out of range or of the wrong type, a missing parent, a cycle, a wrong
   * level, ...); the detail lists the problems and the document is unchanged.
   */
  | 'invariant'
  /** Paste of an unknown clipboard format (the specification's "wrong json format"). */
  | 'wrong-json-format'
  /** A patch of undo, redo or a remote change no longer fits the document and was skipped. */
  | 'patch-skipped'
  /** A comment of another user was left out of a command. */
  | 'forbidden'
  /** An action failed unexpectedly; the document is unchanged. */
  | 'reducer-error'
  /** Dispatch of an action name that does not exist. */
  | 'unknown-action';

/** One warning: what happened, in which action, about which id. Never thrown. */
export interface StoreWarning {
  code: WarningCode;
  /** The action (or editor command) that reported it. */
  action: string;
  id?: string;
  /** Developer-facing detail (not translated). */
  detail?: string;
}

/** Receives warnings. Inject one to log or test; the default drops them. */
export type WarningHandler = (warning: StoreWarning) => void;

/** The successful result without created ids. */
export const OK: ActionResult = Object.freeze({ ok: true }) as ActionResult;

/** A refusal with `reason`. */
export function refuse(reason: RefusalReason): ActionResult {
  return { ok: false, reason };
}

/** The document part of a state (drops `version`). Cheap: copies six references. */
export function documentOf(state: AlbumDocument): AlbumDocument {
  return {
    nodes: state.nodes,
    stickers: state.stickers,
    images: state.images,
    colors: state.colors,
    fonts: state.fonts,
    stickerTemplateSettings: state.stickerTemplateSettings,
  };
}
