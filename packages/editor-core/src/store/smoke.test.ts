import { describe, expect, it } from 'vitest';
import { fixtureStore, childrenOf } from './fixture.test-util';

describe('smoke', () => {
  it('works', () => {
    const { store, warnings } = fixtureStore();
    const events: unknown[] = [];
    store.subscribe((e) => events.push(e));
    const r = store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 42 } }] });
    expect(r).toEqual({ ok: true });
    expect(store.getState().nodes.r1!.props).toMatchObject({ x: 42 });
    console.log(JSON.stringify(events), warnings);
    expect(store.history.canUndo()).toBe(true);
    store.history.undo();
    expect(store.getState().nodes.r1!.props).toMatchObject({ x: 10 });
    console.log(JSON.stringify(events.slice(1)));
    store.history.redo();
    expect(store.getState().nodes.r1!.props).toMatchObject({ x: 42 });
    const g = store.dispatch({ type: 'group', ids: ['r1', 'r2'], groupId: 'g2' });
    console.log(g, childrenOf(store, 'sp2'), childrenOf(store, 'g2'), store.getState().nodes.g2, warnings);
  });
});
