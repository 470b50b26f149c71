/**
 * The zundo wiring: `temporal` keeps the past and future stacks, but what it stores are `HistoryEntry` deltas.
 * - `partialize` hands zundo only the two references it needs to see (nodes and stickers), never a copy;
 * - `diff` answers the entry the recorder prepared for a local change (null for anything else, so remote and load
 *   changes never enter history), and on undo/redo turns the applied entry around for the other stack;
 * - `withHistoryEntries` sits outside `temporal` and catches the entries zundo hands back to `set` on undo and redo,
 *   passing them to the store, which applies their patches.
 */
import type { StateCreator, StoreApi, StoreMutatorIdentifier } from 'zustand/vanilla';
import type { ZundoOptions } from 'zundo';
import type { AlbumDocument } from '../model/types';
import type { HistoryRecorder } from './recorder';
import { flipEntry, isHistoryEntry } from './step';
import type { HistoryEntry, HistoryStep } from './step';

/** What zundo sees of the state (`partialize`) and what it stores (entries with `step`). */
export interface HistoryRecord {
  nodes?: AlbumDocument['nodes'];
  stickers?: AlbumDocument['stickers'];
  step?: HistoryStep;
}

/** Default number of undo steps kept (the oldest is dropped beyond it). */
export const DEFAULT_HISTORY_LIMIT = 1000;

/** zundo options that make it store `HistoryEntry` deltas offered by `recorder`. */
export function historyOptions<S extends AlbumDocument>(
  recorder: HistoryRecorder,
  limit = DEFAULT_HISTORY_LIMIT,
): ZundoOptions<S, HistoryRecord> {
  return {
    limit,
    partialize: (state) => ({ nodes: state.nodes, stickers: state.stickers }),
    diff: (_past, current) => {
      // On undo/redo zundo calls diff(stateBefore, appliedEntry) to get the entry for the other stack.
      if (isHistoryEntry(current)) return flipEntry(current);
      return recorder.take();
    },
  };
}

/** Receives the entries zundo applies on undo and redo, with the store's raw (untracked) setter. */
export interface EntryHandler<S> {
  /** Called once while the store is created, with the setter that bypasses history tracking. */
  bind(rawSet: StoreApi<S>['setState']): void;
  apply(entry: HistoryEntry): void;
}

/**
 * Middleware placed outside `temporal`: partial states that are history entries go to `handler.apply`, everything
 * else reaches the store unchanged.
 */
export function withHistoryEntries<S, Mcs extends [StoreMutatorIdentifier, unknown][] = []>(
  initializer: StateCreator<S, [], Mcs>,
  handler: EntryHandler<S>,
): StateCreator<S, [], Mcs> {
  return (set, get, api) => {
    handler.bind(set);
    const intercept = ((partial: unknown, replace?: boolean) => {
      if (isHistoryEntry(partial)) handler.apply(partial);
      else (set as (p: unknown, r?: boolean) => void)(partial, replace);
    }) as typeof set;
    return initializer(intercept, get, api);
  };
}
