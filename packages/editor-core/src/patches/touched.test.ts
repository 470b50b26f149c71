import { describe, expect, it } from 'vitest';
import { touchedNodeIds } from './touched';

describe('touchedNodeIds', () => {
  it('collects the node ids of workspace operations', () => {
    const ids = touchedNodeIds({
      workspace: [
        { op: 'replace', path: '/a/props/x', value: 1 },
        { op: 'remove', path: '/b~1c' },
        { op: 'replace', path: '/a/index', value: 'a1' },
      ],
      stickers: [{ op: 'remove', path: '/s1' }],
    });
    expect(ids).toEqual(new Set(['a', 'b/c']));
    expect(touchedNodeIds({})).toEqual(new Set());
  });

  it('asks for a rebuild when the whole workspace is replaced', () => {
    expect(touchedNodeIds({ workspace: [{ op: 'replace', path: '', value: {} }] })).toBe('all');
    expect(touchedNodeIds({ workspace: [{ op: 'replace', path: 'broken', value: {} }] })).toBe('all');
  });
});
