/**
 * The autosave batching of the specification (section 4) as a pure object with an injected clock: local patch sets
 * queue up and leave as one batch `delayMs` after the last change, or at once when more than `maxPending`
 * operations wait; nothing leaves while offline, disconnected or applying remote changes.
 */
import { AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_PENDING } from '../constants';
import { countOperations, mergePatchSets } from './merge';
import type { PatchSet } from './types';

/** What the queue reports to its subscribers. */
export interface PatchQueueState {
  /** Nothing pending and nothing in flight. */
  synced: boolean;
  /** Operations waiting to be sent (in-flight operations are not counted). */
  pending: number;
  /** Operations of the batch being sent, or 0. */
  inFlight: number;
  /** A batch is in flight. */
  saving: boolean;
  /** Sending is held back: offline, disconnected or applying remote changes. */
  paused: boolean;
}

/** Injected effects of the queue. Timer handles are opaque. */
export interface PatchQueueOptions<Handle = unknown> {
  /** Current time in ms (e.g. `Date.now`). */
  now: () => number;
  setTimer: (callback: () => void, ms: number) => Handle;
  clearTimer: (handle: Handle) => void;
  /**
   * Sends one batch. May return a promise: until it settles the batch counts as unsynced and no other batch is sent
   * (so batches arrive in order); when it rejects (or `send` throws) the batch goes back to the front of the queue
   * and is retried `delayMs` later.
   */
  send: (batch: PatchSet) => void | Promise<unknown>;
  /** Called with the error of a failed send. */
  onError?: (error: unknown) => void;
  /** Send this long after the last change. Default 1800 ms. */
  delayMs?: number;
  /** Send at once when more than this many operations are pending. Default 20. */
  maxPending?: number;
}

/** The batching queue. */
export interface PatchQueue {
  /** Queues the operations of one committed change. Empty sets are ignored. */
  push(set: PatchSet): void;
  /** Sends what is pending now, unless paused or a batch is already in flight (then it goes right after). */
  flush(): void;
  setOnline(online: boolean): void;
  setConnected(connected: boolean): void;
  setApplyingRemote(applying: boolean): void;
  /** The current state (a fresh object each time it changes). */
  getState(): PatchQueueState;
  readonly synced: boolean;
  readonly pending: number;
  readonly saving: boolean;
  /** Calls `listener` whenever a field of the state changes; returns the unsubscribe function. */
  subscribe(listener: (state: PatchQueueState) => void): () => void;
  /** Stops the timer and ignores batches still in flight; pending operations are kept but never sent. */
  dispose(): void;
}

/** Creates a batching queue. See `PatchQueueOptions` for the injected clock and transport. */
export function createPatchQueue<Handle = unknown>(options: PatchQueueOptions<Handle>): PatchQueue {
  const { now, setTimer, clearTimer, send, onError } = options;
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const maxPending = options.maxPending ?? AUTOSAVE_MAX_PENDING;

  let queue: PatchSet[] = [];
  let pending = 0;
  let inFlight: { batch: PatchSet; count: number } | null = null;
  let online = true;
  let connected = true;
  let applyingRemote = false;
  let lastChangeAt = 0;
  let timer: { handle: Handle; dueAt: number } | null = null;
  /** The delay after the last change has passed: send as soon as nothing holds it back. */
  let due = false;
  /** A send just failed: wait for the retry timer even when more than `maxPending` operations wait. */
  let backingOff = false;
  /** An explicit flush was asked for while a batch was in flight. */
  let flushRequested = false;
  let disposed = false;
  let generation = 0;

  const listeners = new Set<(state: PatchQueueState) => void>();
  let state = snapshot();

  function paused(): boolean {
    return !online || !connected || applyingRemote;
  }

  function snapshot(): PatchQueueState {
    return {
      synced: pending === 0 && inFlight === null,
      pending,
      inFlight: inFlight?.count ?? 0,
      saving: inFlight !== null,
      paused: paused(),
    };
  }

  function notify(): void {
    const next = snapshot();
    if (
      next.synced === state.synced &&
      next.pending === state.pending &&
      next.inFlight === state.inFlight &&
      next.saving === state.saving &&
      next.paused === state.paused
    ) {
      return;
    }
    state = next;
    for (const listener of [...listeners]) listener(state);
  }

  function arm(dueAt: number): void {
    if (disposed) return;
    // One timer at a time; a later change only moves the deadline, checked when the timer fires.
    if (timer && timer.dueAt <= dueAt) return;
    if (timer) clearTimer(timer.handle);
    const handle = setTimer(onTimer, Math.max(0, dueAt - now()));
    timer = { handle, dueAt };
  }

  function onTimer(): void {
    timer = null;
    if (disposed) return;
    const wait = lastChangeAt + delayMs - now();
    if (wait > 0 && !backingOff) {
      arm(lastChangeAt + delayMs);
      return;
    }
    backingOff = false;
    due = true;
    trySend();
  }

  function trySend(): void {
    if (disposed || inFlight || pending === 0 || paused()) return;
    if (!due && !flushRequested && (backingOff || pending <= maxPending)) return;
    const batch = queue.length === 1 ? queue[0]! : mergePatchSets(...queue);
    const count = pending;
    queue = [];
    pending = 0;
    due = false;
    flushRequested = false;
    inFlight = { batch, count };
    const mine = ++generation;
    let result: void | Promise<unknown>;
    try {
      result = send(batch);
    } catch (error) {
      settle(mine, error, true);
      return;
    }
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      notify();
      (result as Promise<unknown>).then(
        () => settle(mine, undefined, false),
        (error: unknown) => settle(mine, error, true),
      );
    } else {
      settle(mine, undefined, false);
    }
  }

  function settle(mine: number, error: unknown, failed: boolean): void {
    if (disposed || mine !== generation || !inFlight) return;
    const { batch, count } = inFlight;
    inFlight = null;
    if (failed) {
      queue.unshift(batch);
      pending += count;
      backingOff = true;
      arm(now() + delayMs);
      notify();
      onError?.(error);
      return;
    }
    notify();
    // Changes that came in while the batch was in flight are sent when their own deadline (or the limit) says so.
    trySend();
  }

  const queueApi: PatchQueue = {
    push(set) {
      const count = countOperations(set);
      if (disposed || count === 0) return;
      queue.push(set);
      pending += count;
      lastChangeAt = now();
      due = false;
      if (pending > maxPending) trySend();
      if (pending > 0) arm(lastChangeAt + delayMs);
      notify();
    },
    flush() {
      if (disposed) return;
      flushRequested = pending > 0;
      backingOff = false;
      trySend();
      notify();
    },
    setOnline(value) {
      online = value;
      trySend();
      notify();
    },
    setConnected(value) {
      connected = value;
      trySend();
      notify();
    },
    setApplyingRemote(value) {
      applyingRemote = value;
      trySend();
      notify();
    },
    getState: () => state,
    get synced() {
      return state.synced;
    },
    get pending() {
      return state.pending;
    },
    get saving() {
      return state.saving;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      if (timer) clearTimer(timer.handle);
      timer = null;
      listeners.clear();
    },
  };
  return queueApi;
}
