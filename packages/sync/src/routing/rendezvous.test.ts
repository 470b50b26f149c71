import { describe, expect, it } from 'vitest';
import { normalizeNodeUrl, rankLiveNodes, rankNodes, syncSocketUrl } from './rendezvous';

const NODES = ['http://a.example:3000', 'http://b.example:3000', 'http://c.example:3000'];

describe('rendezvous routing of albums to nodes', () => {
  it('orders the same nodes the same way whatever order they are given in', () => {
    const order = rankNodes('album-1', NODES);
    expect([...order].sort()).toEqual([...NODES].sort());
    expect(rankNodes('album-1', [...NODES].reverse())).toEqual(order);
    expect(rankNodes('album-1', [...NODES, 'http://a.example:3000/'])).toEqual(order);
  });

  it('spreads albums over the nodes and moves only the albums of a node that leaves', () => {
    const albums = Array.from({ length: 3000 }, (_, i) => `album-${i}`);
    const homes = new Map(NODES.map((node) => [node, 0]));
    for (const id of albums) {
      const home = rankNodes(id, NODES)[0]!;
      homes.set(home, homes.get(home)! + 1);
    }
    for (const count of homes.values()) expect(count).toBeGreaterThan(800);
    const gone = NODES[1]!;
    for (const id of albums) {
      const before = rankNodes(id, NODES);
      const after = rankNodes(
        id,
        NODES.filter((node) => node !== gone),
      );
      // Albums of the other nodes stay; the leaving node's albums go to their second choice.
      expect(after[0]).toBe(before[0] === gone ? before[1] : before[0]);
    }
  });

  it('puts live nodes first and keeps the others as a last resort', () => {
    const order = rankNodes('album-7', NODES);
    const live = rankLiveNodes('album-7', NODES, (node) => node !== order[0]);
    expect(live).toEqual([order[1], order[2], order[0]]);
  });

  it('derives socket URLs from base URLs', () => {
    expect(normalizeNodeUrl(' http://a:1/// ')).toBe('http://a:1');
    expect(syncSocketUrl('http://a.example:3000')).toBe('ws://a.example:3000/sync');
    expect(syncSocketUrl('https://a.example/base/')).toBe('wss://a.example/base/sync');
  });
});
