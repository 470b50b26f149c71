/**
 * The vector PDF/X-4 of a composed job, written page by page to a stream: MediaBox = trim + 2 × bleed + 2 × slug,
 * TrimBox and BleedBox in each page dictionary, marks in the slug, a CMYK output intent and sRGB-tagged RGB content
 * (see `pdf-x.ts`) or, on request, content converted to CMYK (see `pdf-cmyk.ts`), and on sticker sheets the
 * die-cut lines (see `pdf-cut.ts`).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { TEXT_UNITS_PER_MM, type SceneRenderer } from '@album/render-canvaskit';
import PDFDocument from 'pdfkit';
import { mediaSize } from '../compose/page';
import type { Composition, OutputPage } from '../compose/types';
import { pageMarks, targetCross } from '../marks/marks';
import { imagesDoneAt, lastUseOfImages, partScene } from '../output/scenes';
import { CutContourLayer } from './pdf-cut';
import { PdfFonts } from './pdf-fonts';
import { PdfImages, type PrintImageSource } from './pdf-images';
import { CmykColors, sceneColors, type PdfColorMode } from './pdf-cmyk';
import { GraphicsStates, convertToCmyk } from './pdf-paint';
import { drawSceneToPdf, type PdfSceneContext } from './pdf-scene';
import { escapeInfoInXmp, internals, type PdfDoc } from './pdfkit-internals';
import { resolveColorProfiles, setupPdfX, type ColorProfileOptions, type PdfX } from './pdf-x';

/** The registration colour: marks print on every separation (`/Separation /All`). */
const REGISTRATION = 'All';

/** PDF points per mm. */
export const PT_PER_MM = 72 / 25.4;

/** Options of `writePdf`. */
export interface PdfOptions extends ColorProfileOptions {
  /** Resolution images are prepared at. */
  dpi: number;
  /** Deflate the content streams (images are JPEG or PNG-compressed either way). */
  compress: boolean;
  /** Print-quality bytes of each album image. */
  images: PrintImageSource;
  /** CanvasKit renderer whose fonts shape the text (its image cache is not used). */
  renderer: SceneRenderer;
  /** Called after each page with the number of pages done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Document title. */
  title?: string;
  /**
   * `rgb` (default): RGB content tagged as sRGB, converted by the printer's RIP through the output intent. `cmyk`:
   * every colour and image converted to DeviceCMYK through the output intent's profile here.
   */
  colorMode?: PdfColorMode;
}

type PageContext = PdfSceneContext & {
  renderer: SceneRenderer;
  pdfx: PdfX;
  cuts: CutContourLayer;
  cmyk: CmykColors | null;
};

function pt(mm: number): number {
  return Math.round(mm * PT_PER_MM * 1000) / 1000;
}

function setBoxes(doc: PdfDoc, page: OutputPage): void {
  const media = mediaSize(page);
  const box = (inset: number) => [pt(inset), pt(inset), pt(media.width - inset), pt(media.height - inset)];
  const data = doc.page.dictionary.data;
  data.MediaBox = box(0);
  data.TrimBox = box(page.bleed + page.slug);
  data.BleedBox = box(page.slug);
}

function drawMarks(doc: PdfDoc, page: OutputPage): void {
  const marks = pageMarks(page);
  if (marks.lines.length + marks.targets.length === 0) return;
  doc.save();
  doc.lineWidth(marks.width).lineCap('butt');
  for (const l of [...marks.lines, ...marks.targets.flatMap(targetCross)])
    doc.moveTo(l.x1, l.y1).lineTo(l.x2, l.y2);
  for (const t of marks.targets) doc.circle(t.cx, t.cy, t.radius);
  doc.stroke(REGISTRATION);
  doc.restore();
}

async function drawPage(ctx: PageContext, composition: Composition, page: OutputPage): Promise<void> {
  const { doc } = ctx;
  const media = mediaSize(page);
  doc.addPage({ size: [pt(media.width), pt(media.height)], margin: 0 });
  setBoxes(doc, page);
  ctx.pdfx.tagPage();
  doc.save();
  // Work in millimetres from the trim box's top-left corner (pdfkit has already flipped y downwards).
  doc.transform(PT_PER_MM, 0, 0, PT_PER_MM, 0, 0);
  doc.translate(page.bleed + page.slug, page.bleed + page.slug);
  for (const part of page.parts) {
    const scene = partScene(composition, part);
    await ctx.renderer.resources.fonts.ensure(scene.fonts);
    if (ctx.cmyk) await ctx.cmyk.prepare(sceneColors(scene));
    doc.save();
    doc.rect(part.clip.x, part.clip.y, part.clip.width, part.clip.height).clip();
    doc.translate(part.x, part.y);
    if (part.scale !== 1) doc.scale(part.scale);
    await drawSceneToPdf(ctx, scene, part.bleed, part.scale);
    doc.restore();
  }
  drawMarks(doc, page);
  ctx.cuts.draw(page.cuts);
  doc.restore();
}

/** Writes the composed job as a PDF to `out` (a file path); resolves when the file is complete. */
export async function writePdf(composition: Composition, out: string, options: PdfOptions): Promise<void> {
  // A missing profile fails here, before the file is opened.
  const profiles = resolveColorProfiles(options);
  const pdf = new PDFDocument({
    autoFirstPage: false,
    compress: options.compress,
    pdfVersion: '1.6',
    info: {
      Title: options.title ?? composition.meta.title,
      Producer: '@album/print',
      Creator: '@album/print',
    },
  });
  const doc = internals(pdf);
  escapeInfoInXmp(doc);
  doc.addSpotColor(REGISTRATION, 100, 100, 100, 100);
  const pdfx = setupPdfX(doc, profiles);
  const cmyk = options.colorMode === 'cmyk' ? new CmykColors(profiles.cmyk.path) : null;
  if (cmyk) convertToCmyk(doc, cmyk);
  const file = createWriteStream(out);
  const written = pipeline(pdf, file);
  const renderer = options.renderer;
  const ctx: PageContext = {
    doc,
    states: new GraphicsStates(doc),
    fonts: new PdfFonts(doc),
    images: new PdfImages(doc, options.images, options.dpi, cmyk ? profiles.cmyk.path : null),
    layoutText: (item) => renderer.layoutText(item),
    textUnitsPerMm: TEXT_UNITS_PER_MM,
    renderer,
    pdfx,
    cuts: new CutContourLayer(doc),
    cmyk,
  };
  const lastUse = lastUseOfImages(composition);
  let failure: unknown = null;
  try {
    for (let i = 0; i < composition.pages.length; i++) {
      await drawPage(ctx, composition, composition.pages[i]!);
      for (const id of imagesDoneAt(lastUse, i)) ctx.images.release(id);
      options.onProgress?.(i + 1, composition.pages.length);
      // Let the file stream drain what the finished page wrote before the next page is drawn.
      if (file.writableNeedDrain) await once(file, 'drain');
    }
  } catch (error) {
    failure = error;
  }
  // The document is ended and the file closed either way, so a failed job leaves no open stream behind.
  pdf.end();
  await written;
  if (failure) throw failure;
}
