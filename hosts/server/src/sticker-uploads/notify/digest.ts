/**
 * The e-mail digest of new sticker uploads for an album's owner (albums' "e-mail notifications" setting).
 *
 * At most one digest per album and period (`config.mail.stickerUploadDigestSeconds`, default one hour). The period
 * holds across restarts and server processes: the last digest's time is `albums.sticker_uploads_digest_at`, claimed
 * with one conditional `UPDATE … WHERE digest_at IS NULL OR digest_at <= now - period RETURNING`, which only one
 * caller can win. The digest is sent on an upload: the first upload after a quiet period sends it at once. Uploads
 * that arrive during the period are not mailed then; they are counted in the digest sent on the next upload after
 * the period ends (no timer: nothing to run or lose when a process stops, and the organiser sees every waiting
 * upload in the stickers tab anyway). The count is of the uploads still waiting (not merged) that came since the
 * previous digest.
 *
 * A failed mail never fails the contributor's upload: it is logged, and the claim is given back so the next upload
 * tries again.
 */
import { sql } from 'kysely';
import type { CoreContext } from '../../core-context';
import type { Language } from '../../db/schema';
import { appLink, mailOf, type MailLog } from '../../mail';

/** The part of a pino/Fastify logger the digest writes to. */
export interface DigestLog extends MailLog {
  error(fields: object, message: string): void;
}

/** What `notifyStickerUpload` did, for tests and logs. */
export type DigestOutcome = 'off' | 'quiet' | 'sent' | 'failed';

/**
 * Sends the owner of `albumId` a digest of the waiting sticker uploads when the album's e-mail notifications are
 * on and no digest went out in the period (see the header). Never rejects.
 */
export async function notifyStickerUpload(
  ctx: Pick<CoreContext, 'db' | 'config'>,
  albumId: string,
  log: DigestLog,
): Promise<DigestOutcome> {
  try {
    const claimed = await claimDigest(ctx, albumId);
    if (claimed === 'off' || claimed === 'quiet') return claimed;
    try {
      await sendDigest(ctx, claimed, log);
      return 'sent';
    } catch (error) {
      // Give the period back (only if still ours), so the uploads are mailed on the next one.
      await ctx.db
        .updateTable('albums')
        .set({
          sticker_uploads_digest_at:
            claimed.previous === null ? null : sql<Date>`${claimed.previous}::timestamptz`,
        })
        .where('id', '=', albumId)
        // The driver's Date has milliseconds; the column has microseconds.
        .where(sql`date_trunc('milliseconds', sticker_uploads_digest_at)`, '=', claimed.claimedAt)
        .execute();
      throw error;
    }
  } catch (error) {
    log.error({ err: error, album: albumId }, 'sticker upload digest mail failed');
    return 'failed';
  }
}

interface Claim {
  albumId: string;
  /**
   * The previous digest's time as the database's text, to the microsecond: a driver `Date` keeps milliseconds, so an
   * upload in the same millisecond just before the previous digest was counted again in the next one.
   */
  previous: string | null;
  claimedAt: Date;
  title: string;
  language: Language;
  ownerEmail: string;
}

/** Claims the album's digest for this period atomically; answers why not when another holds it or it is off. */
async function claimDigest(
  ctx: Pick<CoreContext, 'db' | 'config'>,
  albumId: string,
): Promise<Claim | 'off' | 'quiet'> {
  const { db, config } = ctx;
  const album = await db
    .selectFrom('albums')
    .select(['email_notifications_enabled'])
    .where('id', '=', albumId)
    .executeTakeFirst();
  if (!album?.email_notifications_enabled) return 'off';
  // The database's clock, not this process's: uploads are stamped by it, and processes' clocks may differ.
  const due = sql<Date>`now() - make_interval(secs => ${config.mail.stickerUploadDigestSeconds})`;
  // The subquery reads the previous time in the same statement, under the row lock the UPDATE takes: the winner
  // learns since when to count, and a concurrent caller re-checks the condition after the winner and finds nothing.
  const row = await db
    .updateTable('albums as a')
    .set({ sticker_uploads_digest_at: sql<Date>`now()` })
    .from([
      db
        .selectFrom('albums')
        .select(['id', sql<string | null>`sticker_uploads_digest_at::text`.as('previous')])
        .where('id', '=', albumId)
        .as('old'),
      'users as u',
    ])
    .whereRef('a.id', '=', 'old.id')
    .whereRef('u.id', '=', 'a.owner_id')
    .where('a.email_notifications_enabled', '=', true)
    .where((eb) =>
      eb.or([eb('a.sticker_uploads_digest_at', 'is', null), eb('a.sticker_uploads_digest_at', '<=', due)]),
    )
    .returning([
      'a.id',
      'a.title',
      'a.language',
      'old.previous',
      'a.sticker_uploads_digest_at as claimedAt',
      'u.email',
    ])
    .executeTakeFirst();
  if (!row) return 'quiet';
  return {
    albumId: row.id,
    previous: row.previous,
    claimedAt: row.claimedAt!,
    title: row.title,
    language: row.language,
    ownerEmail: row.email,
  };
}

async function sendDigest(
  ctx: Pick<CoreContext, 'db' | 'config'>,
  claim: Claim,
  log: MailLog,
): Promise<void> {
  let waiting = ctx.db
    .selectFrom('sticker_uploads')
    .select(sql<string>`count(*)`.as('count'))
    .where('album_id', '=', claim.albumId)
    .where('merged_at', 'is', null);
  if (claim.previous !== null) {
    waiting = waiting.where(sql<boolean>`created_at > ${claim.previous}::timestamptz`);
  }
  const { count } = await waiting.executeTakeFirstOrThrow();
  if (Number(count) === 0) return;
  await mailOf(ctx, log).send({
    to: claim.ownerEmail,
    template: 'sticker_uploads_digest',
    // Users have no language of their own: the album's is the one its owner chose for it.
    language: claim.language,
    values: {
      album: claim.title,
      count: Number(count),
      link: appLink(ctx.config, `/album/${claim.albumId}/stickers`),
    },
  });
}
