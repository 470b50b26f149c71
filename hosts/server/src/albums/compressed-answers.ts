/**
 * Album answers as bytes, their validator, and the cache that keeps them. An album answer is about 1 MB of JSON for
 * 5,000 elements and compresses about 9:1, but compressing it takes 5-15 ms: far more than everything else the read
 * route does. So finished answers are kept with their compressions (`cached-answer.ts` keys them).
 */
import { createHash } from 'node:crypto';
import { AnswerCache, type AnswerCacheOptions } from '../http/answer-cache/answer-cache';

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

/**
 * The cache of finished album answers (bytes and compressions, see `http/answer-cache`), 64 MB unless told
 * otherwise (`ANSWER_CACHE_MB`).
 */
export class CompressedAnswers extends AnswerCache {
  constructor(maxBytes = 64 * 1024 * 1024, options: Omit<AnswerCacheOptions, 'maxBytes'> = {}) {
    super({ ...options, maxBytes });
  }
}
