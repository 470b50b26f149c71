/**
 * The link between an editor and the album's automerge documents, the same on every kind of replica:
 * - the editor's local patch stream (user actions, undo and redo) goes through editor-core's batching queue
 *   (`createPatchQueue`); each batch it sends becomes one automerge change per document;
 * - every change of the documents (remote, or the write of a batch) updates the shown album and applies what changed
 *   to the editor without history (`editor.applyRemote`), except paths with local edits still waiting in the queue.
 */
import { createPatchQueue } from '@album/editor-core';
import type { Editor, PatchQueue, PatchQueueOptions, PatchSet } from '@album/editor-core';
import { writePatchSet } from '../schema/write';
import type { WriteProblem } from '../schema/write';
import { AlbumView, emptyChanges, hasChanges, mergeChanges } from './album-view';
import type { ViewChanges } from './album-view';
import type { AlbumDocAccess } from './doc-access';
import { changesOfPatchSet, pendingPathsOf, reconcile } from './reconcile';

/** Options of `bindEditor`: the editor, the documents, and the batching clock. */
export interface EditorBindingOptions {
  editor: Editor;
  access: AlbumDocAccess;
  /** The queue's clock and timers (default: `Date.now`, `setTimeout`). */
  now?: PatchQueueOptions['now'];
  setTimer?: PatchQueueOptions['setTimer'];
  clearTimer?: PatchQueueOptions['clearTimer'];
  delayMs?: number;
  maxPending?: number;
  /**
   * Called after a batch was written into the documents; the batch counts as saving until the returned promise
   * settles (the client waits for the server to hold it). A rejection is reported through `onError`; the batch is
   * not written again (it is already in the documents).
   */
  afterWrite?: (batch: PatchSet) => void | Promise<unknown>;
  /** Load the shown album into the editor at once (default true). */
  load?: boolean;
  /** Operations skipped while writing (their record was removed concurrently). */
  onWriteProblems?: (problems: WriteProblem[]) => void;
  onError?: (error: unknown) => void;
  /**
   * A change of the documents could not be applied to the editor (a merge error): the editor no longer shows the
   * documents, and the host reloads the album rather than keep editing a diverged copy.
   */
  onApplyError?: (error: unknown) => void;
  /**
   * The editor refused to load the documents (at bind time): the local documents are unusable and the host must
   * reload the album from the server. Default: `onApplyError`.
   */
  onLoadError?: (error: unknown) => void;
  /** Called with every patch set written into the documents (for an outbox). */
  onPendingChange?: (pending: readonly PatchSet[]) => void;
}

/**
 * Two-way binding of an editor and an album's documents: local patch sets go in (batched), remote changes come
 * out.
 */
export interface EditorBinding {
  readonly queue: PatchQueue;
  /** The album as shown (the repaired documents); its node maps change in place with every update: read, don't keep. */
  readonly view: AlbumView;
  /** Local patch sets not yet written into the documents. */
  pending(): readonly PatchSet[];
  /** Queues patch sets as local changes (operations restored from an outbox), applying them to the editor first. */
  restore(sets: readonly PatchSet[]): void;
  /** Sends what is pending now. */
  flush(): void;
  dispose(): void;
}

/** Binds an editor to an album's documents. */
export function bindEditor(options: EditorBindingOptions): EditorBinding {
  const { editor, access } = options;
  // In place: the view's `doc` is read only here, between updates, and the editor gets copies of its node map.
  const view = new AlbumView(access.docs(), { inPlace: true });
  let unsent: PatchSet[] = [];
  /** Changes of the documents while a batch is being written: reconciled once after the write. */
  let writing: ViewChanges | null = null;
  let disposed = false;

  const notifyPending = () => options.onPendingChange?.(unsent);

  /**
   * Records whose reconciliation the editor refused. A remote change can be valid in the shown album and still not
   * fit the editor's document while local edits are unwritten (someone adds to a spread this user just deleted):
   * they are reconciled again with every later change, and at the latest after the local edits are written, when
   * the shown album includes them. Dropping them instead would leave this editor behind for good.
   */
  let deferred: ViewChanges | null = null;

  const applyToEditor = (incoming: ViewChanges) => {
    const changes = deferred ? mergeChanges(deferred, incoming) : incoming;
    deferred = null;
    if (!hasChanges(changes)) return;
    const set = reconcile(editor.getDocument(), view.doc, changes, pendingPathsOf(unsent));
    if (Object.keys(set).length === 0) return;
    queue.setApplyingRemote(true);
    try {
      const result = editor.applyRemote(set);
      if (!result.ok) {
        deferred = changes;
        // With no local edits in flight the editor should accept the shown album: that refusal is a real fault.
        if (unsent.length === 0) options.onApplyError?.(new Error(`applyRemote refused: ${result.reason}`));
      }
    } catch (error) {
      options.onApplyError?.(error);
    } finally {
      queue.setApplyingRemote(false);
    }
  };

  const write = (batch: PatchSet): void | Promise<unknown> => {
    unsent = [];
    writing = emptyChanges();
    let problems: WriteProblem[];
    try {
      problems = writePatchSet(batch, (kind, fn) => access.change(kind, fn));
    } finally {
      const changes = mergeChanges(writing, changesOfPatchSet(batch));
      writing = null;
      applyToEditor(changes);
      notifyPending();
    }
    if (problems.length > 0) options.onWriteProblems?.(problems);
    return options.afterWrite?.(batch);
  };

  const queue = createPatchQueue({
    now: options.now ?? Date.now,
    setTimer: options.setTimer ?? ((callback, ms) => setTimeout(callback, ms)),
    clearTimer: options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
    delayMs: options.delayMs,
    maxPending: options.maxPending,
    onError: options.onError,
    send: (batch) => {
      const result = write(batch);
      // A batch already written is never written again: a failed wait is reported, not retried.
      return result && typeof result.then === 'function'
        ? result.then(undefined, (error: unknown) => options.onError?.(error))
        : undefined;
    },
  });

  const offDocs = access.subscribe((kind, patches) => {
    if (disposed) return;
    let changes: ViewChanges;
    try {
      changes = view.update(kind, access.docs(), patches);
    } catch (error) {
      options.onApplyError?.(error);
      changes = view.reset(access.docs());
    }
    if (writing) writing = mergeChanges(writing, changes);
    else applyToEditor(changes);
  });

  const offEditor = editor.onPatches((event) => {
    if (disposed || (event.origin !== 'local' && event.origin !== 'history')) return;
    unsent.push(event.patches);
    notifyPending();
    queue.push(event.patches);
  });

  if (options.load !== false) {
    // The editor's store keeps the map it loads: it gets a copy, which the view's updates in place leave alone.
    const loaded = editor.load({ ...view.doc, nodes: { ...view.doc.nodes } });
    if (!loaded.ok)
      (options.onLoadError ?? options.onApplyError)?.(new Error(`load refused: ${loaded.reason}`));
  }

  return {
    queue,
    view,
    pending: () => unsent,
    restore(sets) {
      for (const set of sets) {
        // A stored set the editor refuses (written by an older version, or damaged) is dropped, not sent.
        const result = editor.applyRemote(set);
        if (!result.ok) {
          options.onApplyError?.(new Error(`restored changes refused: ${result.reason}`));
          continue;
        }
        unsent.push(set);
        queue.push(set);
      }
      if (sets.length > 0) notifyPending();
    },
    flush: () => queue.flush(),
    dispose() {
      disposed = true;
      offDocs();
      offEditor();
      queue.dispose();
    },
  };
}
