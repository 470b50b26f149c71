import { describe, expect, it } from 'vitest';
import { fromNested } from '@album/editor-core';
import type { AnyNode } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { buildElementTree, elementName, rowsToReveal, treeLabel, TREE_LABEL_LENGTH } from './element-tree';
import type { ElementEntry } from './element-tree';

const doc = fromNested(fixtureAlbum());

function find(entries: readonly ElementEntry[], id: string): ElementEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const inner = find(entry.children, id);
    if (inner) return inner;
  }
  return undefined;
}

describe('treeLabel', () => {
  it('keeps labels of up to 20 characters', () => {
    expect(TREE_LABEL_LENGTH).toBe(20);
    expect(treeLabel('Team Blue')).toBe('Team Blue');
    expect(treeLabel('12345678901234567890')).toBe('12345678901234567890');
  });

  it('cuts longer labels to 20 characters plus an ellipsis', () => {
    expect(treeLabel('Check the spelling of Anna’s surname')).toBe('Check the spelling o…');
    expect(Array.from(treeLabel('x'.repeat(50)))).toHaveLength(21);
  });
});

describe('buildElementTree', () => {
  const tree = buildElementTree(doc);

  it('lists sections, then spreads with their page labels, in album order', () => {
    expect(tree.map((s) => s.name)).toEqual(['Cover', 'Team Blue', 'Team Red', 'Back cover']);
    expect(tree.flatMap((s) => s.children.map((p) => p.pageLabel))).toEqual(['1', '2-3', '4-5', '6-7', '8']);
    expect(tree[0]!.children[0]!.pageCount).toBe(1);
    expect(tree[1]!.children[0]!.pageCount).toBe(2);
  });

  it('nests the elements of each spread and the children of groups', () => {
    const blue1 = tree[1]!.children[0]!;
    expect(blue1.id).toBe(FIXTURE_IDS.spreads.blue1);
    const group = find(blue1.children, 'grp-info');
    expect(group?.name).toBe('Info box');
    expect(group?.children.map((c) => c.id)).toEqual(['grp-info-bg', 'grp-info-text', 'grp-info-dot']);
    expect(find(blue1.children, 'grp-info-text')).toMatchObject({
      groupId: 'grp-info',
      spreadId: FIXTURE_IDS.spreads.blue1,
      name: 'About the team Founded in 1926, the club plays in blue and white and trains every Tuesday and Thursday evening.',
    });
    expect(find(blue1.children, 'blue1-rule')).toMatchObject({ type: 'Line', name: null, groupId: null });
  });

  it('names sticker cells after their sticker and comments by their text', () => {
    const blue1 = tree[1]!.children[0]!.children;
    expect(find(blue1, 'cell-anna')?.name).toBe('Anna Berg');
    expect(find(blue1, 'cell-empty')?.name).toBeNull();
    expect(find(blue1, 'blue1-comment')?.name).toBe("Check the spelling of Anna's surname");
  });
});

describe('elementName', () => {
  it('prefers a free label, then the text, and collapses white space', () => {
    const text = {
      id: 't',
      type: 'Text',
      parentId: 's',
      index: 'a0',
      props: {
        id: 't',
        x: 0,
        y: 0,
        width: 1,
        height: 1,
        rotation: 0,
        scale: 1,
        text: { blocks: [{ key: 'a', text: '  Hello \n world ', inlineStyleRanges: [] }] },
      },
    } as AnyNode;
    expect(elementName(text, {})).toBe('Hello world');
    expect(elementName({ ...text, props: { ...text.props, label: 'Headline' } } as AnyNode, {})).toBe(
      'Headline',
    );
  });
});

describe('rowsToReveal', () => {
  it('answers the groups, spread and section above an element', () => {
    expect(rowsToReveal(doc.nodes, 'grp-info-dot')).toEqual([
      'grp-info',
      FIXTURE_IDS.spreads.blue1,
      FIXTURE_IDS.sections.blue,
    ]);
  });
});
