import { describe, expect, it } from 'vitest';
import { fixtureStore } from '../store/fixture.test-util';
import { StepCoalescer, continuesGroup } from './coalesce';

function setup() {
  const { store } = fixtureStore();
  let clock = 0;
  const coalescer = new StepCoalescer(store.store.temporal, { pause: 1000, now: () => clock });
  const props = (id: string) =>
    (store.getState().nodes[id]?.props ?? {}) as unknown as Record<string, unknown>;
  const set = (id: string, values: Record<string, unknown>) =>
    store.dispatch({ type: 'updateProps', updates: [{ id, props: values }] });
  return {
    store,
    coalescer,
    props,
    set,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('continuesGroup', () => {
  it('continues the same key within the pause, or while held', () => {
    expect(continuesGroup(null, 'a', 0, 1000)).toBe(false);
    expect(continuesGroup({ key: 'a', at: 0 }, 'a', 1000, 1000)).toBe(true);
    expect(continuesGroup({ key: 'a', at: 0 }, 'a', 1001, 1000)).toBe(false);
    expect(continuesGroup({ key: 'a', at: 0 }, 'a', 5000, 1000, true)).toBe(true);
    expect(continuesGroup({ key: 'a', at: 0 }, 'b', 1, 1000)).toBe(false);
  });
});

describe('StepCoalescer', () => {
  it('makes five arrow-key steps on the opacity slider one undo step', () => {
    const { store, coalescer, props, set, tick } = setup();
    for (const opacity of [0.9, 0.8, 0.7, 0.6, 0.5]) {
      coalescer.change('opacity:r1', () => set('r1', { opacity }));
      tick(200);
    }
    expect(props('r1').opacity).toBe(0.5);
    expect(store.history.depth()).toEqual({ past: 1, future: 0 });
    store.history.undo();
    expect(props('r1').opacity).toBeUndefined();
    store.history.redo();
    expect(props('r1').opacity).toBe(0.5);
  });

  it('makes a colour drag one step, even with pauses while the pointer is held', () => {
    const { store, coalescer, props, set, tick } = setup();
    const before = props('r1').fill;
    for (const fill of ['#111111', '#222222', '#333333']) {
      coalescer.change('fill:r1', () => set('r1', { fill }), { held: true });
      tick(3000);
    }
    expect(store.history.depth().past).toBe(1);
    store.history.undo();
    expect(props('r1').fill).toEqual(before);
  });

  it('splits at another action in between', () => {
    const { store, coalescer, props, set } = setup();
    coalescer.change('opacity:r1', () => set('r1', { opacity: 0.9 }));
    set('r1', { x: 99 });
    coalescer.change('opacity:r1', () => set('r1', { opacity: 0.8 }));
    expect(store.history.depth().past).toBe(3);
    store.history.undo();
    expect(props('r1')).toMatchObject({ opacity: 0.9, x: 99 });
  });

  it('splits at a pause, another control, another element, end() and an undo', () => {
    const { store, coalescer, set, tick } = setup();
    coalescer.change('opacity:r1', () => set('r1', { opacity: 0.9 }));
    tick(1001);
    coalescer.change('opacity:r1', () => set('r1', { opacity: 0.8 }));
    expect(store.history.depth().past).toBe(2);
    coalescer.change('x:r1', () => set('r1', { x: 4 }));
    expect(store.history.depth().past).toBe(3);
    coalescer.change('radius:t1', () => set('t1', { opacity: 0.5 }));
    expect(store.history.depth().past).toBe(4);
    coalescer.end();
    coalescer.change('radius:t1', () => set('t1', { opacity: 0.4 }));
    expect(store.history.depth().past).toBe(5);
    store.history.undo();
    coalescer.change('radius:t1', () => set('t1', { opacity: 0.3 }));
    expect(store.history.depth()).toEqual({ past: 5, future: 0 });
  });

  it('keeps the group across a refused change', () => {
    const { store, coalescer, set } = setup();
    coalescer.change('opacity:r1', () => set('r1', { opacity: 0.9 }));
    const refused = coalescer.change('opacity:r1', () => set('missing', { opacity: 0.8 }));
    expect(refused.ok).toBe(false);
    coalescer.change('opacity:r1', () => set('r1', { opacity: 0.7 }));
    expect(store.history.depth().past).toBe(1);
  });
});
