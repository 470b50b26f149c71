/** Sending a cached answer: 304 to a client whose copy is current, else the bytes in the best encoding it accepts. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache, CachedAnswer } from './answer-cache';
import { chooseEncoding } from './encoding';

/** True when an If-None-Match header names `tag` (weak comparison, as RFC 9110 asks for If-None-Match) or is `*`. */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const strong = tag.replace(/^W\//, '');
  return header.split(',').some((value) => {
    const candidate = value.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === strong;
  });
}

/**
 * Sends a JSON answer from the cache. `no-cache` makes browsers revalidate every time (the answer changes with every
 * edit) and `private` keeps shared caches out (the answer depends on who asks); `Vary: Accept-Encoding` because the
 * bytes differ by encoding.
 */
export async function sendCachedAnswer(
  cache: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<FastifyReply> {
  reply
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('cache-control', 'private, no-cache')
    .header('etag', answer.tag);
  if (matchesTag(request.headers['if-none-match'], answer.tag)) return reply.status(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await cache.encode(answer, encoding));
}
