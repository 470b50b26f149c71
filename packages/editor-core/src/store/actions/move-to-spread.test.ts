import { describe, expect, it } from 'vitest';
import { bookSpreadOrigin } from '../canvas';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('moveToSpread', () => {
  it('re-parents keeping the canvas position with one parentId and one index write', () => {
    const { store, node, props, clean } = setup();
    const events: { patches: { workspace?: { op: string; path: string }[] } }[] = [];
    store.subscribe((e) => events.push(e));
    const doc = store.getState();
    const from = bookSpreadOrigin(doc, 'sp2')!;
    const to = bookSpreadOrigin(doc, 'sp3')!;
    store.dispatch({ type: 'moveToSpread', ids: ['r1'], spreadId: 'sp3' });
    expect(node('r1').parentId).toBe('sp3');
    expect(props('r1')).toMatchObject({ x: 10 + from.x - to.x, y: 10 + from.y - to.y });
    const ops = events[0]!.patches.workspace!.filter((op) => op.path.startsWith('/r1'));
    expect(ops.map((op) => `${op.op} ${op.path}`).sort()).toEqual([
      'replace /r1/index',
      'replace /r1/parentId',
      'replace /r1/props/y',
    ]);
    expect(events[0]!.patches.workspace!.some((op) => op.op === 'remove' || op.op === 'add')).toBe(false);
    clean();
  });

  it('keeps the spread position on request, and lands on top of its band', () => {
    const { store, props } = setup();
    store.dispatch({ type: 'moveToSpread', ids: ['r1'], spreadId: 'sp3', keep: 'spread' });
    expect(props('r1')).toMatchObject({ x: 10, y: 10 });
    expect(childrenOf(store, 'sp3')).toEqual(['r4', 'r1']);
  });

  it('takes elements out of groups with the group transform, removing an emptied group', () => {
    const { store, node, props, clean } = setup();
    store.dispatch({ type: 'deleteElements', ids: ['t1'] });
    store.dispatch({ type: 'moveToSpread', ids: ['r3'], spreadId: 'sp3', keep: 'spread' });
    expect(props('r3')).toMatchObject({ x: 70, y: 180 });
    expect(node('g1')).toBeUndefined();
    clean();
  });

  it('refuses a target that is not a spread', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'moveToSpread', ids: ['r1'], spreadId: 'r2' })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
  });
});
