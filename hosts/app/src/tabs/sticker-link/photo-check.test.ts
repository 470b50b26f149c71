import { describe, expect, it } from 'vitest';
import type { StickerUpload } from '@album/api-client';
import { photoCheckOf } from './photo-check';
import { pendingUpload } from './test-support';

const withCheck = (check: unknown) => ({ ...pendingUpload('u1'), photo_check: check }) as StickerUpload;

describe('photoCheckOf', () => {
  it('reads the verdict, the failed checks in order and the face in source pixels', () => {
    const upload = withCheck({
      ok: false,
      checks: [
        { code: 'face', ok: true },
        { code: 'face_size', ok: false, value: 0.1 },
        { code: 'resolution', ok: false, value: 40 },
      ],
      face: { x: 0.25, y: 0.1, width: 0.5, height: 0.25 },
    });
    // The test upload's image is 600 by 800 px.
    expect(photoCheckOf(upload)).toEqual({
      ok: false,
      failing: ['face_size', 'resolution'],
      face: { x: 150, y: 80, width: 300, height: 200 },
    });
  });

  it('is null without a verdict or with one it cannot read', () => {
    expect(photoCheckOf(pendingUpload('u1'))).toBeNull();
    expect(photoCheckOf(withCheck('ok'))).toBeNull();
    expect(photoCheckOf(withCheck({ checks: [] }))).toBeNull();
  });

  it('has no face without one or without the image’s size', () => {
    expect(photoCheckOf(withCheck({ ok: true, checks: [] }))?.face).toBeNull();
    const noImage = {
      ...withCheck({ ok: true, checks: [], face: { x: 0, y: 0, width: 1, height: 1 } }),
      image: null,
    };
    expect(photoCheckOf(noImage)).toEqual({ ok: true, failing: [], face: null });
  });
});
