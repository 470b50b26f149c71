import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../store/create-store';
import { fixtureDocument, fixtureStore } from '../store/fixture.test-util';

function withEvents() {
  const fixture = fixtureStore();
  const events: ChangeEvent[] = [];
  fixture.store.subscribe((e) => events.push(e));
  return { ...fixture, events };
}

const x = (store: ReturnType<typeof fixtureStore>['store'], id: string) =>
  (store.getState().nodes[id]?.props as { x?: number } | undefined)?.x;

describe('history', () => {
  it('undoes and redoes local steps, announcing them with origin history', () => {
    const { store, events, invariantIssues } = withEvents();
    expect(store.history.canUndo()).toBe(false);
    expect(store.history.undo()).toEqual({ ok: false, reason: 'no-history' });
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.dispatch({ type: 'deleteElements', ids: ['g1'] });
    expect(store.history.depth()).toEqual({ past: 2, future: 0 });
    expect(store.history.undo()).toEqual({ ok: true });
    expect(store.getState().nodes.t1).toBeDefined();
    expect(store.history.undo()).toEqual({ ok: true });
    expect(x(store, 'r1')).toBe(10);
    expect(store.history.canUndo()).toBe(false);
    expect(store.history.canRedo()).toBe(true);
    store.history.redo();
    expect(x(store, 'r1')).toBe(1);
    expect(events.map((e) => [e.origin, e.version])).toEqual([
      ['local', 1],
      ['local', 2],
      ['history', 3],
      ['history', 4],
      ['history', 5],
    ]);
    expect(events[3]!.patches.workspace).toEqual([
      { op: 'replace', path: '/r1/props/x', value: 10, version: 4 },
    ]);
    expect(invariantIssues()).toEqual([]);
  });

  it('a new local step clears the redo stack', () => {
    const { store } = withEvents();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.history.undo();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 2 } }] });
    expect(store.history.canRedo()).toBe(false);
  });

  it('does not record changes outside nodes and stickers', () => {
    const { store } = withEvents();
    store.dispatch({ type: 'updateFonts', fonts: { title: 'Lobster' } });
    store.dispatch({
      type: 'addImages',
      images: [{ id: 'i', model: 'image', blob: {}, details: { width: 1, height: 1 } }],
    });
    expect(store.history.canUndo()).toBe(false);
  });

  it('undo of a sticker delete brings back the sticker, its image and its cell link', () => {
    const { store } = withEvents();
    const before = store.getDocument();
    store.dispatch({ type: 'deleteSticker', id: 'st1' });
    store.history.undo();
    expect(store.getDocument()).toEqual(before);
  });

  it('records a gesture as one step and streams its intermediate changes', () => {
    const { store, events } = withEvents();
    expect(store.history.beginGesture()).toEqual({ ok: true });
    expect(store.history.beginGesture()).toEqual({ ok: false, reason: 'gesture-state' });
    for (const value of [11, 12, 13])
      store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: value } }] });
    expect(store.history.canUndo()).toBe(false);
    expect(store.history.commitGesture()).toEqual({ ok: true });
    expect(store.history.depth()).toEqual({ past: 1, future: 0 });
    expect(events.filter((e) => e.origin === 'local')).toHaveLength(3);
    store.history.undo();
    expect(x(store, 'r1')).toBe(10);
    store.history.redo();
    expect(x(store, 'r1')).toBe(13);
    expect(store.history.commitGesture()).toEqual({ ok: false, reason: 'gesture-state' });
  });

  it('a gesture without changes records nothing', () => {
    const { store } = withEvents();
    store.history.beginGesture();
    store.history.commitGesture();
    expect(store.history.canUndo()).toBe(false);
  });

  it('cancelling a gesture reverts it without a history step', () => {
    const { store, events } = withEvents();
    store.history.beginGesture();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 50 } }] });
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 60 } }] });
    expect(store.history.cancelGesture()).toEqual({ ok: true });
    expect(x(store, 'r1')).toBe(10);
    expect(store.history.canUndo()).toBe(false);
    expect(events.at(-1)!.origin).toBe('local');
  });

  it('undo during a gesture commits it first', () => {
    const { store } = withEvents();
    store.history.beginGesture();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 50 } }] });
    store.history.undo();
    expect(store.history.inGesture()).toBe(false);
    expect(x(store, 'r1')).toBe(10);
  });

  it('is off while disabled (text editing)', () => {
    const { store } = withEvents();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.history.setEnabled(false);
    expect(store.history.canUndo()).toBe(false);
    expect(store.history.undo()).toEqual({ ok: false, reason: 'text-editing' });
    expect(store.history.redo()).toEqual({ ok: false, reason: 'text-editing' });
    store.history.setEnabled(true);
    expect(store.history.undo()).toEqual({ ok: true });
  });

  it('never records remote changes, and undo keeps them', () => {
    const { store, events, invariantIssues } = withEvents();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.applyRemote({ workspace: [{ op: 'replace', path: '/r2/props/x', value: 77 }] });
    expect(events.at(-1)).toMatchObject({ origin: 'remote', version: 2 });
    expect(store.history.depth().past).toBe(1);
    store.history.undo();
    expect(x(store, 'r1')).toBe(10);
    expect(x(store, 'r2')).toBe(77);
    expect(invariantIssues()).toEqual([]);
  });

  it('survives remote deletes of what a local step touched', () => {
    const { store, warnings, invariantIssues } = withEvents();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.dispatch({ type: 'deleteElements', ids: ['r3'] });
    store.applyRemote({
      workspace: [
        { op: 'remove', path: '/r1' },
        { op: 'remove', path: '/t1' },
        { op: 'remove', path: '/g1' },
      ],
    });
    expect(store.history.undo()).toEqual({ ok: true });
    expect(store.history.undo()).toEqual({ ok: true });
    expect(store.getState().nodes.r3).toBeUndefined();
    expect(store.getState().nodes.r1).toBeUndefined();
    expect(warnings.filter((w) => w.code === 'patch-skipped').length).toBeGreaterThan(0);
    expect(invariantIssues()).toEqual([]);
  });

  it('a load is not undoable and clears history', () => {
    const { store, events } = withEvents();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.dispatch({ type: 'replaceAll', document: fixtureDocument() });
    expect(events.at(-1)!.origin).toBe('load');
    expect(events.at(-1)!.patches.workspace?.[0]).toMatchObject({ op: 'replace', path: '' });
    expect(store.history.canUndo()).toBe(false);
    expect(x(store, 'r1')).toBe(10);
  });

  it('keeps at most `historyLimit` steps', () => {
    const { store } = fixtureStore({ historyLimit: 3 });
    for (let i = 0; i < 5; i++)
      store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: i } }] });
    expect(store.history.depth().past).toBe(3);
    store.history.clear();
    expect(store.history.depth()).toEqual({ past: 0, future: 0 });
  });

  it('undo called on zundo directly still announces its change', async () => {
    const { store, events } = withEvents();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.store.temporal.getState().undo();
    await Promise.resolve();
    expect(events.at(-1)!.origin).toBe('history');
    expect(x(store, 'r1')).toBe(10);
  });
});
