import { describe, expect, it } from 'vitest';
import { enablePatches, produce } from 'immer';
import { createEmptyDocument, createNode } from '../model/defaults';
import type { AlbumDocument, BaseProps, TextProps } from '../model/types';
import { applyPatches } from './apply';
import { diffDocuments } from './diff';
import { countOperations } from './merge';

enablePatches();

function fixture(): AlbumDocument {
  const doc = createEmptyDocument();
  const spreadId = Object.values(doc.nodes).find((node) => node.type === 'Spread')!.id;
  const rect = createNode('Rectangle', spreadId, 'a0', { id: 'rect' });
  const text = createNode('Text', spreadId, 'a1', { id: 'text' });
  return { ...doc, nodes: { ...doc.nodes, rect, text } };
}

describe('diffDocuments', () => {
  it('is empty for the same document and for equal copies', () => {
    const doc = fixture();
    expect(diffDocuments(doc, doc)).toEqual({});
    expect(diffDocuments(doc, structuredClone(doc))).toEqual({});
  });

  it('emits one operation per changed prop', () => {
    const a = fixture();
    const b = produce(a, (draft) => {
      const props = draft.nodes.rect!.props as BaseProps;
      props.x = 5;
      props.rotation = 90;
      draft.nodes.text!.index = 'a0V';
    });
    expect(diffDocuments(a, b, { version: 3 })).toEqual({
      workspace: [
        { op: 'replace', path: '/rect/props/x', value: 5, version: 3 },
        { op: 'replace', path: '/rect/props/rotation', value: 90, version: 3 },
        { op: 'replace', path: '/text/index', value: 'a0V', version: 3 },
      ],
    });
  });

  it('adds and removes nodes, records and palette entries', () => {
    const a = fixture();
    const b = produce(a, (draft) => {
      delete draft.nodes.text;
      draft.nodes.circle = createNode('Circle', 'rect', 'a2', { id: 'circle' });
      draft.colors.pop();
      draft.colors.pop();
      draft.colors[2] = '#010101';
      draft.images.img = { id: 'img', model: 'image', blob: {}, details: { width: 10, height: 10 } };
    });
    const set = diffDocuments(a, b);
    expect(set.workspace).toEqual([
      { op: 'remove', path: '/text' },
      { op: 'add', path: '/circle', value: b.nodes.circle },
    ]);
    expect(set.colors).toEqual([
      { op: 'replace', path: '/2', value: '#010101' },
      { op: 'remove', path: `/${a.colors.length - 1}` },
      { op: 'remove', path: `/${a.colors.length - 2}` },
    ]);
    expect(applyPatches(a, set)).toEqual(b);
  });

  it('replaces a node whose type changed as a whole', () => {
    const a = fixture();
    const b = produce(a, (draft) => {
      draft.nodes.rect = createNode('Circle', draft.nodes.rect!.parentId, 'a0', { id: 'rect' });
    });
    expect(diffDocuments(a, b).workspace).toEqual([{ op: 'replace', path: '/rect', value: b.nodes.rect }]);
  });

  it('recurses into rich text and escapes keys', () => {
    const a = fixture();
    const b = produce(a, (draft) => {
      const props = draft.nodes.text!.props as TextProps;
      props.text.blocks[0]!.text = 'Hello';
      props.text.blocks[0]!.inlineStyleRanges.push({ offset: 0, length: 5, style: 'BOLD' });
      draft.stickers['a/b'] = {
        id: 'a/b',
        name: 'n',
        position: '',
        doubleSticker: false,
        image: null,
        sectionId: 's',
        stickerLayout: 'default',
        cellLayout: 'default',
        createdAt: '',
        cx: 0.5,
        cy: 0.5,
        cscale: 1,
        crotation: 0,
      };
    });
    const set = diffDocuments(a, b);
    expect(set.workspace).toEqual([
      { op: 'replace', path: '/text/props/text/blocks/0/text', value: 'Hello' },
      {
        op: 'add',
        path: '/text/props/text/blocks/0/inlineStyleRanges/0',
        value: { offset: 0, length: 5, style: 'BOLD' },
      },
    ]);
    expect(set.stickers![0]!.path).toBe('/a~1b');
    expect(applyPatches(a, set)).toEqual(b);
    expect(countOperations(set)).toBe(3);
  });

  it('does not look inside subtrees shared by reference', () => {
    const a = fixture();
    const untouchable = Object.defineProperty({ ...a.nodes.text! }, 'props', {
      enumerable: true,
      get() {
        throw new Error('a shared node was read');
      },
    });
    const before = { ...a, nodes: { ...a.nodes, text: untouchable } };
    const after = { ...before, nodes: { ...before.nodes, rect: { ...a.nodes.rect!, index: 'a0V' } } };
    expect(diffDocuments(before, after).workspace).toEqual([
      { op: 'replace', path: '/rect/index', value: 'a0V' },
    ]);
  });
});
