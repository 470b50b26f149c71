import { describe, expect, it } from 'vitest';
import type { NestedNode } from '@album/editor-core';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { englishFormat } from './format';
import { mirrorModel } from './mirror-model';

function text(id: string, words: string): NestedNode {
  return {
    type: 'Text',
    props: {
      id,
      x: 10,
      y: 20,
      width: 100,
      height: 20,
      rotation: 0,
      scale: 1,
      text: { blocks: [{ key: id, text: words, inlineStyleRanges: [] }] },
    },
  };
}

describe('mirrorModel', () => {
  it('lists the elements of the current spread in document order with kind, name and position', () => {
    const { editor, spreads } = testEnv({ middle: [text('t', 'Together'), rect('r', 30.25, 40, 50, 20)] });
    editor.setCurrentSpread(spreads.middle);
    const model = mirrorModel(editor.getDocument(), editor.getSelection(), englishFormat);
    expect(model.scopeId).toBe(spreads.middle);
    expect(model.label).toBe('Elements on pages 2-3');
    expect(model.items.map((i) => i.label)).toEqual(['Text ‘Together’', 'Rectangle']);
    expect(model.items[1]!.description).toBe('30.3 mm from the left, 40 mm from the top, 50 by 20 mm');
  });

  it('shows the selection and locked elements as states', () => {
    const locked = rect('l', 0, 0);
    (locked.props as { locked?: boolean }).locked = true;
    const { editor, spreads } = testEnv({ first: [rect('a', 0, 0), locked] });
    editor.setCurrentSpread(spreads.first);
    editor.select('a');
    const model = mirrorModel(editor.getDocument(), editor.getSelection(), englishFormat);
    expect(model.label).toBe('Elements on page 1');
    expect(model.items.map((i) => [i.label, i.selected, i.locked])).toEqual([
      ['Rectangle', true, false],
      ['Rectangle, locked', false, true],
    ]);
  });

  it('lists a group as one item and its children once the group is isolated', () => {
    const { editor, spreads } = testEnv({ first: [rect('a', 0, 0), text('b', 'Hello   world')] });
    editor.setCurrentSpread(spreads.first);
    editor.group(['a', 'b']);
    const groupId = editor.getSelection().ids[0]!;
    let model = mirrorModel(editor.getDocument(), editor.getSelection(), englishFormat);
    expect(model.items).toHaveLength(1);
    expect(model.items[0]).toMatchObject({
      id: groupId,
      label: 'Group, 2 elements',
      group: true,
      selected: true,
    });
    editor.enterInside(groupId);
    model = mirrorModel(editor.getDocument(), editor.getSelection(), englishFormat);
    expect(model.scopeId).toBe(groupId);
    expect(model.label).toBe('Elements in Group');
    expect(model.items.map((i) => i.label)).toEqual(['Rectangle', 'Text ‘Hello world’']);
  });

  it('names a rotated element with its rotation and a labelled one by its label', () => {
    const shape = rect('a', 0, 0, 10, 10);
    Object.assign(shape.props, { rotation: 45.4, label: 'Badge' });
    const { editor, spreads } = testEnv({ first: [shape] });
    editor.setCurrentSpread(spreads.first);
    const [item] = mirrorModel(editor.getDocument(), editor.getSelection(), englishFormat).items;
    expect(item!.label).toBe('Rectangle ‘Badge’');
    expect(item!.description).toContain('rotated 45°');
  });
});
