import { describe, expect, it } from 'vitest';
import type { NestedNode, TextProps } from '../../model/types';
import { fitLayout } from './fit';
import {
  getStickerTemplate,
  isStickerTemplateId,
  STICKER_LAYOUTS,
  STICKER_TEMPLATE_IDS,
  StickerTemplateNotFoundError,
  templateLayout,
} from './registry';
import { IMAGE_AREA_ID } from './types';

function walk(node: NestedNode, visit: (n: NestedNode) => void): void {
  visit(node);
  for (const c of node.children ?? []) walk(c, visit);
}

function symbols(node: NestedNode): string[] {
  const out: string[] = [];
  walk(node, (n) => {
    if (n.type === 'Text') out.push((n.props as TextProps).symbol ?? '');
  });
  return out.sort();
}

describe('built-in sticker templates', () => {
  it('has the six templates, each with every layout for single (50 wide) and double (100 wide) stickers', () => {
    expect(STICKER_TEMPLATE_IDS).toEqual(['default', 'gold', 'accented', 'themed', 'triangle', 'tilted']);
    for (const id of STICKER_TEMPLATE_IDS) {
      const template = getStickerTemplate(id);
      expect(template.id).toBe(id);
      for (const layout of STICKER_LAYOUTS) {
        expect(template.single[layout].width).toBe(50);
        expect(template.double[layout].width).toBe(100);
        expect([70, 80]).toContain(template.single[layout].height);
      }
    }
    expect(getStickerTemplate('themed').single.default.height).toBe(80);
  });

  it('builds layouts only from groups, rectangles, texts and one image area, with unique part ids', () => {
    for (const id of STICKER_TEMPLATE_IDS) {
      for (const variant of ['single', 'double'] as const) {
        for (const layout of STICKER_LAYOUTS) {
          const root = getStickerTemplate(id)[variant][layout].root;
          const ids: string[] = [];
          let imageAreas = 0;
          walk(root, (n) => {
            expect(['Group', 'Rectangle', 'Text', 'Image']).toContain(n.type);
            ids.push((n.props as { id: string }).id);
            if (n.type === 'Image') {
              expect((n.props as { id: string }).id).toBe(IMAGE_AREA_ID);
              imageAreas++;
            }
            if (n.type === 'Group') expect(n.children?.length).toBeGreaterThan(0);
          });
          expect(imageAreas).toBe(1);
          expect(new Set(ids).size).toBe(ids.length);
        }
      }
    }
  });

  it('binds texts to the sticker symbols according to the layout', () => {
    for (const id of STICKER_TEMPLATE_IDS) {
      const t = getStickerTemplate(id);
      expect(symbols(t.single.default.root)).toEqual(['sticker-name', 'sticker-number', 'sticker-position']);
      expect(symbols(t.double.default.root)).toEqual([
        'sticker-name',
        'sticker-nextnumber',
        'sticker-number',
        'sticker-position',
      ]);
      expect(symbols(t.single.textless.root)).toEqual(['sticker-number']);
      expect(symbols(t.single.numberless.root)).toEqual(['sticker-name', 'sticker-position']);
      expect(symbols(t.double.full.root)).toContain('sticker-nextnumber');
    }
  });

  it('uses 0.5 strokes on frames and the distinguishing features of each design', () => {
    const strokes: number[] = [];
    walk(getStickerTemplate('default').single.default.root, (n) => {
      const w = (n.props as { strokeWidth?: number }).strokeWidth;
      if (w !== undefined) strokes.push(w);
    });
    expect(strokes).toEqual([0.5]);
    const frame = (id: string) =>
      getStickerTemplate(id).single.default.root.children!.find(
        (c) => (c.props as { id: string }).id === 'frame',
      );
    expect(frame('gold')?.props).toMatchObject({ fill: { type: 'linear', direction: 135 } });
    const tilted = getStickerTemplate('tilted').single.default.root.children!.find((c) => c.type === 'Group');
    expect((tilted?.props as { rotation: number }).rotation).toBe(-4);
    const corner = getStickerTemplate('triangle').single.default.root.children!.find(
      (c) => (c.props as { id: string }).id === 'corner',
    );
    expect(corner).toMatchObject({ type: 'Rectangle', props: { rotation: 45 } });
  });

  it('throws the typed "Workspace not found" error for an unknown id', () => {
    expect(() => getStickerTemplate('glitter')).toThrow(StickerTemplateNotFoundError);
    expect(() => getStickerTemplate('glitter')).toThrow('Workspace not found');
    expect(isStickerTemplateId('gold')).toBe(true);
    expect(isStickerTemplateId('glitter')).toBe(false);
  });

  it('is frozen data, built once', () => {
    const t = getStickerTemplate('default');
    expect(getStickerTemplate('default')).toBe(t);
    expect(Object.isFrozen(t.single.default.root.props)).toBe(true);
  });

  it('falls back to the default layout for other layout names', () => {
    const t = getStickerTemplate('gold');
    expect(templateLayout(t, true, 'fancy')).toBe(t.double.default);
    expect(templateLayout(t, false, 'full')).toBe(t.single.full);
    expect(templateLayout(t, false, null)).toBe(t.single.default);
  });
});

describe('fitting a layout into a cell', () => {
  it('scales uniformly when the aspect matches', () => {
    const layout = getStickerTemplate('default').single.default;
    const fitted = fitLayout(layout, 100, 140);
    const frame = fitted.children![0]!;
    expect(frame.props).toMatchObject({ x: 0, y: 0, width: 100, height: 140, strokeWidth: 1 });
    const name = fitted.children!.find((c) => (c.props as { id: string }).id === 'name')!;
    const styles = (name.props as TextProps).text.blocks[0]!.inlineStyleRanges.map((r) => r.style);
    expect(styles).toContain('SIZE-18');
  });

  it('stretches boxes per axis but scales strokes and text by the smaller factor', () => {
    const layout = getStickerTemplate('default').single.default;
    const fitted = fitLayout(layout, 100, 70);
    expect(fitted.children![0]!.props).toMatchObject({ width: 100, height: 70, strokeWidth: 0.5 });
    const name = fitted.children!.find((c) => (c.props as { id: string }).id === 'name')!;
    expect((name.props as TextProps).text.blocks[0]!.inlineStyleRanges.map((r) => r.style)).toContain(
      'SIZE-9',
    );
    // The source template is untouched.
    expect((layout.root.children![0]!.props as { width: number }).width).toBe(50);
  });
});
