/**
 * Shape geometries as PDF paths, and their fill and stroke.
 */
import type { Paint, ShapeGeometry, StrokeStyle } from '@album/editor-core';
import type { GraphicsStates } from './pdf-paint';
import { deviceColor, pdfColor, rgba } from './pdf-paint';
import type { PdfDoc } from './pdfkit-internals';

/** Corner radius limited to half the shorter side (as the canvas renderer does). */
function clampRadius(radius: number, width: number, height: number): number {
  if (!(radius > 0)) return 0;
  return Math.min(radius, Math.abs(width) / 2, Math.abs(height) / 2);
}

/** Adds the path of a geometry in the current local space (a line is an open path). */
export function geometryPath(doc: PdfDoc, geometry: ShapeGeometry): void {
  switch (geometry.kind) {
    case 'rect': {
      const x = Math.min(0, geometry.width);
      const y = Math.min(0, geometry.height);
      const w = Math.abs(geometry.width);
      const h = Math.abs(geometry.height);
      const r = clampRadius(geometry.radius, w, h);
      if (r > 0) doc.roundedRect(x, y, w, h, r);
      else doc.rect(x, y, w, h);
      return;
    }
    case 'ellipse': {
      const w = Math.abs(geometry.width);
      const h = Math.abs(geometry.height);
      doc.ellipse(Math.min(0, geometry.width) + w / 2, Math.min(0, geometry.height) + h / 2, w / 2, h / 2);
      return;
    }
    case 'line':
      doc.moveTo(geometry.x1, geometry.y1).lineTo(geometry.x2, geometry.y2);
  }
}

/** Intersects the clip with a geometry (a line encloses nothing and is ignored, as on screen). */
export function clipToGeometry(doc: PdfDoc, geometry: ShapeGeometry): void {
  if (geometry.kind === 'line') return;
  geometryPath(doc, geometry);
  doc.clip();
}

/** Fill, then stroke (centred on the outline, mitred, butt caps) of a geometry with `alpha` multiplied in. */
export function paintGeometry(
  doc: PdfDoc,
  states: GraphicsStates,
  geometry: ShapeGeometry,
  fill: Paint | null,
  stroke: StrokeStyle | null,
  alpha: number,
): void {
  const effectiveFill = geometry.kind === 'line' ? null : fill;
  if (effectiveFill) {
    const { color, alpha: own } = pdfColor(doc, effectiveFill);
    doc.save();
    states.apply(alpha * own, 1);
    geometryPath(doc, geometry);
    doc.fill(color);
    doc.restore();
  }
  if (stroke && stroke.width > 0) {
    const { alpha: own } = rgba(stroke.color);
    doc.save();
    states.apply(1, alpha * own);
    doc.lineWidth(stroke.width).lineJoin('miter').lineCap('butt');
    geometryPath(doc, geometry);
    doc.stroke(deviceColor(doc, stroke.color));
    doc.restore();
  }
}
