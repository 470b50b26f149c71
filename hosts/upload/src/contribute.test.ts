import { describe, expect, it, vi } from 'vitest';
import { RequestError } from './api';
import { errorMessageId, storePhoto } from './contribute';
import type { PreparedPhoto } from './photo';

const api = vi.hoisted(() => ({ reserveUpload: vi.fn(), sendPhoto: vi.fn() }));
vi.mock('./api', async (original) => ({ ...(await original<object>()), ...api }));

const photo: PreparedPhoto = {
  blob: new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
  name: 'me.jpg',
  type: 'image/jpeg',
  width: 600,
  height: 800,
  scaled: false,
};

describe('storing the photo', () => {
  it('reserves a fresh target and sends again after a dropped connection', async () => {
    let reserved = 0;
    api.reserveUpload.mockImplementation(async () => ({
      blob_id: `blob-${++reserved}`,
      upload_url: '/x',
      method: 'PUT',
      headers: {},
    }));
    api.sendPhoto
      .mockImplementationOnce(async (_target, _body, onProgress: (l: number, t: number) => void) => {
        onProgress(400, 1000);
        throw new RequestError(0, 'network_error', 'dropped');
      })
      .mockImplementationOnce(async (_target, _body, onProgress: (l: number, t: number) => void) => {
        onProgress(1000, 1000);
      });
    const progress: number[] = [];
    const retried: number[] = [];
    const blobId = await storePhoto('tok', 'web-1', photo, (p) => progress.push(p.loaded), {
      sleep: async () => undefined,
      onRetry: (attempt) => retried.push(attempt),
    });
    expect(blobId).toBe('blob-2');
    expect(api.reserveUpload).toHaveBeenCalledWith('tok', 'web-1', {
      name: 'me.jpg',
      type: 'image/jpeg',
      size: 1000,
    });
    expect(retried).toEqual([1]);
    // Progress starts again from zero with the new attempt.
    expect(progress).toEqual([0, 400, 0, 1000]);
  });
});

describe('what the contributor is told', () => {
  it('names the reason of a refusal, the album missing, the connection, or a generic error', () => {
    expect(errorMessageId(new RequestError(413, 'file_too_large', 'big'))).toBe('api.error.file_too_large');
    expect(errorMessageId(new RequestError(429, 'rate_limited', 'slow down'))).toBe('api.error.rate_limited');
    expect(errorMessageId(new RequestError(404, 'not_found', 'gone'))).toBe('upload.public.albumMissing');
    expect(errorMessageId(new RequestError(0, 'network_error', 'offline'))).toBe(
      'upload.public.done.offline',
    );
    expect(errorMessageId(new RequestError(500, 'internal_error', 'oops'))).toBe(
      'upload.public.done.generic',
    );
    expect(errorMessageId(new Error('anything'))).toBe('upload.public.done.generic');
  });
});
