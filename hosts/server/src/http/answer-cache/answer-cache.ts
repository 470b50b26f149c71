/**
 * A cache of finished answers: the serialised bytes of a read and their gzip and brotli compressions, each made once
 * per distinct answer. A hit costs a map lookup; a read does not rebuild the answer or compress it again.
 *
 * Entries live in slots (for example one album as one kind of viewer sees it) and carry the key of everything the
 * answer depends on: a lookup with another key is a miss, and the new answer replaces the slot's old one. So an
 * edited album holds one answer per slot, not one per version, and no stale answer is served after a change (the
 * caller's key changes with it). Memory is bounded by bytes, least recently used slots going first.
 *
 * Why not `@fastify/etag` and `@fastify/compress`: both work on a body that has already been built. `@fastify/etag`
 * hashes every body (about 1 MB for a 5,000-element album) to find out that it has not changed, and
 * `@fastify/compress` compresses every body again (5-15 ms of CPU each time). The validator here comes from the key,
 * so a 304 costs nothing, and compressed bytes are kept.
 */
import { promisify } from 'node:util';
import {
  brotliCompress as brotliCallback,
  constants as zlibConstants,
  gzip as gzipCallback,
} from 'node:zlib';
import type { AnswerEncoding } from './encoding';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

/** A finished answer: its strong validator and its bytes. */
export interface BuiltAnswer {
  /** The strong ETag, quotes included. */
  tag: string;
  /** The serialised answer. */
  body: Buffer;
  /**
   * False when the answer may not match `key` (the data changed while it was built): it is sent to this request but
   * not kept.
   */
  keep?: boolean;
}

/** An answer in the cache (or one built for one request only). */
export interface CachedAnswer {
  /** The key it answers (renewed when the same answer is built for a new key). */
  key: string;
  readonly tag: string;
  readonly body: Buffer;
  /** When it was built (or found identical to a new build), ms since the epoch. */
  builtAt: number;
  /** Compressions made so far (or under way). */
  readonly encoded: Map<Exclude<AnswerEncoding, 'identity'>, Promise<Buffer>>;
  /** Bytes held: the body and the finished compressions. */
  bytes: number;
  /** Whether the cache holds it (an answer that was not kept compresses without being counted). */
  kept: boolean;
}

export interface AnswerCacheOptions {
  /** The most bytes kept (bodies and compressions). Default 64 MB. */
  maxBytes?: number;
  /**
   * How long an answer is served before it is built again (ms; default 10 minutes), for answers that hold something
   * time-bound that no key names, such as signed file URLs. A rebuild with the same validator keeps the compressed
   * bytes.
   */
  maxAgeMs?: number;
  /** Brotli quality (0-11, default 5: about gzip's speed, 15-20 % smaller; 11 takes seconds on 1 MB). */
  brotliQuality?: number;
  /** The clock (tests). */
  now?: () => number;
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_AGE_MS = 10 * 60 * 1000;

/** Least recently used answers by slot, bounded by their total size. */
export class AnswerCache {
  readonly #slots = new Map<string, CachedAnswer>();
  /** Builds under way by slot and key, so that many requests missing the same answer build it once. */
  readonly #building = new Map<string, Promise<CachedAnswer>>();
  #bytes = 0;
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  readonly #brotliQuality: number;
  readonly #now: () => number;

  constructor(options: AnswerCacheOptions = {}) {
    this.#maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.#maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.#brotliQuality = options.brotliQuality ?? 5;
    this.#now = options.now ?? Date.now;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Slots held now. */
  get size(): number {
    return this.#slots.size;
  }

  /** The slot's answer when it was made for `key` and is not too old, marked as recently used. */
  get(slot: string, key: string): CachedAnswer | undefined {
    const entry = this.#slots.get(slot);
    if (!entry || entry.key !== key || this.#now() - entry.builtAt > this.#maxAgeMs) return undefined;
    this.#slots.delete(slot);
    this.#slots.set(slot, entry);
    return entry;
  }

  /**
   * The slot's answer for `key`: the cached one, else the one `build` makes (once for all requests that miss it at
   * the same time), which then replaces the slot's old answer.
   */
  answer(slot: string, key: string, build: () => Promise<BuiltAnswer>): Promise<CachedAnswer> {
    const hit = this.get(slot, key);
    if (hit) return Promise.resolve(hit);
    const id = `${slot}\n${key}`;
    let pending = this.#building.get(id);
    if (!pending) {
      pending = build()
        .then((built) => this.#store(slot, key, built))
        .finally(() => this.#building.delete(id));
      this.#building.set(id, pending);
    }
    return pending;
  }

  /** The answer's bytes in `encoding`, compressed now (once) or earlier. */
  encode(entry: CachedAnswer, encoding: AnswerEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(entry.body);
    let pending = entry.encoded.get(encoding);
    if (!pending) {
      pending = this.#compress(entry.body, encoding);
      entry.encoded.set(encoding, pending);
      void pending.then(
        (bytes) => this.#grow(entry, bytes.length),
        // A failed compression is tried again by the next request.
        () => entry.encoded.delete(encoding),
      );
    }
    return pending;
  }

  /** Forgets the slot's answer (for example when the album is deleted). */
  delete(slot: string): void {
    const entry = this.#slots.get(slot);
    if (!entry) return;
    this.#slots.delete(slot);
    entry.kept = false;
    this.#bytes -= entry.bytes;
  }

  #compress(body: Buffer, encoding: Exclude<AnswerEncoding, 'identity'>): Promise<Buffer> {
    if (encoding === 'gzip') return gzip(body, { level: 6 });
    return brotliCompress(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: this.#brotliQuality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }

  #store(slot: string, key: string, built: BuiltAnswer): CachedAnswer {
    const old = this.#slots.get(slot);
    // The same answer built again (its age ran out, or a key part changed that the bytes do not show): keep its
    // compressions instead of making them again.
    if (old && old.tag === built.tag && old.body.equals(built.body)) {
      if (built.keep === false || !old.kept) return old;
      old.key = key;
      old.builtAt = this.#now();
      this.#slots.delete(slot);
      this.#slots.set(slot, old);
      return old;
    }
    const entry: CachedAnswer = {
      key,
      tag: built.tag,
      body: built.body,
      builtAt: this.#now(),
      encoded: new Map(),
      bytes: built.body.length,
      kept: false,
    };
    if (built.keep === false || entry.bytes > this.#maxBytes) return entry;
    this.delete(slot);
    this.#slots.set(slot, entry);
    entry.kept = true;
    this.#bytes += entry.bytes;
    this.#evict(entry);
    return entry;
  }

  #grow(entry: CachedAnswer, bytes: number): void {
    entry.bytes += bytes;
    if (!entry.kept) return;
    this.#bytes += bytes;
    this.#evict(entry);
  }

  /** Drops least recently used answers until the total fits; `keep` last of all. */
  #evict(keep: CachedAnswer): void {
    for (const [slot, entry] of this.#slots) {
      if (this.#bytes <= this.#maxBytes) return;
      if (entry !== keep) this.delete(slot);
    }
    if (this.#bytes > this.#maxBytes) {
      for (const [slot, entry] of this.#slots) if (entry === keep) this.delete(slot);
    }
  }
}
