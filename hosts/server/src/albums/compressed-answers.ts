/**
 * Gzip of album answers, made once per distinct answer. An album answer is about 1 MB of JSON for 5,000 elements
 * and compresses about 9:1, but compressing it takes 5-15 ms: far more than everything else the read route does.
 * Answers are keyed by their exact bytes (album, content version and a hash of the per-request head), so a cached
 * gzip is only ever served for identical content.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

export interface AlbumAnswer {
  albumId: string;
  version: number;
  /** `{"data":{"album":{...fields,` as built for this request. */
  head: Buffer;
  /** The stored content without its opening brace, shared with the document cache. */
  tail: Buffer;
  /**
   * The heads key of the automerge documents the content shows (see `content-writer.ts`): it changes with every
   * content change, live or REST, so the validator (and the cache of compressed answers) follows it.
   */
  state: string;
}

const CLOSE = Buffer.from('}}');

/**
 * A strong validator of the answer: the heads key of the content (the part before the `-`, which `If-Match` on
 * `PUT /albums/:id/document` compares) and a hash of the head (the album's other fields, version included).
 */
export function answerTag(answer: AlbumAnswer): string {
  return `"${answer.state}-${createHash('sha1').update(answer.head).digest('base64url')}"`;
}

/** The heads key an ETag of `answerTag` names, or null for other values. */
export function headsKeyOfTag(tag: string): string | null {
  const match = /^(?:W\/)?"([A-Za-z0-9_-]{27})-[A-Za-z0-9_-]+"$/.exec(tag.trim());
  return match ? match[1]! : null;
}

export function answerBytes(answer: AlbumAnswer): Buffer {
  return Buffer.concat([answer.head, answer.tail, CLOSE]);
}

export class CompressedAnswers {
  readonly #entries = new Map<string, Buffer>();
  readonly #loading = new Map<string, Promise<Buffer>>();
  #bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The gzip of the answer, compressed now or taken from an earlier identical answer. */
  gzip(answer: AlbumAnswer): Promise<Buffer> {
    const key = `${answer.albumId}@${answerTag(answer)}`;
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return Promise.resolve(hit);
    }
    let load = this.#loading.get(key);
    if (!load) {
      load = gzip(answerBytes(answer), { level: 6 })
        .then((bytes) => {
          this.#store(key, bytes);
          return bytes;
        })
        .finally(() => this.#loading.delete(key));
      this.#loading.set(key, load);
    }
    return load;
  }

  #store(key: string, bytes: Buffer): void {
    if (bytes.length > this.maxBytes) return;
    this.#entries.set(key, bytes);
    this.#bytes += bytes.length;
    for (const [old, value] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(old);
      this.#bytes -= value.length;
    }
  }
}

/** True when the request's Accept-Encoding allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
