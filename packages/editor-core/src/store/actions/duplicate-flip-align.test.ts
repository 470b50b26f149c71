import { describe, expect, it } from 'vitest';
import { DUPLICATE_OFFSET, PAGE_HEIGHT, PAGE_WIDTH } from '../../constants';
import { boundsInSpread } from '../placement';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';
import { toggleFlip } from './flip';

describe('duplicate', () => {
  it('copies deeply with new ids, offset, directly above the original', () => {
    const { store, node, props, clean } = setup();
    const result = store.dispatch({ type: 'duplicate', ids: ['g1'] });
    expect(result.ok).toBe(true);
    const copyId = result.ok ? result.ids![0]! : '';
    expect(copyId).not.toBe('g1');
    expect(props(copyId)).toMatchObject({ x: 20 + DUPLICATE_OFFSET, y: 150 + DUPLICATE_OFFSET, id: copyId });
    expect(childrenOf(store, 'sp2')).toEqual(['r1', 'r2', 'img1', 'cell1', 'g1', copyId, 'c1']);
    const copies = childrenOf(store, copyId);
    expect(copies).toHaveLength(2);
    expect(copies.some((id) => id === 't1' || id === 'r3')).toBe(false);
    expect(node(copies[0]!).props).toMatchObject({ x: 0, y: 0 });
    clean();
  });

  it('leaves the copy of a sticker cell empty', () => {
    const { store, props, clean } = setup();
    const result = store.dispatch({ type: 'duplicate', ids: ['cell1'] });
    expect(props(result.ok ? result.ids![0]! : '').stickerId).toBeNull();
    clean();
  });
});

describe('flip', () => {
  it('toggles image flips', () => {
    const { store, props } = setup();
    store.dispatch({ type: 'flip', ids: ['img1', 'r1'], axis: 'horizontal' });
    expect(props('img1').flip).toBe('horizontal');
    expect('flip' in props('r1')).toBe(false);
    store.dispatch({ type: 'flip', ids: ['img1'], axis: 'vertical' });
    expect(props('img1').flip).toBe('both');
    expect(store.dispatch({ type: 'flip', ids: ['r1'], axis: 'horizontal' }).ok).toBe(false);
  });

  it('toggleFlip', () => {
    expect(toggleFlip(undefined, 'horizontal')).toBe('horizontal');
    expect(toggleFlip('horizontal', 'horizontal')).toBe('none');
    expect(toggleFlip('both', 'vertical')).toBe('horizontal');
    expect(toggleFlip('vertical', 'horizontal')).toBe('both');
  });
});

describe('align', () => {
  const box = (store: ReturnType<typeof setup>['store'], id: string) =>
    boundsInSpread((x) => store.getState().nodes[x], id);

  it('aligns to the element page of a double spread', () => {
    const { store } = setup();
    store.dispatch({ type: 'align', ids: ['r1'], edge: 'right' });
    expect(box(store, 'r1').x + box(store, 'r1').width).toBeCloseTo(PAGE_WIDTH);
    store.dispatch({ type: 'align', ids: ['img1'], edge: 'left', margin: 5 });
    expect(box(store, 'img1').x).toBeCloseTo(PAGE_WIDTH + 5);
  });

  it('aligns to the spread', () => {
    const { store } = setup();
    store.dispatch({ type: 'align', ids: ['r1'], edge: 'center', target: 'spread' });
    expect(box(store, 'r1').x + box(store, 'r1').width / 2).toBeCloseTo(PAGE_WIDTH);
    store.dispatch({ type: 'align', ids: ['r1'], edge: 'bottom', target: 'spread', margin: 10 });
    expect(box(store, 'r1').y + box(store, 'r1').height).toBeCloseTo(PAGE_HEIGHT - 10);
    store.dispatch({ type: 'align', ids: ['r1'], edge: 'middle' });
    expect(box(store, 'r1').y + box(store, 'r1').height / 2).toBeCloseTo(PAGE_HEIGHT / 2);
    store.dispatch({ type: 'align', ids: ['r1'], edge: 'top' });
    expect(box(store, 'r1').y).toBeCloseTo(0);
  });

  it('treats a single-page spread as one page', () => {
    const { store } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'sp1',
      nodes: [{ type: 'Rectangle', props: { id: 'a', x: 10, width: 20 } as never }],
    });
    store.dispatch({ type: 'align', ids: ['a'], edge: 'right' });
    expect(box(store, 'a').x + box(store, 'a').width).toBeCloseTo(PAGE_WIDTH);
  });

  it('aligns rotated elements and elements inside groups by their bounds', () => {
    const { store, clean } = setup();
    store.dispatch({
      type: 'updateProps',
      updates: [
        { id: 'g1', props: { rotation: 45 } },
        { id: 'r2', props: { rotation: 30 } },
      ],
    });
    store.dispatch({ type: 'align', ids: ['r3', 'r2'], edge: 'left' });
    expect(box(store, 'r3').x).toBeCloseTo(0);
    expect(box(store, 'r2').x).toBeCloseTo(0);
    clean();
  });

  it('refuses an unknown edge', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'align', ids: ['r1'], edge: 'diagonal' as never }).ok).toBe(false);
  });
});
