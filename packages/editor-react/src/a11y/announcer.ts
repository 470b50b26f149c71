/**
 * The announcer (issue #23): listens to the editor and says what just happened in one polite sentence. Selection
 * and document changes of one moment (an insert selects what it added, a delete clears the selection) are
 * gathered until the current task ends and the change is told rather than the selection it brought along. A burst
 * of moves of the same elements (arrow presses less than `pause` apart) is told as one distance from where the
 * burst began. Undo and redo are told as such; collaborators' changes and loads are not told at all (they would
 * interrupt the user at random).
 */
import type { AlbumDocument, Editor, Selection } from '@album/editor-core';
import { DEFAULT_COALESCE_PAUSE } from '@album/editor-core';
import { classifyChange, describeChange, describeSelection } from './describe';
import type { A11yFormat } from './format';

/** Options of {@link createAnnouncer}. */
export interface AnnouncerOptions {
  /** Formats a message (the host's translation). */
  format: () => A11yFormat;
  /** Receives each sentence to say. */
  say(text: string): void;
  /** Clock in ms; injectable so tests need no timers. */
  now?: () => number;
  /** Runs `flush` once the current task's events are in (default: a microtask). */
  schedule?: (flush: () => void) => void;
  /** A move this long (ms) after the previous one starts a new burst. */
  pause?: number;
}

interface Burst {
  key: string;
  at: number;
  from: { x: number; y: number };
}

/** Starts announcing the editor's changes; returns the function that stops it. */
export function createAnnouncer(editor: Editor, options: AnnouncerOptions): () => void {
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? queueMicrotask;
  const pause = options.pause ?? DEFAULT_COALESCE_PAUSE;
  const temporal = editor.store.temporal;
  let doc: AlbumDocument = editor.getDocument();
  let selection: Selection = editor.getSelection();
  let future = temporal.getState().futureStates.length;
  let pending: { doc: AlbumDocument; selection: Selection; history: boolean; changed: boolean } | null = null;
  let burst: Burst | null = null;

  const flush = () => {
    const start = pending;
    pending = null;
    if (!start) return;
    const t = options.format();
    const nextDoc = editor.getDocument();
    const nextSelection = editor.getSelection();
    const nextFuture = temporal.getState().futureStates.length;
    let text: string | null = null;
    if (start.history) {
      // zundo moves the record between its stacks around the change event: read the stacks once all is done.
      text = t(nextFuture > future ? 'canvas.a11y.undone' : 'canvas.a11y.redone');
      burst = null;
    } else if (start.changed) {
      const kind = classifyChange(start.doc, nextDoc);
      if (kind?.type === 'moved') {
        const key = [...kind.ids].sort().join(',');
        const at = now();
        const node = start.doc.nodes[kind.ids[0]!];
        const p = node?.props as { x: number; y: number } | undefined;
        if (!burst || burst.key !== key || at - burst.at > pause)
          burst = { key, at, from: { x: p?.x ?? 0, y: p?.y ?? 0 } };
        burst.at = at;
        text = describeChange(kind, nextDoc, t, burst.from);
      } else {
        if (kind) burst = null;
        text = kind ? describeChange(kind, nextDoc, t) : null;
      }
    }
    text ??= describeSelection(start.selection, nextSelection, nextDoc, t);
    future = nextFuture;
    doc = nextDoc;
    selection = nextSelection;
    if (text) options.say(text);
  };

  /** Notes an event of this moment; the first one schedules the flush (after the flags are set: it may run now). */
  const note = (changed: boolean, history: boolean) => {
    const first = pending === null;
    pending ??= { doc, selection, history: false, changed: false };
    pending.changed ||= changed;
    pending.history ||= history;
    if (first) schedule(flush);
  };

  const offSelection = editor.subscribe('selection', () => note(false, false));
  const offChange = editor.onPatches((event) => {
    if (event.origin === 'remote' || event.origin === 'load') {
      // Not told, but the next local change is measured from here.
      if (!pending) {
        doc = editor.getDocument();
        selection = editor.getSelection();
      }
      return;
    }
    note(true, event.origin === 'history');
  });
  return () => {
    offSelection();
    offChange();
  };
}
