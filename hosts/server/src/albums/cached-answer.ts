/**
 * The read routes' album answers (`GET /albums/:id`, its preview and render-data forms, the public preview): from
 * the cache of finished answers, keyed by everything the answer depends on:
 * - the automerge documents' heads (live edits and REST writes both change them),
 * - the album row (its columns outside the documents; the access check has just read it),
 * - the stamp (`answer-stamp.ts`: snapshot version, counts, organisation, blueprint title, image rows),
 * - the kind of viewer (private links and the owner's data for members, hidden images for admins).
 * The caller checks access first: the cache is only consulted for a viewer who may read the album.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CoreContext } from '../core-context';
import type { AlbumRow } from '../db/schema';
import type { BuiltAnswer } from '../http/answer-cache/answer-cache';
import { sendCachedAnswer } from '../http/answer-cache/send';
import { answerKey, readAlbumStamp } from './answer-stamp';
import { answerBytes, answerTag } from './compressed-answers';
import { albumState } from './content-writer';
import { albumAnswer, isMember, type Viewer } from './load';

/**
 * The kinds of viewer whose answers differ: admins see hidden images, members the private links and the owner's
 * data, others none of them.
 */
export type AnswerVariant = 'admin' | 'member' | 'public';

/** The kind of viewer, for the cache slot. */
export function answerVariant(access: Viewer): AnswerVariant {
  if (access.user?.isAdmin === true) return 'admin';
  return isMember(access) ? 'member' : 'public';
}

/** The cache slot of an album as one kind of viewer sees it. */
export function answerSlot(albumId: string, variant: AnswerVariant): string {
  return `album:${albumId}:${variant}`;
}

/**
 * Sends the album answer for a viewer whose access has been checked: 304 when their copy is current, else the
 * cached bytes (built and compressed only when the key is new).
 */
export async function sendAlbum(
  ctx: CoreContext,
  request: FastifyRequest,
  reply: FastifyReply,
  album: AlbumRow,
  access: Viewer,
): Promise<FastifyReply> {
  const variant = answerVariant(access);
  const images = variant === 'admin' ? 'all' : 'visible';
  const [state, stamp] = await Promise.all([albumState(ctx, album.id), readAlbumStamp(ctx, album, images)]);
  const key = answerKey(album, state.key, stamp);
  const build = async (): Promise<BuiltAnswer> => {
    const answer = await albumAnswer(ctx, album, access, stamp.extras, state);
    // Kept only if nothing moved while it was built (an image added, a new snapshot stored): otherwise the key
    // would name other data than the bytes hold. This request gets it either way; the next builds again.
    const [after, afterState] = await Promise.all([
      readAlbumStamp(ctx, album, images),
      albumState(ctx, album.id),
    ]);
    const keep = answerKey(album, afterState.key, after) === key && answer.state === state.key;
    return { tag: answerTag(answer), body: answerBytes(answer), keep };
  };
  const answer = await ctx.answers.answer(answerSlot(album.id, variant), key, build);
  return sendCachedAnswer(ctx.answers, request, reply, answer);
}

/** Forgets an album's cached answers (it was deleted). */
export function forgetAlbumAnswers(ctx: CoreContext, albumId: string): void {
  for (const variant of ['admin', 'member', 'public'] as const)
    ctx.answers.delete(answerSlot(albumId, variant));
}
