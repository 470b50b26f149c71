import { describe, expect, it, vi } from 'vitest';
import type { AlbumImage, NestedNode } from '@album/editor-core';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { isDragPayload, planDrop, planFileDrop } from './drop-rules';
import { executeDrop } from './execute-drop';

const photo: AlbumImage = {
  id: 'img1',
  model: 'image',
  blob: { full: 'a.jpg' },
  details: { width: 2000, height: 1000 },
};

function cell(id: string, stickerId: string | null = null): NestedNode {
  return {
    type: 'StickerCell',
    props: {
      id,
      x: 100,
      y: 100,
      width: 50,
      height: 70,
      rotation: 0,
      scale: 1,
      stickerId,
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
    },
  };
}

function frame(id: string): NestedNode {
  return {
    type: 'Image',
    props: {
      id,
      x: 10,
      y: 10,
      width: 60,
      height: 40,
      rotation: 0,
      scale: 1,
      image: null,
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
    },
  };
}

function setup() {
  const t = testEnv({ first: [frame('frame'), cell('cell'), rect('r', 150, 200)] });
  t.editor.addImages([photo]);
  return t;
}

describe('drops on the canvas', () => {
  it('fills an image frame with a library image, as one undo step', async () => {
    const { editor, spreads } = setup();
    const plan = planDrop(
      editor.getDocument(),
      { spreadId: spreads.first, point: { x: 20, y: 20 }, elementId: 'frame' },
      { kind: 'image', imageId: 'img1' },
    );
    expect(plan.kind).toBe('fill-image');
    expect((await executeDrop(editor, plan)).ok).toBe(true);
    expect((editor.getNode('frame')!.props as { image: string }).image).toBe('img1');
  });

  it('places a new image with the picture ratio on empty space', async () => {
    const { editor, spreads } = setup();
    const plan = planDrop(
      editor.getDocument(),
      { spreadId: spreads.first, point: { x: 100, y: 250 }, elementId: null },
      { kind: 'image', imageId: 'img1' },
      () => 'new',
    );
    await executeDrop(editor, plan);
    expect(editor.getNode('new')!.props).toMatchObject({
      x: 50,
      y: 225,
      width: 100,
      height: 50,
      image: 'img1',
    });
  });

  it('asks before converting a library image dropped on a sticker cell', async () => {
    const { editor, spreads } = setup();
    const plan = planDrop(
      editor.getDocument(),
      { spreadId: spreads.first, point: { x: 110, y: 110 }, elementId: 'cell' },
      { kind: 'image', imageId: 'img1' },
    );
    expect(plan).toMatchObject({ kind: 'image-to-cell', confirm: 'convert-image-to-sticker' });
    const no = vi.fn(async () => false);
    expect((await executeDrop(editor, plan, { onConfirm: no })).ok).toBe(false);
    expect(no).toHaveBeenCalledWith('convert-image-to-sticker');
    expect(editor.getDocument().images.img1!.model).toBe('image');
    const converted = vi.fn();
    const result = await executeDrop(editor, plan, {
      onConfirm: async () => true,
      onConvertImage: converted,
    });
    expect(result.ok).toBe(true);
    expect(converted).toHaveBeenCalledWith('img1');
    expect(editor.getDocument().images.img1!.model).toBe('sticker');
    const stickerId = (editor.getNode('cell')!.props as { stickerId: string }).stickerId;
    expect(editor.getDocument().stickers[stickerId]!.image).toBe('img1');
    // one undo step takes the whole conversion back
    editor.undo();
    expect((editor.getNode('cell')!.props as { stickerId: string | null }).stickerId).toBeNull();
  });

  it('asks before a layout replaces a spread that has content', async () => {
    const { editor, spreads } = setup();
    const layout: NestedNode[] = [rect('lay', 0, 0, 230, 100)];
    const onFull = planDrop(
      editor.getDocument(),
      { spreadId: spreads.first, point: { x: 0, y: 0 }, elementId: null },
      { kind: 'layout', elements: layout },
    );
    expect(onFull).toMatchObject({ kind: 'apply-layout', confirm: 'replace-spread-content' });
    expect((await executeDrop(editor, onFull, { onConfirm: async () => false })).ok).toBe(false);
    expect(editor.getNode('r')).toBeDefined();
    await executeDrop(editor, onFull, { onConfirm: async () => true });
    expect(editor.getNode('r')).toBeUndefined();
    expect(editor.getChildren(spreads.first)).toHaveLength(1);
    const onEmpty = planDrop(
      editor.getDocument(),
      { spreadId: spreads.last, point: { x: 0, y: 0 }, elementId: null },
      { kind: 'layout', elements: layout },
    );
    expect(onEmpty).toMatchObject({ confirm: null });
  });

  it('refuses several files on a sticker cell and more than 15 files anywhere', () => {
    const { editor, spreads } = setup();
    const file = (name: string) => ({ name, type: 'image/jpeg', size: 100_000 });
    const onCell = { spreadId: spreads.first, point: { x: 110, y: 110 }, elementId: 'cell' };
    expect(planFileDrop(editor.getDocument(), onCell, [file('a.jpg'), file('b.jpg')])).toMatchObject({
      kind: 'refuse',
      errors: [{ key: 'validation.upload.cellSingleFile' }],
    });
    expect(planFileDrop(editor.getDocument(), onCell, [file('a.jpg')])).toMatchObject({
      kind: 'cell',
      cellId: 'cell',
    });
    const many = Array.from({ length: 16 }, (_, i) => file(`${i}.jpg`));
    expect(planFileDrop(editor.getDocument(), null, many)).toMatchObject({ kind: 'refuse' });
    expect(planFileDrop(editor.getDocument(), null, many.slice(0, 3))).toMatchObject({ kind: 'files' });
  });

  it('puts a dragged sticker into the cell it lands on', async () => {
    const { editor, spreads } = setup();
    editor.addSticker({ id: 'st1', sectionId: editor.getNode(spreads.first)!.parentId!, name: 'Ana' });
    const plan = planDrop(
      editor.getDocument(),
      { spreadId: spreads.first, point: { x: 110, y: 110 }, elementId: 'cell' },
      { kind: 'sticker', stickerId: 'st1' },
    );
    await executeDrop(editor, plan);
    expect((editor.getNode('cell')!.props as { stickerId: string }).stickerId).toBe('st1');
  });
});

describe('isDragPayload', () => {
  it('accepts the canvas payloads and nothing else', () => {
    expect(isDragPayload({ kind: 'image', imageId: 'i1' })).toBe(true);
    expect(isDragPayload({ kind: 'sticker', stickerId: 's1' })).toBe(true);
    expect(isDragPayload({ kind: 'layout', elements: [] })).toBe(true);
    for (const other of [
      undefined,
      null,
      'image',
      {},
      { kind: 'chapter', sectionId: 'c1' },
      { kind: 'image' },
    ])
      expect(isDragPayload(other)).toBe(false);
  });
});
