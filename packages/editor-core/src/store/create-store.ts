/**
 * The album store: a zustand vanilla store (state = the album document + a version) with zundo history.
 *
 * Every change is a named action run as a pure reducer over an immer draft (`produceWithPatches`); the immer patches
 * of each committed change become the `PatchSet` of the change stream, and local changes also become a history
 * step. Remote changes (`applyRemote`) and loads (`replaceAll`) bypass history entirely.
 *
 * Cost: an action on one node is dominated by the one copy of the node map immer makes (5,000 keys on the benchmark
 * album). `precopy` makes that copy with a key loop over keys carried from the previous version, instead of object
 * spread on a dictionary-mode object, which cuts an update to about a quarter; everything else in an action is
 * proportional to what it changes (the child index is carried too).
 */
import { enablePatches, Immer } from 'immer';
import type { Patch } from 'immer';
import { temporal } from 'zundo';
import type { TemporalState } from 'zundo';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { applyStep } from '../history/apply-step';
import { createHistoryController } from '../history/controller';
import type { HistoryController } from '../history/controller';
import { HistoryRecorder } from '../history/recorder';
import type { HistoryEntry } from '../history/step';
import { historyOptions, withHistoryEntries } from '../history/temporal';
import type { HistoryRecord } from '../history/temporal';
import { createEmptyDocument } from '../model/defaults';
import { createId } from '../model/ids';
import type { IdFactory } from '../model/ids';
import { checkInvariants } from '../model/invariants';
import { carryChildIndex } from '../model/tree';
import type { AlbumDocument } from '../model/types';
import { applyPatches } from '../patches/apply';
import { parsePointer } from '../patches/pointer';
import { sanitizePatchSet } from '../patches/sanitize';
import { toPatchSet } from '../patches/to-patch-set';
import type { ChangeOrigin, PatchSet } from '../patches/types';
import { reducers } from './actions';
import type { AlbumAction } from './actions';
import { bookSpreadOrigin } from './canvas';
import type { SpreadOrigin } from './canvas';
import type { Reducer, ReducerContext } from './context';
import { DraftTree } from './draft-tree';
import { describeProblems, newProblems, scopeOfImmerPatches, scopeOfPatchSet } from './guard';
import { carryKeys } from '../records/copy-record';
import { precopy } from './precopy';
import { validateAlbumContent } from '../model/validate-content';
import { documentOf, refuse } from './types';
import type { ActionResult, AlbumState, StoreWarning, WarningCode, WarningHandler } from './types';

enablePatches();

/** One committed change, as the change stream delivers it. */
export interface ChangeEvent {
  /** The operations of the change, per domain, stamped with `version`. */
  patches: PatchSet;
  origin: ChangeOrigin;
  /** The store version after the change. */
  version: number;
}

/** Receives each committed change. */
export type ChangeListener = (event: ChangeEvent) => void;

/** The zustand vanilla store with zundo's `temporal` store attached. */
export type DocumentStore = StoreApi<AlbumState> & { temporal: StoreApi<TemporalState<HistoryRecord>> };

/** Options of `createAlbumStore`. */
export interface AlbumStoreOptions {
  /** The document to start from (default: an empty album). */
  document?: AlbumDocument;
  /** Receives warnings (unknown ids, creates without id, invariant issues, skipped patches). */
  onWarning?: WarningHandler;
  /** Runs `checkInvariants` after every change and reports issues as warnings (dev and tests). */
  checkInvariants?: boolean;
  /** Id factory for ids the reducers make (copies, pasted nodes). */
  ids?: IdFactory;
  /** Clock for `createdAt` stamps. */
  now?: () => string;
  /** Undo steps kept (default 1000). */
  historyLimit?: number;
  /** Canvas positions of spreads (default: `bookSpreadOrigin`). */
  spreadOrigin?: SpreadOrigin;
  /**
   * Deep-freeze every committed state (immer's auto-freeze), so that a mutation outside an action throws. Turn it
   * on in development and tests. Off by default: freezing the new 5,000-key node map costs about as much as the
   * rest of an action on large albums.
   */
  freeze?: boolean;
}

/** The album store: dispatch, the change stream, remote patches and history. */
export interface AlbumStore {
  /** The zustand vanilla store: subscribe to it for state, `store.temporal` for the history stacks. */
  readonly store: DocumentStore;
  getState(): AlbumState;
  /** The document without the version. */
  getDocument(): AlbumDocument;
  /** Runs a named action; `replaceAll` commits with origin `load` and clears history. Never throws. */
  dispatch(action: AlbumAction): ActionResult;
  /** Applies a peer's patch set: origin `remote`, never recorded in history. */
  applyRemote(patches: PatchSet): ActionResult;
  /** Every committed change, in order, with its patch set and origin. Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
  readonly history: HistoryController;
}

/** Ids of the nodes a list of immer patches touches; null when the whole node map was replaced. */
function changedNodeIds(patches: readonly Patch[]): Set<string> | null {
  const ids = new Set<string>();
  for (const p of patches) {
    if (p.path.length === 0 || p.path[0] !== 'nodes') {
      if (p.path.length === 0) return null;
      continue;
    }
    if (p.path.length === 1) return null;
    ids.add(String(p.path[1]));
  }
  return ids;
}

/** True when a change may add or remove a whole node (so the node map's keys change). */
function addsOrRemovesNodes(patches: readonly Patch[], patchSet: PatchSet | undefined): boolean {
  if (patchSet) {
    return (patchSet.workspace ?? []).some((op) => {
      const depth = typeof op.path === 'string' ? (parsePointer(op.path)?.length ?? 0) : 0;
      return depth === 0 || (depth === 1 && op.op !== 'replace');
    });
  }
  return patches.some(
    (p) => p.path[0] === 'nodes' && (p.path.length === 1 || (p.path.length === 2 && p.op !== 'replace')),
  );
}

/** Ids of the nodes a patch set touches; null when the workspace was replaced as a whole. */
function changedNodeIdsOfSet(set: PatchSet): Set<string> | null {
  const ids = new Set<string>();
  for (const op of set.workspace ?? []) {
    const segments = typeof op.path === 'string' ? parsePointer(op.path) : null;
    if (!segments || segments.length === 0) return null;
    ids.add(segments[0]!);
  }
  return ids;
}

/** Creates an album store. */
export function createAlbumStore(options: AlbumStoreOptions = {}): AlbumStore {
  const onWarning = options.onWarning ?? (() => {});
  const ids = options.ids ?? createId;
  const now = options.now ?? (() => new Date().toISOString());
  const spreadOrigin = options.spreadOrigin ?? bookSpreadOrigin;
  // A private immer instance: the freeze setting is this store's own, whatever other code sets globally.
  const immer = new Immer({ autoFreeze: options.freeze ?? false });
  const recorder = new HistoryRecorder();
  const listeners = new Set<ChangeListener>();
  let held: ChangeEvent[] | null = null;
  let rawSet: StoreApi<AlbumState>['setState'] = () => {};

  const initial = options.document ?? createEmptyDocument({ ids });
  const store = createStore<AlbumState>()(
    withHistoryEntries(
      temporal(
        () => ({ ...documentOf(initial), version: 0 }),
        historyOptions<AlbumState>(recorder, options.historyLimit),
      ),
      {
        bind: (set) => (rawSet = set),
        apply: (entry) => applyEntry(entry),
      },
    ),
  ) as DocumentStore;

  const warn = (warning: StoreWarning) => onWarning(warning);

  const emit = (event: ChangeEvent) => {
    if (held) held.push(event);
    else for (const listener of [...listeners]) listener(event);
  };

  /** Sets the next state, keeps the derived child index warm, and announces the change. */
  const commit = (
    next: AlbumDocument,
    patches: readonly Patch[],
    inverse: readonly Patch[],
    origin: ChangeOrigin,
    { record = false, patchSet }: { record?: boolean; patchSet?: PatchSet } = {},
  ) => {
    const prev = store.getState();
    const version = prev.version + 1;
    const changed = patchSet ? changedNodeIdsOfSet(patchSet) : changedNodeIds(patches);
    if (changed && next.nodes !== prev.nodes) {
      carryChildIndex(prev.nodes, next.nodes, changed);
      if (!addsOrRemovesNodes(patches, patchSet)) carryKeys(prev.nodes, next.nodes);
    }
    const state: AlbumState = { ...documentOf(next), version };
    if (record) {
      recorder.offer(patches, inverse);
      store.setState(state, true);
      recorder.take();
    } else rawSet(state, true);
    emit({
      patches: patchSet ?? toPatchSet(patches, version, { base: documentOf(prev) }),
      origin,
      version,
    });
    if (options.checkInvariants) {
      for (const issue of checkInvariants(next)) {
        warn({ code: 'invariant', action: origin, id: issue.id, detail: `${issue.code}: ${issue.message}` });
      }
    }
  };

  /** Applies patches (a history entry or a cancelled gesture) as one change. */
  const applyPatchList = (list: readonly Patch[], origin: ChangeOrigin) => {
    const base = documentOf(store.getState());
    const [next, patches, inverse] = immer.produceWithPatches(base, (draft) => {
      if (list.some((p) => p.path[0] === 'nodes')) precopy(draft.nodes);
      applyStep(draft, base, list, (patch, reason) =>
        warn({
          code: 'patch-skipped',
          action: origin,
          detail: `${patch.op} /${patch.path.join('/')}: ${reason}`,
        }),
      );
    });
    if (patches.length > 0) commit(next, patches, inverse, origin);
  };

  const flush = () => {
    const events = held ?? [];
    held = null;
    for (const event of events) emit(event);
  };

  // zundo calls this from inside undo()/redo(), before it updates its stacks: events wait until it is done. The
  // controller flushes right after; the microtask covers a direct call of `store.temporal.getState().undo()`.
  const applyEntry = (entry: HistoryEntry) => {
    if (!held) {
      held = [];
      queueMicrotask(flush);
    }
    applyPatchList(entry.step.apply, 'history');
  };

  const history = createHistoryController({
    temporal: store.temporal,
    recorder,
    track: () => store.setState((s) => s),
    revert: (list) => applyPatchList(list, 'local'),
    flush,
  });

  const dispatch = (action: AlbumAction): ActionResult => {
    const name = typeof action?.type === 'string' ? action.type : '';
    const reducer = Object.prototype.hasOwnProperty.call(reducers, name)
      ? (reducers[name as keyof typeof reducers] as Reducer<unknown>)
      : undefined;
    if (!reducer) {
      warn({ code: 'unknown-action', action: String(name) });
      return refuse('invalid-input');
    }
    const base = documentOf(store.getState());
    const warnings: StoreWarning[] = [];
    let result: ActionResult = refuse('invalid-input');
    let next: AlbumDocument;
    let patches: Patch[];
    let inverse: Patch[];
    try {
      [next, patches, inverse] = immer.produceWithPatches(base, (draft) => {
        const tree = new DraftTree(draft, base);
        const ctx: ReducerContext = {
          base,
          tree,
          ids,
          now,
          spreadOrigin,
          warn: (code: WarningCode, id?: string, detail?: string) =>
            warnings.push({ code, action: name, id, detail }),
        };
        result = reducer(draft, action, ctx);
        if (result.ok) tree.finish();
      });
    } catch (error) {
      warnings.forEach(warn);
      warn({ code: 'reducer-error', action: name, detail: String(error) });
      return refuse('invalid-input');
    }
    warnings.forEach(warn);
    if (!result.ok || patches.length === 0) return result;
    // A load must be valid as a whole; any other action must not add a problem (see `guard.ts`).
    const problems =
      name === 'replaceAll'
        ? validateAlbumContent(next)
        : newProblems(base, next, scopeOfImmerPatches(patches));
    if (problems.length > 0) {
      warn({ code: 'invariant', action: name, detail: `refused: ${describeProblems(problems)}` });
      return refuse('invalid-input');
    }
    if (name === 'replaceAll') {
      history.clear();
      commit(next, patches, inverse, 'load');
    } else commit(next, patches, inverse, 'local', { record: true });
    return result;
  };

  /**
   * A peer's patch set. Malformed operations (not an array, null entries, add/replace without a value, values that
   * are not JSON, bad pointers) are left out and reported; operations that no longer fit are skipped (a peer may
   * address a node this replica deleted). When what remains would add a problem to the document (a value out of
   * range, a parent cycle, a missing parent, ...), the whole set is refused: the document is unchanged and the
   * answer is `invalid-input`, so the caller can reload the authoritative state.
   */
  const applyRemote = (patchSet: PatchSet): ActionResult => {
    const onProblem = (problem: { key: string; op?: string; path: string }) =>
      warn({
        code: 'patch-skipped',
        action: 'remote',
        detail: `${problem.key} ${problem.op ?? ''} ${problem.path}`,
      });
    if (typeof patchSet !== 'object' || patchSet === null || Array.isArray(patchSet)) {
      onProblem({ key: 'patches.invalidPatchSet', path: '' });
      return refuse('invalid-input');
    }
    const clean = sanitizePatchSet(patchSet, onProblem);
    const base = documentOf(store.getState());
    const next = applyPatches(base, clean, { onProblem });
    if (next === base) return { ok: true };
    const problems = newProblems(base, next, scopeOfPatchSet(clean));
    if (problems.length > 0) {
      warn({ code: 'invariant', action: 'remote', detail: `refused: ${describeProblems(problems)}` });
      return refuse('invalid-input');
    }
    commit(next, [], [], 'remote', { patchSet: clean });
    return { ok: true };
  };

  return {
    store,
    getState: () => store.getState(),
    getDocument: () => documentOf(store.getState()),
    dispatch,
    applyRemote,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    history,
  };
}
