import { describe, expect, it } from 'vitest';
import { indicesAfter } from '../model/tree';
import { planReorder, planResort } from './ordering';
import type { OrderEntry } from './ordering';

function entries(ranks: number[], touched: number[] = []): OrderEntry[] {
  const keys = indicesAfter(null, ranks.length);
  return ranks.map((rank, i) => ({ id: `n${i}`, index: keys[i]!, rank, touched: touched.includes(i) }));
}

/** The order after applying a plan: by (new) index, then id. */
function orderAfter(list: OrderEntry[], plan: Map<string, string>): OrderEntry[] {
  return list
    .map((e) => ({ ...e, index: plan.get(e.id) ?? e.index }))
    .sort((a, b) => (a.index < b.index ? -1 : a.index > b.index ? 1 : a.id < b.id ? -1 : 1));
}

describe('planResort', () => {
  it('changes nothing when ranks are already ordered', () => {
    expect(planResort(entries([0, 0, 1, 2, 2])).size).toBe(0);
  });

  it('moves only the out-of-order node and keeps order inside a rank', () => {
    const list = entries([0, 2, 0, 0]);
    const plan = planResort(list);
    expect([...plan.keys()]).toEqual(['n1']);
    expect(orderAfter(list, plan).map((e) => e.id)).toEqual(['n0', 'n2', 'n3', 'n1']);
  });

  it('prefers moving touched nodes over bystanders', () => {
    // A comment (rank 2) sits at the bottom and one rank-0 node above it was just added (touched).
    const list = entries([2, 0], [1]);
    const plan = planResort(list);
    expect([...plan.keys()]).toEqual(['n1']);
    expect(orderAfter(list, plan).map((e) => e.id)).toEqual(['n1', 'n0']);
  });

  it('sorts comments above always-on-top above the rest', () => {
    const list = entries([1, 2, 0, 1, 0, 2]);
    const result = orderAfter(list, planResort(list)).map((e) => e.rank);
    expect(result).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('re-indexes everything when neighbours collide', () => {
    const list: OrderEntry[] = [
      { id: 'a', index: 'a0', rank: 2, touched: false },
      { id: 'b', index: 'a0', rank: 0, touched: false },
      { id: 'c', index: 'a0', rank: 0, touched: false },
    ];
    const result = orderAfter(list, planResort(list));
    expect(result.map((e) => e.rank)).toEqual([0, 0, 2]);
  });
});

describe('planReorder', () => {
  it('keeps the longest ordered run', () => {
    const list = entries([0, 0, 0, 0]);
    const plan = planReorder(list, ['n1', 'n2', 'n3', 'n0']);
    expect([...plan.keys()]).toEqual(['n0']);
    expect(orderAfter(list, plan).map((e) => e.id)).toEqual(['n1', 'n2', 'n3', 'n0']);
  });

  it('reverses a list', () => {
    const list = entries([0, 0, 0]);
    const plan = planReorder(list, ['n2', 'n1', 'n0']);
    expect(plan.size).toBe(2);
    expect(orderAfter(list, plan).map((e) => e.id)).toEqual(['n2', 'n1', 'n0']);
  });
});
