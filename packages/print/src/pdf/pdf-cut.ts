/**
 * Die-cut lines of sticker sheets and stickerpacks in the PDF: every sticker's rounded rectangle stroked in the
 * `CutContour` Separation (alternate 100 % magenta, the name cutter RIPs look for), overprinting, on an optional
 * content group (layer) named `CutContour`. One path per sticker.
 */
import type { CutContour } from '../compose/types';
import type { PdfDoc, PdfRef } from './pdfkit-internals';

/** Name of the spot colour and of the layer. */
export const CUT_CONTOUR = 'CutContour';
/** Stroke width of the cut line, mm (0.25 pt, a hairline RIPs show). */
export const CUT_LINE_WIDTH = 0.25 / (72 / 25.4);

/** Property-list name of the layer in page resources. */
const LAYER = 'OCCut';
/** Graphics state name of the overprint. */
const OVERPRINT = 'GsCutOP';

/** The document's CutContour colour, layer and overprint state, created on first use. */
export class CutContourLayer {
  private layer: { ocg: PdfRef; overprint: PdfRef } | null = null;

  constructor(private readonly doc: PdfDoc) {}

  private setup(): { ocg: PdfRef; overprint: PdfRef } {
    if (this.layer) return this.layer;
    const doc = this.doc;
    doc.addSpotColor(CUT_CONTOUR, 0, 100, 0, 0);
    const ocg: PdfRef = doc.ref({ Type: 'OCG', Name: new String(CUT_CONTOUR) });
    ocg.end();
    const root = (doc as unknown as { _root: PdfRef })._root;
    // PDF/X-4: the default configuration has a Name and no AS entry.
    root.data.OCProperties = {
      OCGs: [ocg],
      D: { Name: new String('Print'), Order: [ocg], ON: [ocg], OFF: [] },
    };
    const overprint: PdfRef = doc.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
    overprint.end();
    this.layer = { ocg, overprint };
    return this.layer;
  }

  /** Strokes the cuts on the current page (in the caller's mm space, origin at the trim box's top-left). */
  draw(cuts: readonly CutContour[] | undefined): void {
    if (!cuts || cuts.length === 0) return;
    const { ocg, overprint } = this.setup();
    const doc = this.doc;
    const resources = doc.page.resources.data as { Properties?: Record<string, unknown> };
    resources.Properties = { ...(resources.Properties ?? {}), [LAYER]: ocg };
    doc.page.ext_gstates[OVERPRINT] = overprint;
    doc.addContent(`/OC /${LAYER} BDC`);
    doc.save();
    doc.addContent(`/${OVERPRINT} gs`);
    doc.lineWidth(CUT_LINE_WIDTH);
    for (const cut of cuts) {
      const radius = Math.min(cut.radius, cut.width / 2, cut.height / 2);
      doc.roundedRect(cut.x, cut.y, cut.width, cut.height, radius).stroke(CUT_CONTOUR);
    }
    doc.restore();
    doc.addContent('EMC');
  }
}
