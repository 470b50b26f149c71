import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docBuilder } from '../album/doc-builder.test-util';
import { albumSpreads } from '../album/spreads';
import { arbDocument } from '../testing/arbitraries';
import { applyToPoint } from '../geometry/matrix';
import { buildScene, PLACEHOLDER_PAINT } from './build';
import { SceneSpreadNotFoundError } from './errors';
import { MM_PER_POINT } from './text';
import type { GroupItem, ImageItem, SceneItem, ShapeItem, TextItem } from './types';

const meta = { title: 'Summer Cup', releaseDate: '2026-07-04' };

function byId(items: readonly SceneItem[], nodeId: string): SceneItem | undefined {
  for (const item of items) {
    if (item.nodeId === nodeId) return item;
    if (item.kind === 'group') {
      const found = byId(item.children, nodeId);
      if (found) return found;
    }
  }
  return undefined;
}

function album() {
  const b = docBuilder();
  const section = b.section('Team Blue', 'team');
  const [front, inner, back] = b.spreads(section, 3);
  return { b, section, front: front!, inner: inner!, back: back! };
}

describe('buildScene: spread', () => {
  it('has the frame and the resolved background of the spread', () => {
    const b = docBuilder();
    const s = b.section();
    const front = b.spread(s, 'ManualPage-front', 2);
    const inner = b.spread(s, 'ManualPage-inner', { type: 'linear', direction: 90, colors: [3, '#ffffff'] });
    b.spread(s);
    const first = buildScene(b.doc, front, meta);
    expect(first.frame).toEqual({ width: 230, height: 297, folds: [], pages: 1, pageNumbers: [1] });
    expect(first.background).toEqual({ kind: 'solid', color: '#1d3557ff' });
    expect(first.items).toEqual([]);
    const second = buildScene(b.doc, inner, meta);
    expect(second.frame.pageNumbers).toEqual([2, 3]);
    expect(second.background).toEqual({
      kind: 'linear',
      x0: 0,
      y0: 148.5,
      x1: 460,
      y1: 148.5,
      colors: ['#e63946ff', '#ffffffff'],
    });
  });

  it('throws a typed error for an id that is not a spread of the album', () => {
    const { b } = album();
    expect(() => buildScene(b.doc, 'team', meta)).toThrow(SceneSpreadNotFoundError);
  });
});

describe('buildScene: elements', () => {
  it('draws shapes bottom-to-top with transforms, paints, strokes and opacity', () => {
    const { b, inner } = album();
    b.add(inner, 'Rectangle', {
      id: 'rect',
      x: 10,
      y: 20,
      width: 100,
      height: 40,
      fill: 2,
      fillOpacity: 0.5,
      stroke: 3,
      strokeWidth: 2,
      borderRadius: 30,
      opacity: 0.8,
    });
    b.add(inner, 'Circle', {
      id: 'circle',
      x: 0,
      y: 0,
      width: 30,
      height: 30,
      rotation: 90,
      fill: '#00ff00',
    });
    b.add(inner, 'Line', { id: 'line', x: 5, y: 5, width: 50, height: 0, stroke: 0, strokeWidth: 1 });
    const scene = buildScene(b.doc, inner, meta);
    expect(scene.items.map((i) => i.nodeId)).toEqual(['rect', 'circle', 'line']);
    const rect = scene.items[0] as ShapeItem;
    expect(rect).toEqual({
      kind: 'shape',
      nodeId: 'rect',
      transform: [1, 0, 0, 1, 10, 20],
      opacity: 0.8,
      // The radius is limited to half the shorter side.
      geometry: { kind: 'rect', width: 100, height: 40, radius: 20 },
      fill: { kind: 'solid', color: '#1d355780' },
      stroke: { color: '#e63946ff', width: 2 },
    });
    const circle = scene.items[1] as ShapeItem;
    expect(circle.geometry).toEqual({ kind: 'ellipse', width: 30, height: 30 });
    // Rotated 90° around its centre: the top-left corner lands on the top-right.
    const corner = applyToPoint(circle.transform, 0, 0);
    expect(corner.x).toBeCloseTo(30, 10);
    expect(corner.y).toBeCloseTo(0, 10);
    expect(scene.items[2]).toMatchObject({
      geometry: { kind: 'line', x1: 0, y1: 0, x2: 50, y2: 0 },
      fill: null,
      stroke: { color: '#000000ff', width: 1 },
    });
  });

  it('nests groups with children relative to the group', () => {
    const { b, inner } = album();
    const g = b.add(inner, 'Group', { id: 'g', x: 100, y: 50, width: 80, height: 80, opacity: 0.5 });
    b.add(g, 'Rectangle', { id: 'child', x: 10, y: 10, width: 20, height: 20 });
    const [group] = buildScene(b.doc, inner, meta).items as [GroupItem];
    expect(group).toMatchObject({ kind: 'group', nodeId: 'g', clip: null, opacity: 0.5 });
    expect(group.children[0]).toMatchObject({ nodeId: 'child', transform: [1, 0, 0, 1, 10, 10] });
  });

  it('draws images with their crop matrix and passes filters through', () => {
    const { b, inner } = album();
    b.image('photo', 2000, 1000);
    b.add(inner, 'Image', {
      id: 'img',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
      image: 'photo',
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
      flip: 'horizontal',
      filter: { sat: -1, hue: 30 },
      grayscale: true,
      gradientMap: ['#000000', '#ff0000'],
      gradientMapIntensity: 0.4,
      blend: 'multiply',
      borderRadius: 5,
    });
    const scene = buildScene(b.doc, inner, meta);
    const image = scene.items[0] as ImageItem;
    expect(image).toMatchObject({
      kind: 'image',
      imageId: 'photo',
      sourceWidth: 2000,
      sourceHeight: 1000,
      width: 100,
      height: 100,
      radius: 5,
      flip: 'horizontal',
      filter: { sat: -1, hue: 30 },
      grayscale: true,
      gradientMap: ['#000000ff', '#ff0000ff'],
      gradientMapIntensity: 0.4,
      blend: 'multiply',
      placeholder: PLACEHOLDER_PAINT,
    });
    // Flipped: the left edge of the visible crop (source x 500) lands on the right of the frame.
    expect(applyToPoint(image.crop, 500, 0)).toEqual({ x: 100, y: 0 });
    expect(scene.images).toEqual(['photo']);
  });

  it('draws empty image frames as placeholders in the editor and not at all in print', () => {
    const { b, inner } = album();
    b.add(inner, 'Image', { id: 'empty', x: 0, y: 0, width: 50, height: 50, image: null });
    b.add(inner, 'Image', { id: 'lost', x: 0, y: 0, width: 50, height: 50, image: 'deleted-image' });
    const editor = buildScene(b.doc, inner, meta);
    expect(editor.items.map((i) => [i.nodeId, i.kind, (i as ShapeItem).fill])).toEqual([
      ['empty', 'shape', PLACEHOLDER_PAINT],
      ['lost', 'shape', PLACEHOLDER_PAINT],
    ]);
    expect(editor.images).toEqual([]);
    expect(buildScene(b.doc, inner, meta, { placeholders: false }).items).toEqual([]);
  });

  it('resolves text runs, font roles and automatic text, and collects fonts', () => {
    const { b, inner } = album();
    b.add(inner, 'Text', {
      id: 'title',
      x: 0,
      y: 0,
      width: 200,
      height: 30,
      fontRole: 'title',
      text: {
        blocks: [
          {
            key: 'k',
            text: 'Hi there',
            inlineStyleRanges: [
              { offset: 0, length: 2, style: 'BOLD' },
              { offset: 0, length: 8, style: 'SIZE-24' },
            ],
            data: { textAlign: 'center' },
          },
        ],
      },
    });
    b.add(inner, 'Text', {
      id: 'page',
      x: 300,
      y: 270,
      width: 20,
      height: 10,
      symbol: 'pagenum',
      text: {
        blocks: [{ key: 'p', text: '0', inlineStyleRanges: [{ offset: 0, length: 1, style: 'ITALIC' }] }],
      },
    });
    b.add(inner, 'Text', {
      id: 'date',
      x: 0,
      y: 270,
      width: 50,
      height: 10,
      symbol: 'release_date',
      text: { blocks: [{ key: 'd', text: '', inlineStyleRanges: [] }] },
    });
    const scene = buildScene(b.doc, inner, meta);
    const title = scene.items[0] as TextItem;
    expect(title.paragraphs[0]!.align).toBe('center');
    expect(title.paragraphs[0]!.runs.map((r) => [r.text, r.bold, r.fontFamily])).toEqual([
      ['Hi', true, 'Oswald'],
      [' there', false, 'Oswald'],
    ]);
    expect(title.paragraphs[0]!.runs[0]!.fontSize).toBeCloseTo(24 * MM_PER_POINT, 10);
    // The page number text sits on the right page of spread 1 (pages 2 and 3).
    expect((scene.items[1] as TextItem).paragraphs[0]!.runs[0]).toMatchObject({ text: '3', italic: true });
    expect((scene.items[2] as TextItem).paragraphs[0]!.runs[0]!.text).toBe('4.7.2026');
    expect(scene.fonts).toEqual([
      { family: 'Oswald', bold: false, italic: false },
      { family: 'Oswald', bold: true, italic: false },
      { family: 'Roboto', bold: false, italic: false },
      { family: 'Roboto', bold: false, italic: true },
    ]);
  });

  it('shows comments only when asked', () => {
    const { b, inner } = album();
    b.add(inner, 'Comment', { id: 'c', x: 5, y: 5, text: 'Check this', userId: 'u1' });
    expect(buildScene(b.doc, inner, meta).items).toEqual([]);
    expect(buildScene(b.doc, inner, meta, { showComments: true }).items).toEqual([
      {
        kind: 'comment',
        nodeId: 'c',
        transform: [1, 0, 0, 1, 5, 5],
        opacity: 1,
        text: 'Check this',
        userId: 'u1',
      },
    ]);
  });
});

describe('buildScene: sticker cells', () => {
  function withSticker(double = false) {
    const a = album();
    a.b.image('face', 800, 1200);
    a.b.sticker({
      id: 'anna',
      sectionId: a.section,
      name: 'Anna',
      position: 'Goalkeeper',
      image: 'face',
      doubleSticker: double,
      cx: 0.5,
      cy: 0.4,
      cscale: 1.5,
      crotation: 0,
      stickerLayout: 'default',
      cellLayout: 'numberless',
    });
    a.b.add(a.inner, 'StickerCell', {
      id: 'cell',
      x: 20,
      y: 30,
      width: double ? 100 : 50,
      height: 70,
      stickerId: 'anna',
    });
    return a;
  }

  it('expands a cell through the template layout, clipped to the cell, with the sticker photo and texts', () => {
    const { b, inner } = withSticker();
    const scene = buildScene(b.doc, inner, meta);
    const cell = scene.items[0] as GroupItem;
    expect(cell).toMatchObject({
      kind: 'group',
      nodeId: 'cell',
      transform: [1, 0, 0, 1, 20, 30],
      clip: { kind: 'rect', width: 50, height: 70, radius: 0 },
    });
    expect(cell.children.map((c) => c.nodeId)).toEqual([
      'cell/frame',
      'cell/image',
      'cell/band',
      'cell/name',
      'cell/position',
      'cell/number-badge',
      'cell/number',
    ]);
    const photo = byId(cell.children, 'cell/image') as ImageItem;
    expect(photo).toMatchObject({ kind: 'image', imageId: 'face', width: 46, height: 52 });
    // The sticker's crop: its centre (0.5, 0.4 of 800 × 1200 px) lands on the image area's centre.
    const centre = applyToPoint(photo.crop, 400, 480);
    expect(centre.x).toBeCloseTo(23, 10);
    expect(centre.y).toBeCloseTo(26, 10);
    const text = (id: string) => (byId(cell.children, id) as TextItem).paragraphs[0]!.runs[0]!.text;
    expect(text('cell/name')).toBe('ANNA');
    expect(text('cell/position')).toBe('Goalkeeper');
    expect(text('cell/number')).toBe('001');
    expect(scene.images).toEqual(['face']);
  });

  it('uses the double variant with both numbers for a double sticker', () => {
    const { b, inner } = withSticker(true);
    const cell = buildScene(b.doc, inner, meta).items[0] as GroupItem;
    const text = (id: string) => (byId(cell.children, id) as TextItem).paragraphs[0]!.runs[0]!.text;
    expect(text('cell/number')).toBe('001');
    expect(text('cell/nextnumber')).toBe('002');
  });

  it('prints the cell layout with an empty image area when stickers are not shown', () => {
    const { b, inner } = withSticker();
    const scene = buildScene(b.doc, inner, meta, { showStickers: false, placeholders: false });
    const cell = scene.items[0] as GroupItem;
    // cellLayout is numberless: no number parts.
    expect(byId(cell.children, 'cell/number')).toBeUndefined();
    expect(byId(cell.children, 'cell/image')).toMatchObject({
      kind: 'shape',
      fill: { kind: 'solid', color: '#e9ecefff' },
    });
    expect(scene.images).toEqual([]);
  });

  it('follows the album sticker template and falls back to default for an unknown one', () => {
    const { b, inner } = withSticker();
    b.doc.stickerTemplateSettings = { id: 'tilted', blank_enabled: false };
    const tilted = buildScene(b.doc, inner, meta).items[0] as GroupItem;
    expect(byId(tilted.children, 'cell/frame')).toMatchObject({ kind: 'group' });
    b.doc.stickerTemplateSettings = { id: 'no-such-template', blank_enabled: false };
    const fallback = buildScene(b.doc, inner, meta).items[0] as GroupItem;
    expect(byId(fallback.children, 'cell/band')).toBeDefined();
  });

  it('draws an empty cell as a placeholder frame in the editor, nothing in print', () => {
    const { b, inner } = album();
    b.add(inner, 'StickerCell', { id: 'empty', x: 0, y: 0, width: 50, height: 70 });
    expect(buildScene(b.doc, inner, meta).items).toEqual([
      {
        kind: 'shape',
        nodeId: 'empty',
        transform: [1, 0, 0, 1, 0, 0],
        opacity: 1,
        geometry: { kind: 'rect', width: 50, height: 70, radius: 0 },
        fill: PLACEHOLDER_PAINT,
        stroke: { color: '#adb5bdff', width: 0.5 },
      },
    ]);
    expect(buildScene(b.doc, inner, meta, { placeholders: false }).items).toEqual([]);
  });
});

describe('buildScene: properties', () => {
  it('never throws on generated documents and is deterministic', () => {
    fc.assert(
      fc.property(
        arbDocument(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (doc, showStickers, showComments, placeholders) => {
          const options = { showStickers, showComments, placeholders };
          for (const spread of albumSpreads(doc)) {
            const scene = buildScene(doc, spread.id, meta, options);
            expect(buildScene(doc, spread.id, meta, options)).toEqual(scene);
            const visit = (items: readonly SceneItem[]): void => {
              for (const item of items) {
                expect(item.transform.every(Number.isFinite)).toBe(true);
                if (item.kind === 'group') visit(item.children);
              }
            };
            visit(scene.items);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
