import { describe, expect, it } from 'vitest';
import { createEmptyDocument, createNode } from '../model/defaults';
import type { AlbumDocument, BaseProps } from '../model/types';
import { applyPatches } from './apply';
import type { PatchProblem } from './problems';

function fixture(): AlbumDocument {
  const doc = createEmptyDocument();
  const spreadId = Object.values(doc.nodes).find((node) => node.type === 'Spread')!.id;
  const rect = createNode('Rectangle', spreadId, 'a0', { id: 'rect' });
  const text = createNode('Text', spreadId, 'a1', { id: 'text' });
  return deepFreeze({ ...doc, nodes: { ...doc.nodes, rect, text } });
}

function propsOf(doc: AlbumDocument, id: string): BaseProps {
  return doc.nodes[id]!.props as BaseProps;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

describe('applyPatches', () => {
  it('is pure and copies only the touched path', () => {
    const doc = fixture();
    const next = applyPatches(doc, { workspace: [{ op: 'replace', path: '/rect/props/x', value: 42 }] });
    expect(propsOf(next, 'rect').x).toBe(42);
    expect(propsOf(doc, 'rect').x).toBe(0);
    expect(next.nodes.text).toBe(doc.nodes.text);
    expect(next.stickers).toBe(doc.stickers);
    expect(next.colors).toBe(doc.colors);
    expect(propsOf(next, 'rect').fill).toBe(propsOf(doc, 'rect').fill);
  });

  it('returns the same document when nothing applied', () => {
    const doc = fixture();
    expect(applyPatches(doc, {})).toBe(doc);
    expect(applyPatches(doc, { workspace: [{ op: 'remove', path: '/ghost' }] })).toBe(doc);
  });

  it('follows RFC 6902 for arrays: add inserts, "-" appends, remove splices', () => {
    const doc = fixture();
    const next = applyPatches(doc, {
      colors: [
        { op: 'add', path: '/2', value: '#111111' },
        { op: 'add', path: '/-', value: '#222222' },
        { op: 'remove', path: '/0' },
        { op: 'replace', path: '/0', value: '#fefefe' },
      ],
    });
    expect(next.colors).toEqual(['#fefefe', '#111111', ...doc.colors.slice(2), '#222222']);
  });

  it('adds and removes nodes and nested props, and unescapes pointers', () => {
    const doc = fixture();
    const node = createNode('Circle', 'x', 'a2', { id: 'c/1' });
    const next = applyPatches(doc, {
      workspace: [
        { op: 'add', path: '/c~11', value: node },
        { op: 'remove', path: '/text' },
        { op: 'add', path: '/rect/props/label', value: 'x' },
        { op: 'replace', path: '/c~11/parentId', value: 'rect' },
      ],
    });
    expect(next.nodes['c/1']).toEqual({ ...node, parentId: 'rect' });
    expect(next.nodes.text).toBeUndefined();
    expect(propsOf(next, 'rect').label).toBe('x');
  });

  it('never aliases patch values into the document', () => {
    const doc = fixture();
    const value = { blocks: [{ key: 'k', text: 'hi', inlineStyleRanges: [] }] };
    const next = applyPatches(doc, { workspace: [{ op: 'replace', path: '/text/props/text', value }] });
    value.blocks[0]!.text = 'changed later';
    expect(propsOf(next, 'text')).toMatchObject({ text: { blocks: [{ text: 'hi' }] } });
  });

  it('writes each container once even when many operations touch it', () => {
    const doc = fixture();
    const next = applyPatches(doc, {
      workspace: [
        { op: 'replace', path: '/rect/props/x', value: 1 },
        { op: 'replace', path: '/rect/props/y', value: 2 },
        { op: 'replace', path: '/rect/props/width', value: 3 },
      ],
    });
    expect(propsOf(next, 'rect')).toMatchObject({ x: 1, y: 2, width: 3 });
  });

  it('skips and reports operations that do not fit, without throwing', () => {
    const doc = fixture();
    const problems: PatchProblem[] = [];
    const next = applyPatches(
      doc,
      {
        workspace: [
          { op: 'replace', path: '/ghost/props/x', value: 1 },
          { op: 'replace', path: '/rect/props/nothing', value: 1 },
          { op: 'remove', path: '/rect/props/nothing' },
          { op: 'add', path: 'no-slash', value: 1 },
          { op: 'add', path: '/__proto__/polluted', value: 1 },
          { op: 'move' as 'add', path: '/rect', value: 1 },
          { op: 'replace', path: '/rect/props/x', value: 5 },
        ],
        colors: [
          { op: 'replace', path: '/99', value: '#000000' },
          { op: 'add', path: '/99', value: '#000000' },
          { op: 'replace', path: '/x', value: '#000000' },
          { op: 'remove', path: '' },
        ],
      },
      { onProblem: (problem) => problems.push(problem) },
    );
    expect(propsOf(next, 'rect').x).toBe(5);
    expect(next.colors).toBe(doc.colors);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(problems.map((p) => `${p.domain} ${p.key} ${p.path}`)).toEqual([
      'workspace patches.missingPath /ghost/props/x',
      'workspace patches.missingPath /rect/props/nothing',
      'workspace patches.missingPath /rect/props/nothing',
      'workspace patches.invalidPointer no-slash',
      'workspace patches.invalidPointer /__proto__/polluted',
      'workspace patches.invalidOperation /rect',
      'colors patches.missingPath /99',
      'colors patches.missingPath /99',
      'colors patches.invalidPointer /x',
      'colors patches.invalidOperation ',
    ]);
  });

  it('replaces a whole domain with the root pointer', () => {
    const doc = fixture();
    const next = applyPatches(doc, {
      fonts: [{ op: 'replace', path: '', value: { title: 'A', sub_title: 'B', paragraph: 'C' } }],
    });
    expect(next.fonts).toEqual({ title: 'A', sub_title: 'B', paragraph: 'C' });
    expect(next.nodes).toBe(doc.nodes);
  });
});
