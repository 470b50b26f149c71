/**
 * What an album answer depends on besides the album row and the automerge documents, read in one query: the
 * snapshot version, the onboarding counts, the organisation, the blueprint title and (for cached answers) a digest
 * of the image rows. With the row (which the access check reads anyway) and the documents' heads it makes the key of
 * the cached answer (`cached-answer.ts`): a read that finds its key answers from memory without building anything.
 * The digest is made by the database, so a read transfers 32 characters instead of the image rows.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { CoreContext } from '../core-context';
import type { AlbumHeadsJson, AlbumRow, OrganizationRow } from '../db/schema';
import { organizationOfRow } from './organization-columns';
import { onboardingCountsSql, type OnboardingCounts } from './onboarding';

/** Everything of the album answer but the row, the content and the images. */
export interface AlbumExtras {
  /** The snapshot's version and the heads it was made from. */
  version: number;
  heads: AlbumHeadsJson | null;
  counts: OnboardingCounts;
  organization: OrganizationRow | null;
  blueprintTitle: string | null;
}

export interface AlbumStamp {
  extras: AlbumExtras;
  /** md5 of the image rows the viewer sees, in answer order; null when not asked for. */
  images: string | null;
}

/**
 * The extras of an album in one query (on PGlite every statement costs about a millisecond of the one thread, so
 * the read path keeps their number low); with `images` set, also the digest of the image rows (hidden ones included
 * when it is `'all'`).
 */
export async function readAlbumStamp(
  ctx: CoreContext,
  album: AlbumRow,
  images?: 'visible' | 'all',
): Promise<AlbumStamp> {
  const counts = onboardingCountsSql(album.id);
  const hidden = images === 'all' ? sql`` : sql`and not i.hidden`;
  // Every column of every row (`i::text`), in the order the answer lists them: any change to an image changes it.
  const digest = sql<string>`(select md5(coalesce(string_agg(i::text, '|' order by i.created_at, i.id), ''))
    from images i where i.album_id = ${album.id} ${hidden})`;
  const row = await ctx.db
    .selectFrom('album_documents')
    // No row has the id '': an album without organisation or blueprint joins nothing.
    .leftJoin('organizations', (join) => join.on('organizations.id', '=', album.organization_id ?? ''))
    .leftJoin('blueprints', (join) => join.on('blueprints.id', '=', album.blueprint_album_id ?? ''))
    .select([
      'album_documents.version',
      'album_documents.heads',
      counts.invitations.as('invitations'),
      counts.collaborators.as('collaborators'),
      counts.images.as('images'),
      sql<string | null>`organizations.id`.as('org_id'),
      'organizations.name as org_name',
      'organizations.size as org_size',
      'organizations.contact_name as org_contact_name',
      'organizations.phone as org_phone',
      'organizations.contact_role as org_contact_role',
      'organizations.created_at as org_created_at',
      'blueprints.title as blueprint_title',
      (images === undefined ? sql<string | null>`null` : digest).as('image_digest'),
    ])
    .where('album_documents.album_id', '=', album.id)
    .executeTakeFirstOrThrow();
  return {
    extras: {
      version: row.version,
      heads: row.heads,
      // PostgreSQL counts are bigint, which node-postgres answers as strings.
      counts: {
        invitations: Number(row.invitations),
        collaborators: Number(row.collaborators),
        images: Number(row.images),
      },
      organization: organizationOfRow(row),
      blueprintTitle: row.blueprint_title,
    },
    images: row.image_digest,
  };
}

/**
 * The key of an answer: the documents' heads key, then a hash of the album row and the stamp. Equal keys mean equal
 * answers for one kind of viewer (up to the age limit of signed image URLs, see `AnswerCache`).
 */
export function answerKey(album: AlbumRow, headsKey: string, stamp: AlbumStamp): string {
  const rest = createHash('sha1')
    .update(JSON.stringify([album, stamp]))
    .digest('base64url');
  return `${headsKey}-${rest}`;
}
