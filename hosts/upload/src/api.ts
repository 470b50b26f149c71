/**
 * The few API calls of the upload page, on `fetch` and one `XMLHttpRequest` (the only browser API that reports
 * upload progress). Not `@album/api-client`: its client object carries every resource of the app, and this page
 * needs four calls.
 */
import type { StickerUpload, StickerUploadConfig, StickerUploadInput, UploadTarget } from '@album/api-client';

const API = '/api/v1';

/** A refused or failed call: `status` 0 when the network failed, else the HTTP status with the server's code. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** True when trying the same request again may work (the network dropped, or the server was briefly busy). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

function errorOf(status: number, text: string, retryAfter: string | null): RequestError {
  let code = 'internal_error';
  let message = `HTTP ${status}`;
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // Not our JSON (a proxy's error page): the status is all there is.
  }
  const seconds = retryAfter === null ? undefined : Number(retryAfter);
  return new RequestError(status, code, message, Number.isFinite(seconds) ? seconds : undefined);
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': document.documentElement.lang || 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new RequestError(0, 'network_error', 'The connection failed');
  }
  const text = await response.text();
  if (!response.ok) throw errorOf(response.status, text, response.headers.get('retry-after'));
  return (JSON.parse(text) as { data: T }).data;
}

const tokenPath = (token: string) => `/public/sticker_uploads/${encodeURIComponent(token)}`;

/** `GET /public/sticker_uploads/:token`: the album title, message, chapters and rules of the link. */
export function fetchConfig(token: string): Promise<StickerUploadConfig> {
  return call('GET', tokenPath(token));
}

/** `POST /uploads` with the link's token: where to send the photo's bytes. */
export function reserveUpload(
  token: string,
  clientId: string,
  file: { name: string; type: string; size: number },
): Promise<UploadTarget> {
  return call('POST', '/uploads', {
    filename: file.name,
    content_type: file.type,
    byte_size: file.size,
    model: 'sticker',
    sticker_upload_token: token,
    client_id: clientId,
  });
}

/**
 * Where to send the bytes: a target on this server's own upload route is sent to the page's origin instead of the
 * server's PUBLIC_URL, so the page works the same on a custom sticker link domain (seed 000 section 9) that points
 * at this server, without a cross-origin request. Other targets (signed storage URLs) stay as they are.
 */
export function uploadAddress(uploadUrl: string, pageOrigin: string): string {
  const url = new URL(uploadUrl, pageOrigin);
  return url.pathname.startsWith(`${API}/uploads/`) ? `${url.pathname}${url.search}` : url.href;
}

/** Sends `body` to the upload target, reporting the bytes sent so far; answers when storage has the file. */
export function sendPhoto(
  target: UploadTarget,
  body: Blob,
  onProgress: (loaded: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, uploadAddress(target.upload_url, window.location.origin));
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total || body.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(errorOf(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
    };
    xhr.onerror = () => reject(new RequestError(0, 'network_error', 'The upload failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.send(body);
  });
}

/** `POST /public/sticker_uploads/:token`: the contribution itself, once the photo is stored. */
export async function submitUpload(
  token: string,
  input: StickerUploadInput['sticker_upload'],
): Promise<StickerUpload> {
  return (await call<{ sticker_upload: StickerUpload }>('POST', tokenPath(token), { sticker_upload: input }))
    .sticker_upload;
}

/** The codes of the photo check's items (hosts/server/src/photo-check/verdict.ts), in the order shown. */
export const CHECK_CODES = ['face', 'face_size', 'one_face', 'sharpness', 'lighting', 'resolution'] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

/** What the photo check answers (the parts the page shows). */
export interface PhotoCheck {
  ok: boolean;
  checks: Array<{ code: string; ok: boolean; value?: number }>;
  /** The face the photo is about, in 0..1 of the photo's width and height. */
  face?: { x: number; y: number; width: number; height: number };
}

/**
 * `POST /public/sticker_uploads/:token/photo_check`: the server's verdict on the stored photo, or null when this
 * server has no photo check (the contribution goes on without one).
 */
export async function checkPhoto(
  token: string,
  blobId: string,
  clientId: string,
): Promise<PhotoCheck | null> {
  try {
    return (
      await call<{ photo_check: PhotoCheck }>('POST', `${tokenPath(token)}/photo_check`, {
        blob_id: blobId,
        client_id: clientId,
      })
    ).photo_check;
  } catch (error) {
    // A missing route or a check that failed must never keep a contributor from sending their photo.
    if (error instanceof RequestError) return null;
    throw error;
  }
}

/** The codes of `check`'s failed items that the page can explain, in the order it explains them. */
export function failedChecks(check: PhotoCheck): CheckCode[] {
  const failed = new Set(check.checks.filter((item) => !item.ok).map((item) => item.code));
  return CHECK_CODES.filter((code) => failed.has(code));
}
