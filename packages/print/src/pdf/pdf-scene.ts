/**
 * Draws a scene (the display list of editor-core) into the PDF as vectors: the same walk as the CanvasKit
 * `drawScene`, with paths, gradients, clips, graphics states for opacity and blend modes, glyph-placed text and
 * prepared images.
 */
import type { GroupItem, ImageItem, Matrix, Scene, SceneItem, TextItem } from '@album/editor-core';
import type { TextLayout } from '@album/render-canvaskit';
import { clipToGeometry, paintGeometry } from './pdf-geometry';
import type { PdfFonts } from './pdf-fonts';
import type { PdfImages } from './pdf-images';
import type { GraphicsStates } from './pdf-paint';
import { pdfColor } from './pdf-paint';
import { imageUses, scaleOf } from '../output/scenes';
import { withTransparencyGroup } from './pdf-group';
import { drawTextLayout } from './pdf-text';
import type { PdfDoc } from './pdfkit-internals';

/** What drawing a scene into the PDF needs. */
export interface PdfSceneContext {
  doc: PdfDoc;
  states: GraphicsStates;
  fonts: PdfFonts;
  images: PdfImages;
  /** The CanvasKit layout of a text item (fonts loaded). */
  layoutText(item: TextItem): TextLayout;
  /** CanvasKit text units per mm (the layout's glyph space). */
  textUnitsPerMm: number;
}

interface Walk {
  ctx: PdfSceneContext;
  /** Opacity multiplied into the paints (1 inside transparency groups, which carry the opacity themselves). */
  alpha: number;
  /** mm on the page per local mm. */
  scale: number;
}

function isIdentity(m: Matrix): boolean {
  return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
}

/** Opens the fonts of every text run of a scene (embedding needs the file before glyphs are placed). */
export async function openSceneFonts(ctx: PdfSceneContext, items: readonly SceneItem[]): Promise<void> {
  for (const item of items) {
    if (item.kind === 'group') await openSceneFonts(ctx, item.children);
    else if (item.kind === 'text') {
      for (const line of ctx.layoutText(item).lines)
        for (const run of line.runs) await ctx.fonts.get(run.file);
    }
  }
}

async function drawImageItem(walk: Walk, item: ImageItem, alpha: number): Promise<void> {
  const { doc, states, images } = walk.ctx;
  const frame = { kind: 'rect' as const, width: item.width, height: item.height, radius: item.radius };
  const placed = await images.prepare(item, walk.scale);
  if (placed) {
    doc.save();
    clipToGeometry(doc, frame);
    states.apply(alpha, alpha, item.blend);
    const m = placed.matrix;
    doc.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
    doc.image(placed.image as unknown as PDFKit.Mixins.ImageSrc, 0, 0, { width: 1, height: 1 });
    doc.restore();
    paintGeometry(doc, states, frame, null, item.stroke, alpha);
  } else {
    paintGeometry(doc, states, frame, item.placeholder, item.stroke, alpha);
  }
}

function drawText(walk: Walk, item: TextItem, alpha: number): void {
  const { doc, states, fonts } = walk.ctx;
  const frame = { kind: 'rect' as const, width: item.width, height: item.height, radius: item.radius };
  paintGeometry(doc, states, frame, item.fill, item.stroke, alpha);
  drawTextLayout(doc, fonts, states, walk.ctx.layoutText(item), alpha, walk.ctx.textUnitsPerMm);
}

/** Whether CanvasKit draws the item through a layer with its opacity (see `withTransparencyGroup`). */
function drawnAsLayer(item: SceneItem): boolean {
  if (item.opacity >= 1) return false;
  if (item.kind === 'group' || item.kind === 'text') return true;
  return item.kind === 'shape' && item.fill !== null && item.stroke !== null && item.geometry.kind !== 'line';
}

async function drawGroup(walk: Walk, group: GroupItem, alpha: number): Promise<void> {
  if (group.clip) clipToGeometry(walk.ctx.doc, group.clip);
  for (const child of group.children) await drawItem({ ...walk, alpha }, child);
}

/** Draws one item with its transform, in the current local space. */
export async function drawItem(walk: Walk, item: SceneItem): Promise<void> {
  if (item.opacity <= 0 || item.kind === 'comment') return;
  const { doc, states } = walk.ctx;
  doc.save();
  if (!isIdentity(item.transform)) {
    const m = item.transform;
    doc.transform(m[0], m[1], m[2], m[3], m[4], m[5]);
  }
  const inner: Walk = { ...walk, scale: walk.scale * scaleOf(item.transform) };
  if (drawnAsLayer(item)) {
    // The item is drawn opaque into a transparency group that is then painted with the opacity.
    await withTransparencyGroup(doc, states, walk.alpha * item.opacity, () =>
      drawContent({ ...inner, alpha: 1 }, item, 1),
    );
  } else {
    await drawContent(inner, item, walk.alpha * item.opacity);
  }
  doc.restore();
}

async function drawContent(walk: Walk, item: SceneItem, alpha: number): Promise<void> {
  const { doc, states } = walk.ctx;
  switch (item.kind) {
    case 'shape':
      paintGeometry(doc, states, item.geometry, item.fill, item.stroke, alpha);
      break;
    case 'image':
      await drawImageItem(walk, item, alpha);
      break;
    case 'text':
      drawText(walk, item, alpha);
      break;
    case 'group':
      await drawGroup(walk, item, alpha);
      break;
  }
}

/**
 * Draws a scene in the current local space (spread millimetres): its background over the trim box grown by
 * `bleed`, then every item. `scale` is page mm per spread mm (image resolution follows it).
 */
export async function drawSceneToPdf(
  ctx: PdfSceneContext,
  scene: Scene,
  bleed: number,
  scale: number,
): Promise<void> {
  const { doc } = ctx;
  await openSceneFonts(ctx, scene.items);
  // Cut, scale and encode the scene's images side by side (sharp works on its own threads); the walk below then
  // finds them prepared.
  await Promise.all(imageUses(scene.items, scale).map(([item, s]) => ctx.images.prepare(item, s)));
  if (scene.background) {
    const { color, alpha } = pdfColor(doc, scene.background);
    doc.save();
    ctx.states.apply(alpha, 1);
    doc.rect(-bleed, -bleed, scene.frame.width + 2 * bleed, scene.frame.height + 2 * bleed);
    doc.fill(color);
    doc.restore();
  }
  const walk: Walk = { ctx, alpha: 1, scale };
  for (const item of scene.items) await drawItem(walk, item);
}
