import type { CanvasKit } from 'canvaskit-wasm';

/**
 * A small test picture made with CanvasKit: four coloured quadrants (red, green, blue, yellow from the top-left,
 * clockwise) with a white arrow pointing right in the top half, so crops, flips and rotations are visible and
 * sampleable. Encoded as PNG.
 */
export function quadrantImagePng(ck: CanvasKit, width = 120, height = 80): Uint8Array {
  const surface = ck.MakeSurface(width, height)!;
  const canvas = surface.getCanvas();
  const paint = new ck.Paint();
  const quad = (x: number, y: number, color: Float32Array) => {
    paint.setColor(color);
    canvas.drawRect(ck.XYWHRect(x, y, width / 2, height / 2), paint);
  };
  quad(0, 0, ck.Color(220, 40, 40));
  quad(width / 2, 0, ck.Color(40, 180, 60));
  quad(width / 2, height / 2, ck.Color(40, 70, 220));
  quad(0, height / 2, ck.Color(240, 210, 40));
  paint.setColor(ck.WHITE);
  const arrow = new ck.PathBuilder();
  arrow.moveTo(width * 0.2, height * 0.2);
  arrow.lineTo(width * 0.65, height * 0.2);
  arrow.lineTo(width * 0.65, height * 0.1);
  arrow.lineTo(width * 0.85, height * 0.25);
  arrow.lineTo(width * 0.65, height * 0.4);
  arrow.lineTo(width * 0.65, height * 0.3);
  arrow.lineTo(width * 0.2, height * 0.3);
  arrow.close();
  const path = arrow.detachAndDelete();
  paint.setAntiAlias(true);
  canvas.drawPath(path, paint);
  path.delete();
  paint.delete();
  const image = surface.makeImageSnapshot();
  const bytes = image.encodeToBytes(ck.ImageFormat.PNG, 100)!;
  image.delete();
  surface.delete();
  return bytes;
}
