import { describe, expect, it } from 'vitest';
import { albumSpreads, childIdsOf, createEditor, fromNested } from '@album/editor-core';
import type { Editor, NestedNode } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { chaptersOf, createSpread, placeStickers, stickerNameOf } from './create-spread';

const { sections, spreads } = FIXTURE_IDS;
const CROP = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };
const box = (id: string, x: number) => ({ id, x, y: 10, width: 50, height: 70, rotation: 0, scale: 1 });

const layout = {
  fill: '#123456',
  elements: [
    { type: 'StickerCell', props: { ...box('cell-a', 10), ...CROP, stickerId: null } },
    {
      type: 'Group',
      props: box('group', 100),
      children: [{ type: 'StickerCell', props: { ...box('cell-b', 100), ...CROP, stickerId: null } }],
    },
    { type: 'Image', props: { ...box('frame', 200), ...CROP, image: null } },
  ] as unknown as NestedNode[],
};

function setup() {
  const editor = createEditor({ document: fromNested(fixtureAlbum()) });
  const imageIds = Object.keys(editor.getDocument().images);
  return { editor, imageIds };
}

function nodesOf(editor: Editor, parentId: string, type: string): Array<Record<string, unknown>> {
  const { nodes } = editor.getState();
  return childIdsOf(nodes, parentId).flatMap((id) => {
    const node = nodes[id]!;
    const own = node.type === type ? [node.props as unknown as Record<string, unknown>] : [];
    return [...own, ...nodesOf(editor, id, type)];
  });
}

describe('stickerNameOf', () => {
  it('names a sticker after its file, without extension, at most 30 characters', () => {
    expect(stickerNameOf('anna_mueller.jpg')).toBe('anna mueller');
    expect(stickerNameOf('Team-Photo 2024.PNG')).toBe('Team Photo 2024');
    expect(stickerNameOf(`${'x'.repeat(40)}.gif`)).toHaveLength(30);
  });
});

describe('chaptersOf', () => {
  it('lists only the non-static sections', () => {
    const { editor } = setup();
    expect(chaptersOf(editor)).toEqual([
      { id: sections.blue, name: expect.any(String) as string },
      { id: sections.red, name: expect.any(String) as string },
    ]);
  });
});

describe('createSpread', () => {
  it('inserts the spread at the chapter index with the layout, stickers in its cells and the background', () => {
    const { editor, imageIds } = setup();
    const stickersBefore = Object.keys(editor.getDocument().stickers).length;
    const result = createSpread(editor, {
      sectionId: sections.blue,
      index: 1,
      layout,
      stickers: [
        { imageId: imageIds[0]!, fileName: 'anna.png' },
        { imageId: imageIds[1]!, fileName: 'ben.jpg' },
        { imageId: imageIds[0]!, fileName: 'clara.gif' },
      ],
      backgrounds: [imageIds[1]!, imageIds[0]!],
    });
    expect(result.ok).toBe(true);
    const [spreadId, ...stickerIds] = result.ok ? result.ids! : [];
    expect(
      albumSpreads(editor.getState())
        .map((s) => s.id)
        .slice(1, 4),
    ).toEqual([spreads.blue1, spreadId, spreads.blue2]);
    expect(editor.getSelection().spreadId).toBe(spreadId);
    expect((editor.getNode(spreadId!)!.props as { fill?: unknown }).fill).toBe('#123456');

    const doc = editor.getDocument();
    expect(Object.keys(doc.stickers)).toHaveLength(stickersBefore + 3);
    expect(stickerIds.map((id) => doc.stickers[id]!.name)).toEqual(['anna', 'ben', 'clara']);
    expect(stickerIds.every((id) => doc.stickers[id]!.sectionId === sections.blue)).toBe(true);
    // Two cells take the first two stickers; the third waits unplaced in the chapter.
    expect(nodesOf(editor, spreadId!, 'StickerCell').map((p) => p.stickerId)).toEqual(stickerIds.slice(0, 2));
    // The frame takes the first background; the second covers the spread, behind everything.
    const images = nodesOf(editor, spreadId!, 'Image');
    expect(images.map((p) => p.image)).toEqual([imageIds[0], imageIds[1]]);
    expect(images[0]).toMatchObject({ x: 0, y: 0, width: 460, height: 297 });
    // Fresh ids: the layout can be used again.
    expect(nodesOf(editor, spreadId!, 'StickerCell').map((p) => p.id)).not.toContain('cell-a');
  });

  it('is one undo step, and appends at the chapter end by default', () => {
    const { editor, imageIds } = setup();
    const before = albumSpreads(editor.getState()).map((s) => s.id);
    const stickers = Object.keys(editor.getDocument().stickers);
    const result = createSpread(editor, {
      sectionId: sections.red,
      layout,
      stickers: [{ imageId: imageIds[0]!, fileName: 'a.png' }],
      backgrounds: [],
    });
    const spreadId = result.ok ? result.ids![0] : '';
    expect(albumSpreads(editor.getState()).map((s) => s.id)).toEqual([
      ...before.slice(0, 4),
      spreadId,
      before[4],
    ]);
    editor.undo();
    expect(albumSpreads(editor.getState()).map((s) => s.id)).toEqual(before);
    expect(Object.keys(editor.getDocument().stickers)).toEqual(stickers);
  });

  it('refuses a static section', () => {
    const { editor } = setup();
    const result = createSpread(editor, { sectionId: sections.cover, layout, stickers: [], backgrounds: [] });
    expect(result).toEqual({ ok: false, reason: 'invalid-parent' });
  });

  it('can leave the cells empty for a later placement, which fills them in order as its own step', () => {
    const { editor, imageIds } = setup();
    const result = createSpread(editor, {
      sectionId: sections.blue,
      layout,
      stickers: [
        { imageId: imageIds[0]!, fileName: 'a.png' },
        { imageId: imageIds[1]!, fileName: 'b.png' },
        { imageId: imageIds[0]!, fileName: 'c.png' },
      ],
      backgrounds: [],
      placeStickers: false,
    });
    const [spreadId, ...stickerIds] = result.ok ? result.ids! : [];
    expect(nodesOf(editor, spreadId!, 'StickerCell').map((p) => p.stickerId)).toEqual([null, null]);
    expect(placeStickers(editor, spreadId!, stickerIds).ok).toBe(true);
    expect(nodesOf(editor, spreadId!, 'StickerCell').map((p) => p.stickerId)).toEqual(stickerIds.slice(0, 2));
    // Nothing left to fill: nothing changes.
    expect(placeStickers(editor, spreadId!, stickerIds.slice(2))).toEqual({ ok: true });
    editor.undo();
    expect(nodesOf(editor, spreadId!, 'StickerCell').map((p) => p.stickerId)).toEqual([null, null]);
  });
});
