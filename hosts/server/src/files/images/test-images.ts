/**
 * Real image files made on the fly for the tests of this folder (nothing binary is committed).
 */
import sharp from 'sharp';

/** A photo-like JPEG (gradient and noise, so it compresses like a photo) of the given stored size. */
export async function makeJpeg(
  width: number,
  height: number,
  options: { orientation?: number; artist?: string } = {},
): Promise<Buffer> {
  const pipeline = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 200, g: 120, b: 40 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).jpeg({ quality: 90 });
  if (options.orientation || options.artist) {
    pipeline.withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      exif: { IFD0: { Artist: options.artist ?? 'Test Artist', Copyright: 'Test Copyright' } },
    });
  }
  return pipeline.toBuffer();
}

/** A PNG, with or without transparency. */
export async function makePng(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 10, g: 200, b: 90, alpha: 0.5 } : { r: 10, g: 200, b: 90 },
    },
  })
    .png()
    .toBuffer();
}

/** A small, clean SVG drawing. */
export function makeSvg(
  body = '<circle cx="50" cy="40" r="30" fill="#e33"/>',
  width = 100,
  height = 80,
): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`,
  );
}

/** A real (minimal) PDF document. */
export function makePdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}
