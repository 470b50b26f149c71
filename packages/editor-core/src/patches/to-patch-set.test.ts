import { describe, expect, it } from 'vitest';
import { enablePatches, produceWithPatches } from 'immer';
import type { Patch } from 'immer';
import { createNode } from '../model/defaults';
import type { AlbumDocument, AnyNode, BaseProps } from '../model/types';
import { applyPatches } from './apply';
import type { PatchProblem } from './problems';
import { toPatchSet } from './to-patch-set';

enablePatches();

function baseDocument(): AlbumDocument {
  const rect = createNode('Rectangle', 'spread', 'a0', { id: 'rect', x: 10 });
  const text = createNode('Text', 'spread', 'a1', { id: 'te/xt~' });
  return {
    nodes: { rect, 'te/xt~': text },
    stickers: {
      s1: {
        id: 's1',
        name: 'Anna',
        position: 'Goal',
        doubleSticker: false,
        image: null,
        sectionId: 'sec',
        stickerLayout: 'default',
        cellLayout: 'default',
        createdAt: '2026-01-01',
        cx: 0.5,
        cy: 0.5,
        cscale: 1,
        crotation: 0,
      },
    },
    images: {},
    colors: ['#000000', '#ffffff', '#ff0000', '#00ff00'],
    fonts: { title: 'Oswald', sub_title: 'Roboto Condensed', paragraph: 'Roboto' },
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  };
}

describe('toPatchSet', () => {
  it('groups operations per domain with escaped pointers and the version', () => {
    const base = baseDocument();
    const [next, patches] = produceWithPatches(base, (draft) => {
      (draft.nodes.rect!.props as BaseProps).x = 20;
      (draft.nodes['te/xt~']!.props as { label?: string }).label = 'hello';
      draft.stickers.s1!.name = 'Bob';
      draft.colors[2] = '#123456';
      draft.fonts.title = 'Lato';
      draft.stickerTemplateSettings.blank_enabled = true;
    });
    const set = toPatchSet(patches, 7);
    expect(set.workspace).toEqual(
      expect.arrayContaining([
        { op: 'replace', path: '/rect/props/x', value: 20, version: 7 },
        { op: 'add', path: '/te~1xt~0/props/label', value: 'hello', version: 7 },
      ]),
    );
    expect(set.stickers).toEqual([{ op: 'replace', path: '/s1/name', value: 'Bob', version: 7 }]);
    expect(set.colors).toEqual([{ op: 'replace', path: '/2', value: '#123456', version: 7 }]);
    expect(set.fonts).toEqual([{ op: 'replace', path: '/title', value: 'Lato', version: 7 }]);
    expect(set.stickerTemplateSettings).toEqual([
      { op: 'replace', path: '/blank_enabled', value: true, version: 7 },
    ]);
    expect(set.images).toBeUndefined();
    expect(applyPatches(base, set)).toEqual(next);
  });

  it('copies values so that nothing is shared with the (frozen) store state', () => {
    const base = baseDocument();
    const [next, patches] = produceWithPatches(base, (draft) => {
      const rect = draft.nodes.rect as AnyNode;
      draft.nodes.copy = { ...rect, id: 'copy', props: { ...rect.props, id: 'copy' } } as AnyNode;
    });
    const set = toPatchSet(patches, 1);
    const value = set.workspace![0]!.value as AlbumDocument['nodes'][string];
    expect(value).toEqual(next.nodes.copy);
    expect(value).not.toBe(next.nodes.copy);
    expect(Object.isFrozen(value)).toBe(false);
    expect(Object.isFrozen(value.props)).toBe(false);
  });

  it('turns array shrinking into removes from the end that apply in order', () => {
    const base = baseDocument();
    const [next, patches] = produceWithPatches(base, (draft) => {
      draft.colors.splice(1, 2);
    });
    const set = toPatchSet(patches, 2);
    expect(set.colors!.every((operation) => operation.path.startsWith('/'))).toBe(true);
    expect(applyPatches(base, set).colors).toEqual(next.colors);
  });

  it('rewrites a length patch of an array into removes when the base document is known', () => {
    const base = baseDocument();
    const legacy: Patch[] = [
      { op: 'replace', path: ['colors', 1], value: '#abcdef' },
      { op: 'replace', path: ['colors', 'length'], value: 2 },
    ];
    const set = toPatchSet(legacy, 3, { base });
    expect(set.colors).toEqual([
      { op: 'replace', path: '/1', value: '#abcdef', version: 3 },
      { op: 'remove', path: '/3', version: 3 },
      { op: 'remove', path: '/2', version: 3 },
    ]);
    expect(applyPatches(base, set).colors).toEqual(['#000000', '#abcdef']);
  });

  it('keeps a real length key (inline style ranges) as a plain replace', () => {
    const path = ['nodes', 't', 'props', 'text', 'blocks', 0, 'inlineStyleRanges', 0, 'length'];
    expect(toPatchSet([{ op: 'replace', path, value: 4 }], 1).workspace).toEqual([
      { op: 'replace', path: '/t/props/text/blocks/0/inlineStyleRanges/0/length', value: 4, version: 1 },
    ]);
  });

  it('replaces every domain when the producer returned a whole document', () => {
    const base = baseDocument();
    const replacement = { ...baseDocument(), colors: ['#000000', '#ffffff'] };
    const set = toPatchSet([{ op: 'replace', path: [], value: replacement }], 4);
    expect(set.colors).toEqual([{ op: 'replace', path: '', value: replacement.colors, version: 4 }]);
    expect(Object.keys(set).sort()).toEqual(
      ['colors', 'fonts', 'images', 'stickerTemplateSettings', 'stickers', 'workspace'].sort(),
    );
    expect(applyPatches(base, set)).toEqual(replacement);
  });

  it('reports and skips keys outside every domain (the store version)', () => {
    const problems: PatchProblem[] = [];
    const set = toPatchSet([{ op: 'replace', path: ['version'], value: 3 }], 3, {
      onProblem: (problem) => problems.push(problem),
    });
    expect(set).toEqual({});
    expect(problems).toEqual([{ key: 'patches.outsideDomain', path: '/version', op: 'replace' }]);
  });
});
