import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  uploadKind,
  validateStickerCellDrop,
  validateUploadBatch,
  validateUploadFile,
} from './upload';

const jpeg = (name: string, size = 2 * BYTES_PER_MB, extra = {}) => ({
  name,
  size,
  type: 'image/jpeg',
  ...extra,
});

describe('upload kinds', () => {
  it('reads the MIME type, else the extension', () => {
    expect(uploadKind({ name: 'a.bin', type: 'image/png' })).toBe('png');
    expect(uploadKind({ name: 'photo.JPG', type: '' })).toBe('jpeg');
    expect(uploadKind({ name: 'logo.svg', type: 'application/octet-stream' })).toBe('svg');
    expect(uploadKind({ name: 'doc.pdf', type: 'application/pdf' })).toBeNull();
    expect(uploadKind({ name: 'noextension', type: '' })).toBeNull();
  });
});

describe('one file', () => {
  it('accepts 0.0001 to 16 MB', () => {
    // 0.0001 MB = 104.8576 bytes; 16 MB = 16,777,216 bytes.
    expect(validateUploadFile(jpeg('a.jpg', 105), 'image').ok).toBe(true);
    expect(validateUploadFile(jpeg('a.jpg', 16 * BYTES_PER_MB), 'image').ok).toBe(true);
    expect(validateUploadFile(jpeg('a.jpg', 16 * BYTES_PER_MB + 1), 'image')).toEqual({
      ok: false,
      errors: [{ key: 'validation.upload.size', values: { name: 'a.jpg', minMb: 0.0001, maxMb: 16 } }],
    });
  });

  it('calls a tiny or empty file too small, not too large', () => {
    for (const size of [104, 0]) {
      expect(validateUploadFile(jpeg('a.jpg', size), 'image')).toEqual({
        ok: false,
        errors: [{ key: 'validation.upload.tooSmall', values: { name: 'a.jpg', minBytes: 105 } }],
      });
    }
  });

  it('accepts jpeg, png and svg in the library, jpeg and png for stickers, jpeg, png and gif in the spread wizard', () => {
    const svg = { name: 'logo.svg', size: 5000, type: 'image/svg+xml' };
    const gif = { name: 'anim.gif', size: 5000, type: 'image/gif' };
    expect(validateUploadFile(svg, 'image').ok).toBe(true);
    expect(validateUploadFile(svg, 'sticker')).toEqual({
      ok: false,
      errors: [{ key: 'validation.upload.type', values: { name: 'logo.svg', accepted: ['JPEG', 'PNG'] } }],
    });
    expect(validateUploadFile(gif, 'image')).toEqual({
      ok: false,
      errors: [
        { key: 'validation.upload.type', values: { name: 'anim.gif', accepted: ['JPEG', 'PNG', 'SVG'] } },
      ],
    });
    expect(validateUploadFile(gif, 'spread').ok).toBe(true);
    expect(validateUploadFile(svg, 'spread')).toEqual({
      ok: false,
      errors: [{ key: 'validation.upload.spreadType', values: { name: 'logo.svg' } }],
    });
  });

  it('allows at most 32 million pixels and reports every problem of a file', () => {
    expect(validateUploadFile(jpeg('big.jpg', undefined, { width: 8000, height: 4000 }), 'image').ok).toBe(
      true,
    );
    const result = validateUploadFile(
      { name: 'huge.tif', size: 20 * BYTES_PER_MB, type: 'image/tiff', width: 8000, height: 4001 },
      'image',
    );
    expect(result.ok === false && result.errors.map((e) => e.key)).toEqual([
      'validation.upload.size',
      'validation.upload.type',
      'validation.upload.dimensions',
    ]);
  });
});

describe('a drop of several files', () => {
  it('accepts the good files and joins every error into one warning', () => {
    const files = [
      jpeg('a.jpg'),
      jpeg('b.jpg', 17 * BYTES_PER_MB),
      { name: 'c.pdf', size: 1000, type: 'application/pdf' },
    ];
    const result = validateUploadBatch(files, 'image');
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.rejected.map((r) => r.file.name)).toEqual(['b.jpg', 'c.pdf']);
    expect(result.warning?.key).toBe('validation.upload.rejected');
    expect((result.warning?.values?.errors as Array<{ key: string }>).map((e) => e.key)).toEqual([
      'validation.upload.size',
      'validation.upload.type',
    ]);
    expect(validateUploadBatch([jpeg('x.jpg')], 'image').warning).toBeNull();
  });

  it('takes at most 15 files', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => jpeg(`${i}.jpg`));
    expect(validateUploadBatch(fifteen, 'image').accepted).toHaveLength(15);
    const sixteen = [...fifteen, jpeg('16.jpg')];
    const result = validateUploadBatch(sixteen, 'image');
    expect(result.accepted).toEqual([]);
    expect(result.warning).toEqual({ key: 'validation.upload.tooMany', values: { max: 15 } });
  });

  it('takes one sticker image per cell', () => {
    expect(validateStickerCellDrop([jpeg('a.jpg')])).toEqual({ ok: true, value: jpeg('a.jpg') });
    expect(validateStickerCellDrop([jpeg('a.jpg'), jpeg('b.jpg')])).toEqual({
      ok: false,
      errors: [{ key: 'validation.upload.cellSingleFile', values: { count: 2 } }],
    });
    expect(validateStickerCellDrop([{ name: 'a.svg', size: 500, type: 'image/svg+xml' }]).ok).toBe(false);
  });
});
