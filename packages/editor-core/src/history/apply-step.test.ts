import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { Patch } from 'immer';
import { fixtureDocument } from '../store/fixture.test-util';
import { applyStep } from './apply-step';

function run(patches: Patch[]) {
  const base = fixtureDocument();
  const skipped: string[] = [];
  const next = produce(base, (draft) =>
    applyStep(draft, base, patches, (p, reason) => skipped.push(`${p.op} ${p.path.join('/')} ${reason}`)),
  );
  return { base, next, skipped };
}

describe('applyStep', () => {
  it('applies fitting patches', () => {
    const { next, skipped } = run([
      { op: 'replace', path: ['nodes', 'r1', 'props', 'x'], value: 99 },
      { op: 'add', path: ['colors', 2], value: '#123456' },
      { op: 'remove', path: ['stickers', 'st2'] },
    ]);
    expect(next.nodes.r1!.props).toMatchObject({ x: 99 });
    expect(next.colors[2]).toBe('#123456');
    expect(next.stickers.st2).toBeUndefined();
    expect(skipped).toEqual([]);
  });

  it('skips patches on missing targets instead of throwing', () => {
    const { next, skipped } = run([
      { op: 'replace', path: ['nodes', 'ghost', 'props', 'x'], value: 1 },
      { op: 'replace', path: ['nodes', 'ghost'], value: {} },
      { op: 'remove', path: ['stickers', 'ghost'] },
      { op: 'replace', path: ['colors', 50], value: '#fff' },
      { op: 'replace', path: [], value: {} },
    ]);
    expect(skipped).toHaveLength(5);
    expect(next.nodes.ghost).toBeUndefined();
  });

  it('keeps a node that still has children the step does not remove', () => {
    const { next, skipped } = run([
      { op: 'remove', path: ['nodes', 'g1'] },
      { op: 'remove', path: ['nodes', 't1'] },
    ]);
    expect(next.nodes.g1).toBeDefined();
    expect(next.nodes.t1).toBeUndefined();
    expect(skipped).toEqual(['remove nodes/g1 has-children']);
  });

  it('drops a re-added node whose parent is gone', () => {
    const orphan = { id: 'o', type: 'Rectangle', parentId: 'gone', index: 'a0', props: { id: 'o' } };
    const { next, skipped } = run([{ op: 'add', path: ['nodes', 'o'], value: orphan }]);
    expect(next.nodes.o).toBeUndefined();
    expect(skipped).toEqual(['add nodes/o parent-gone']);
  });
});
