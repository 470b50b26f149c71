import { describe, expect, it } from 'vitest';
import type { AnyNode } from '@album/editor-core';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { elementNameOf, labelOf, NAME_LENGTH } from './element-name';
import { englishFormat } from './format';

describe('element names', () => {
  it('names a sticker cell by its sticker and number, and an empty one as empty', () => {
    const { editor, spreads } = testEnv();
    const section = editor.getDocument().nodes[spreads.middle]!.props as { sectionId?: string };
    editor.addSticker({
      id: 's1',
      name: 'Anna Muster',
      position: 'Goal',
      doubleSticker: false,
      image: null,
      sectionId: section.sectionId ?? 'x',
      stickerLayout: 'default',
      cellLayout: 'default',
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
      createdAt: '2026-01-01T00:00:00Z',
    });
    const cell = (id: string, stickerId: string | null) =>
      ({
        id,
        type: 'StickerCell',
        parentId: spreads.middle,
        index: 'a0',
        props: {
          id,
          x: 0,
          y: 0,
          width: 10,
          height: 10,
          rotation: 0,
          scale: 1,
          stickerId,
          cx: 0,
          cy: 0,
          cscale: 1,
          crotation: 0,
        },
      }) as unknown as AnyNode;
    const doc = editor.getDocument();
    const named = elementNameOf(cell('c1', 's1'), doc);
    expect(named.name).toBe('Anna Muster');
    expect(named.number).not.toBeNull();
    expect(labelOf(named, englishFormat)).toBe(`Sticker cell ‘Anna Muster, number ${named.number}’`);
    expect(labelOf(elementNameOf(cell('c2', null), doc), englishFormat)).toBe('Sticker cell ‘empty’');
  });

  it('cuts long texts and names an image by its file', () => {
    const { editor } = testEnv();
    const long = 'word '.repeat(40);
    const textNode = {
      id: 't',
      type: 'Text',
      parentId: 'p',
      index: 'a0',
      props: {
        ...rect('t', 0, 0).props,
        text: { blocks: [{ key: 'k', text: long, inlineStyleRanges: [] }] },
      },
    } as unknown as AnyNode;
    const name = elementNameOf(textNode, editor.getDocument()).name!;
    expect(name.length).toBe(NAME_LENGTH);
    expect(name.endsWith('…')).toBe(true);
    const doc = {
      ...editor.getDocument(),
      images: {
        i1: {
          id: 'i1',
          model: 'image',
          blob: { filename: 'Beach party.jpg' },
          details: { width: 1, height: 1 },
        },
      },
    } as unknown as ReturnType<typeof editor.getDocument>;
    const image = {
      id: 'im',
      type: 'Image',
      parentId: 'p',
      index: 'a0',
      props: { ...rect('im', 0, 0).props, image: 'i1' },
    } as unknown as AnyNode;
    expect(labelOf(elementNameOf(image, doc), englishFormat)).toBe('Image ‘Beach party’');
  });
});
