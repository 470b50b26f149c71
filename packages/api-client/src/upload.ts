/**
 * Sending bytes with progress: XMLHttpRequest where it exists (browsers report upload progress only there), else
 * fetch with a streamed body whose chunks are counted as they are read (Node).
 */
import { ApiError, errorFromBody } from './errors';

/** Progress of an upload. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes in all. */
  total: number;
}

export interface SendOptions {
  method: string;
  headers: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** What can be uploaded: a Blob (a File in browsers) or bytes. */
export type UploadBody = Blob | Uint8Array | ArrayBuffer;

const CHUNK = 64 * 1024;

function bytesOf(body: UploadBody): Promise<Uint8Array> | Uint8Array {
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return body.arrayBuffer().then((buffer) => new Uint8Array(buffer));
}

export function sizeOf(body: UploadBody): number {
  return body instanceof Blob ? body.size : body.byteLength;
}

function parse<T>(status: number, text: string): T {
  if (status < 200 || status >= 300) throw errorFromBody(status, text);
  return (text ? (JSON.parse(text) as { data?: T }).data : undefined) as T;
}

function sendWithXhr<T>(url: string, body: UploadBody, options: SendOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    const total = sizeOf(body);
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.total || total });
    xhr.onload = () => {
      try {
        resolve(parse<T>(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'network_error', message: 'The upload failed' }));
    xhr.onabort = () => reject(new ApiError(0, { code: 'aborted', message: 'The upload was aborted' }));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body instanceof Uint8Array ? new Blob([body as Uint8Array<ArrayBuffer>]) : body);
  });
}

async function sendWithFetch<T>(url: string, body: UploadBody, options: SendOptions): Promise<T> {
  const bytes = await bytesOf(body);
  const total = bytes.byteLength;
  let offset = 0;
  options.onProgress?.({ loaded: 0, total });
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= total) {
        controller.close();
        return;
      }
      const chunk = bytes.subarray(offset, Math.min(offset + CHUNK, total));
      offset += chunk.byteLength;
      controller.enqueue(chunk);
      options.onProgress?.({ loaded: offset, total });
    },
  });
  const fetcher = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetcher(url, {
      method: options.method,
      headers: { ...options.headers, 'content-length': String(total) },
      body: stream,
      // Streamed request bodies need half duplex (Node's fetch requires saying so).
      duplex: 'half',
      ...(options.signal ? { signal: options.signal } : {}),
    } as RequestInit);
  } catch (cause) {
    const aborted = (cause as { name?: string } | null)?.name === 'AbortError';
    throw new ApiError(
      0,
      aborted
        ? { code: 'aborted', message: 'The upload was aborted' }
        : { code: 'network_error', message: 'The upload failed' },
      { cause },
    );
  }
  return parse<T>(response.status, await response.text());
}

/** Sends `body` to `url` and answers the `data` of the JSON answer. */
export function sendBytes<T>(url: string, body: UploadBody, options: SendOptions): Promise<T> {
  if (typeof XMLHttpRequest !== 'undefined' && !options.fetch) return sendWithXhr<T>(url, body, options);
  return sendWithFetch<T>(url, body, options);
}
