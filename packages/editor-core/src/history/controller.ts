/**
 * The undo/redo surface of the album store: undo, redo, gestures, and the switch text editing flips.
 */
import type { Patch } from 'immer';
import type { TemporalState } from 'zundo';
import type { StoreApi } from 'zustand/vanilla';
import type { ActionResult } from '../store/types';
import type { HistoryRecorder } from './recorder';
import type { HistoryRecord } from './temporal';

/** Undo and redo of local changes, and gestures that make one step of many changes. */
export interface HistoryController {
  /**
   * Undoes the last local step. Refused with `text-editing` while disabled and `no-history` without a past step.
   * An open gesture is committed first, so its changes are what gets undone.
   */
  undo(): ActionResult;
  /** Redoes the last undone step (`no-history` when there is none, `text-editing` while disabled). */
  redo(): ActionResult;
  /**
   * True when undo would do something: enabled and at least one recorded step. The specification's "more than one
   * past state" counts the loaded document as the first past state of a snapshot history; this history stores
   * steps (deltas) instead, and the loaded document is the state before the first step, so "more than one past
   * state" is "at least one step".
   */
  canUndo(): boolean;
  /** True when redo would do something: enabled and at least one undone step. */
  canRedo(): boolean;
  /** Opens a gesture (drag, resize, rotate): its changes become one step on `commitGesture`. */
  beginGesture(): ActionResult;
  /** Records the open gesture's changes as one step. */
  commitGesture(): ActionResult;
  /** Reverts the open gesture's changes (as a local change peers see) and records nothing. */
  cancelGesture(): ActionResult;
  /** True between `beginGesture` and `commitGesture`/`cancelGesture`. */
  inGesture(): boolean;
  /** Turns undo and redo off (text editing has its own) and back on. Recording goes on. */
  setEnabled(enabled: boolean): void;
  /** Forgets every step. */
  clear(): void;
  /** Number of steps that can be undone and redone. */
  depth(): { past: number; future: number };
}

/** What the history controller needs from the store. */
export interface HistoryControllerDeps {
  temporal: StoreApi<TemporalState<HistoryRecord>>;
  recorder: HistoryRecorder;
  /** Makes zundo look at the state once, so the entry queued in the recorder is recorded. */
  track(): void;
  /** Applies patches as a local change that is not recorded. */
  revert(patches: readonly Patch[]): void;
  /** Sends the change events held back while zundo applied an entry. */
  flush(): void;
}

/** Builds the undo/redo surface over zundo's temporal store and the recorder. */
export function createHistoryController(deps: HistoryControllerDeps): HistoryController {
  let enabled = true;
  const { temporal, recorder } = deps;

  const commitGesture = (): ActionResult => {
    if (!recorder.inGesture) return { ok: false, reason: 'gesture-state' };
    const entry = recorder.endGesture();
    if (entry) {
      recorder.queue(entry);
      deps.track();
    }
    return { ok: true };
  };

  return {
    undo() {
      if (!enabled) return { ok: false, reason: 'text-editing' };
      if (recorder.inGesture) commitGesture();
      if (temporal.getState().pastStates.length === 0) return { ok: false, reason: 'no-history' };
      temporal.getState().undo();
      deps.flush();
      return { ok: true };
    },
    redo() {
      if (!enabled) return { ok: false, reason: 'text-editing' };
      if (recorder.inGesture) commitGesture();
      if (temporal.getState().futureStates.length === 0) return { ok: false, reason: 'no-history' };
      temporal.getState().redo();
      deps.flush();
      return { ok: true };
    },
    canUndo: () => enabled && temporal.getState().pastStates.length > 0,
    canRedo: () => enabled && temporal.getState().futureStates.length > 0,
    beginGesture: () => (recorder.beginGesture() ? { ok: true } : { ok: false, reason: 'gesture-state' }),
    commitGesture,
    cancelGesture() {
      if (!recorder.inGesture) return { ok: false, reason: 'gesture-state' };
      const entry = recorder.endGesture();
      if (entry) deps.revert(entry.step.apply);
      return { ok: true };
    },
    inGesture: () => recorder.inGesture,
    setEnabled(value) {
      enabled = value;
    },
    clear() {
      recorder.reset();
      temporal.getState().clear();
    },
    depth: () => ({
      past: temporal.getState().pastStates.length,
      future: temporal.getState().futureStates.length,
    }),
  };
}
