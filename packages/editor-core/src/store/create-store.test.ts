import { describe, expect, it } from 'vitest';
import { createEmptyDocument } from '../model/defaults';
import { sequentialIds } from '../model/ids';
import type { AlbumAction } from './actions';
import { createAlbumStore } from './create-store';
import type { ChangeEvent } from './create-store';
import { fixtureDocument, fixtureStore } from './fixture.test-util';

describe('createAlbumStore', () => {
  it('starts from an empty album by default', () => {
    const store = createAlbumStore({ ids: sequentialIds() });
    expect(store.getDocument()).toEqual(createEmptyDocument({ ids: sequentialIds() }));
    expect(store.getState().version).toBe(0);
  });

  it('streams every committed change with per-domain patches, origin and version', () => {
    const { store } = fixtureStore();
    const events: ChangeEvent[] = [];
    const off = store.subscribe((e) => events.push(e));
    store.dispatch({ type: 'updateColors', colors: [...store.getState().colors.slice(0, 2), '#abcdef'] });
    store.dispatch({ type: 'deleteSticker', id: 'st2' });
    expect(events[0]).toMatchObject({ origin: 'local', version: 1, patches: { colors: expect.any(Array) } });
    expect(Object.keys(events[1]!.patches).sort()).toEqual(['images', 'stickers']);
    expect(events[1]!.patches.stickers).toEqual([{ op: 'remove', path: '/st2', version: 2 }]);
    off();
    store.dispatch({ type: 'updateFonts', fonts: { title: 'X' } });
    expect(events).toHaveLength(2);
    expect(store.getState().version).toBe(3);
  });

  it('is a zustand vanilla store: subscribers see each new state', () => {
    const { store } = fixtureStore();
    const versions: number[] = [];
    store.store.subscribe((state) => versions.push(state.version));
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    store.history.undo();
    expect(versions).toEqual([1, 2]);
  });

  it('never throws: unknown actions and malformed payloads become refusals and warnings', () => {
    const { store, warnings } = fixtureStore();
    expect(store.dispatch({ type: 'explode' } as unknown as AlbumAction)).toEqual({
      ok: false,
      reason: 'invalid-input',
    });
    expect(store.dispatch(null as unknown as AlbumAction)).toEqual({ ok: false, reason: 'invalid-input' });
    expect(store.dispatch({ type: 'updateProps' } as unknown as AlbumAction).ok).toBe(false);
    expect(store.dispatch({ type: 'group', ids: null } as unknown as AlbumAction).ok).toBe(false);
    expect(store.dispatch({ type: 'replaceAll', document: { nodes: 1 } } as unknown as AlbumAction).ok).toBe(
      false,
    );
    expect(warnings.map((w) => w.code)).toContain('unknown-action');
  });

  it('refuses to load a document that breaks an invariant, and reports why', () => {
    const { store, warnings } = fixtureStore();
    const before = store.getState();
    const broken = fixtureDocument();
    broken.nodes.r1 = { ...broken.nodes.r1!, parentId: 'nowhere' };
    expect(store.dispatch({ type: 'replaceAll', document: broken })).toEqual({
      ok: false,
      reason: 'invalid-input',
    });
    expect(store.getState()).toBe(before);
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'invariant',
        action: 'replaceAll',
        detail: expect.stringMatching(/^refused: .*missing-parent/),
      }),
    ]);
  });

  it('reports invariant issues of a document it was created with, without throwing', () => {
    const broken = fixtureDocument();
    broken.nodes.r1 = { ...broken.nodes.r1!, parentId: 'nowhere' };
    const { store, invariantIssues } = fixtureStore({ document: broken });
    expect(store.dispatch({ type: 'updateProps', updates: [{ id: 'r2', props: { x: 1 } }] })).toEqual({
      ok: true,
    });
    expect(invariantIssues()).toEqual([
      expect.objectContaining({ code: 'invariant', id: 'r1', action: 'local' }),
    ]);
  });

  it('freezes committed states when asked', () => {
    const { store } = fixtureStore();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 1 } }] });
    expect(Object.isFrozen(store.getState().nodes.r1!.props)).toBe(true);
  });

  it('applies remote patch sets without history, and reports the ones that do not fit', () => {
    const { store, warnings } = fixtureStore();
    const events: ChangeEvent[] = [];
    store.subscribe((e) => events.push(e));
    const patches = {
      workspace: [
        { op: 'replace' as const, path: '/r1/props/x', value: 5 },
        { op: 'remove' as const, path: '/ghost' },
      ],
    };
    expect(store.applyRemote(patches)).toEqual({ ok: true });
    expect(store.getState().nodes.r1!.props).toMatchObject({ x: 5 });
    expect(events).toEqual([{ patches, origin: 'remote', version: 1 }]);
    expect(warnings.some((w) => w.code === 'patch-skipped')).toBe(true);
    expect(store.history.canUndo()).toBe(false);
    expect(store.applyRemote(null as never).ok).toBe(false);
  });

  it('keeps derived child lists correct across changes', async () => {
    const { childIdsOf } = await import('../model/tree');
    const { store } = fixtureStore();
    expect(childIdsOf(store.getState().nodes, 'sp3')).toEqual(['r4']);
    store.dispatch({ type: 'moveToSpread', ids: ['r1'], spreadId: 'sp3' });
    expect(childIdsOf(store.getState().nodes, 'sp3')).toEqual(['r4', 'r1']);
    store.applyRemote({ workspace: [{ op: 'remove', path: '/r4' }] });
    expect(childIdsOf(store.getState().nodes, 'sp3')).toEqual(['r1']);
    store.history.undo();
    expect(childIdsOf(store.getState().nodes, 'sp3')).toEqual([]);
  });
});
