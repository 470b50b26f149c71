import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { sendBytes } from './upload';

/** Just enough of XMLHttpRequest to drive `sendBytes` the way a browser would. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer = { status: 200, body: '{"data":{"blob_id":"b1"}}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: body.size / 2, total: body.size });
      this.upload.onprogress?.({ loaded: body.size, total: body.size });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

describe('sendBytes in a browser (XMLHttpRequest)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.answer = { status: 200, body: '{"data":{"blob_id":"b1"}}' };
  });

  it('sends with XMLHttpRequest and reports upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: Array<[number, number]> = [];
    const result = await sendBytes<{ blob_id: string }>('http://x/u', new Uint8Array(1000), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
    });
    expect(result).toEqual({ blob_id: 'b1' });
    expect(FakeXhr.last).toMatchObject({
      method: 'PUT',
      url: 'http://x/u',
      headers: { 'Content-Type': 'image/png' },
    });
    expect(progress).toEqual([
      [500, 1000],
      [1000, 1000],
    ]);
  });

  it('turns error answers into ApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 413,
      body: '{"error":{"code":"file_too_large","message":"too large","field":"file"}}',
    };
    const error = await sendBytes('http://x/u', new Blob(['abc']), { method: 'PUT', headers: {} }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'file_too_large', field: 'file' });
  });
});
