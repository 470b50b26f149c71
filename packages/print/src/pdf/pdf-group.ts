/**
 * Transparency groups: what CanvasKit draws through a layer (`saveLayer` with an alpha: a group with opacity, a text
 * box with opacity, a shape with fill and stroke and opacity) is drawn in the PDF as a form XObject with a
 * transparency group, painted once with the alpha, so overlapping parts do not show through each other.
 */
import { invert, type Matrix } from '@album/editor-core';
import type { GraphicsStates } from './pdf-paint';
import type { PdfDoc } from './pdfkit-internals';

let forms = 0;

function num(x: number): string {
  return (Math.round(x * 1e6) / 1e6).toString();
}

/**
 * Runs `draw` into a form XObject whose space is the page's default space (its content starts with the current
 * matrix, so pdfkit's gradient placement, which uses that matrix, stays right), then paints the form with `alpha`.
 * The form shares the page's resources.
 */
export async function withTransparencyGroup(
  doc: PdfDoc,
  states: GraphicsStates,
  alpha: number,
  draw: () => Promise<void> | void,
): Promise<void> {
  const page = doc.page;
  const ctm = [...doc._ctm] as Matrix;
  const form = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    FormType: 1,
    BBox: [0, 0, page.width, page.height],
    Group: { Type: 'Group', S: 'Transparency' },
    Resources: page.resources,
  });
  const saved = page.content;
  page.content = form as typeof page.content;
  try {
    doc.addContent(`${ctm.map(num).join(' ')} cm`);
    await draw();
  } finally {
    page.content = saved;
  }
  form.end();
  const name = `Fx${++forms}`;
  page.xobjects[name] = form;
  doc.addContent('q');
  doc.addContent(`${invert(ctm).map(num).join(' ')} cm`);
  states.apply(alpha, alpha);
  doc.addContent(`/${name} Do`);
  doc.addContent('Q');
}
