import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Album } from '@album/api-client';
import type { AlbumAccess } from '../context';
import type { CoreContext } from '../core-context';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumRow, OrganizationRow } from '../db/schema';
import { acceptsGzip, answerBytes, answerTag, type AlbumAnswer } from './compressed-answers';
import type { AlbumHeadsJson } from '../db/schema';
import { albumState, currentSnapshot } from './content-writer';
import { documentText, type CachedDocument } from './document-cache';
import { headsKey } from './heads';
import { onboardingCountsSql, onboardingState, type OnboardingCounts } from './onboarding';
import { albumImages } from './store';
import { albumWire, type AlbumParts } from './wire';

type Viewer = Pick<AlbumAccess, 'user' | 'via'>;

/** The columns an album query selects from its joined organization (all null without one). */
export interface JoinedOrganizationColumns {
  org_id: string | null;
  org_name: string | null;
  org_size: OrganizationRow['size'] | null;
  org_contact_name: string | null;
  org_phone: string | null;
  org_contact_role: OrganizationRow['contact_role'] | null;
  org_created_at: OrganizationRow['created_at'] | null;
}

/** The album's organization from the joined `org_*` columns, or null. */
export function organizationOfRow(row: JoinedOrganizationColumns): OrganizationRow | null {
  if (row.org_id === null) return null;
  return {
    id: row.org_id,
    name: row.org_name!,
    size: row.org_size!,
    contact_name: row.org_contact_name!,
    phone: row.org_phone!,
    contact_role: row.org_contact_role!,
    created_at: row.org_created_at!,
  };
}

function isMember(access: Viewer): boolean {
  return access.via === 'owner' || access.via === 'collaborator' || access.via === 'admin';
}

interface Extras {
  /** The snapshot's version and the heads it was made from. */
  version: number;
  heads: AlbumHeadsJson | null;
  counts: OnboardingCounts;
  organization: OrganizationRow | null;
  blueprintTitle: string | null;
}

/**
 * Everything of the album answer but the content and the images, in one query: the content version, the
 * onboarding counts, the organisation and the blueprint title. (On PGlite every statement costs about a
 * millisecond of the one thread, so the read path keeps their number low.)
 */
async function albumExtras(ctx: CoreContext, album: AlbumRow): Promise<Extras> {
  const counts = onboardingCountsSql(album.id);
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
    ])
    .where('album_documents.album_id', '=', album.id)
    .executeTakeFirstOrThrow();
  return {
    version: row.version,
    heads: row.heads,
    counts: { invitations: row.invitations, collaborators: row.collaborators, images: row.images },
    organization: organizationOfRow(row),
    blueprintTitle: row.blueprint_title,
  };
}

/**
 * The content text showing the album's automerge documents as they are now: the stored snapshot while its heads are
 * the documents' heads (from the cache of texts when it is there), else a new snapshot made from the documents.
 */
async function albumDocument(ctx: CoreContext, albumId: string, extras: Extras): Promise<CachedDocument> {
  const state = await albumState(ctx, albumId);
  if (extras.heads && headsKey(extras.heads) === state.key) {
    const text = await documentText(ctx.db, ctx.documents, albumId, state.key, extras.version);
    if (text.key === state.key) return text;
  }
  return currentSnapshot(ctx, albumId);
}

/**
 * The full album answer as an object. Private links (preview and sticker link paths) go to members only; hidden
 * images to admins only.
 */
export async function loadAlbum(ctx: CoreContext, album: AlbumRow, access: Viewer): Promise<Album> {
  const [extras, images] = await Promise.all([
    albumExtras(ctx, album),
    albumImages(ctx, album.id, access.user?.isAdmin === true),
  ]);
  const document = await albumDocument(ctx, album.id, extras);
  const content = JSON.parse(`{${document.tail.toString('utf8')}`) as StoredAlbumContent;
  return albumWire({
    album,
    content,
    version: document.version,
    images,
    onboarding: onboardingState(album, extras.counts, content.stickers.length),
    organization: extras.organization,
    blueprintTitle: extras.blueprintTitle,
    privateLinks: isMember(access),
  });
}

/** Keys of the answer that come from the stored content text. */
const CONTENT_KEYS = [
  'workspace',
  'stickers',
  'colors',
  'fonts',
  'stickerTemplateId',
  'stickerTemplateSettings',
] as const;
/**
 * The same answer as `{data: {album}}` JSON, in two parts: the head built for this request and the stored content
 * spliced in unparsed (the fast path of `GET /albums/:id` and the other read routes).
 */
export async function albumAnswer(ctx: CoreContext, album: AlbumRow, access: Viewer): Promise<AlbumAnswer> {
  const [extras, images] = await Promise.all([
    albumExtras(ctx, album),
    albumImages(ctx, album.id, access.user?.isAdmin === true),
  ]);
  const document = await albumDocument(ctx, album.id, extras);
  const placeholder = {
    stickerTemplateId: document.stickerTemplateSettings.id,
    stickerTemplateSettings: document.stickerTemplateSettings,
  } as unknown as AlbumParts['content'];
  const wire = albumWire({
    album,
    content: placeholder,
    version: document.version,
    images,
    onboarding: onboardingState(album, extras.counts, document.stickerCount),
    organization: extras.organization,
    blueprintTitle: extras.blueprintTitle,
    privateLinks: isMember(access),
  }) as unknown as Record<string, unknown>;
  for (const key of CONTENT_KEYS) delete wire[key];
  // `{...meta}` + `{...content}` -> `{...meta,...content}`.
  const head = Buffer.from(`{"data":{"album":${JSON.stringify(wire).slice(0, -1)},`, 'utf8');
  return { albumId: album.id, version: document.version, state: document.key, head, tail: document.tail };
}

/**
 * Sends an album answer: 304 when the client's copy (If-None-Match) is current, else gzipped (from the cache of
 * compressed answers) when the client accepts it. `no-cache` makes browsers revalidate every time.
 */
export async function sendAlbumAnswer(
  ctx: CoreContext,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AlbumAnswer,
): Promise<FastifyReply> {
  const tag = answerTag(answer);
  reply
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('cache-control', 'private, no-cache')
    .header('etag', tag);
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((value) => value.trim().replace(/^W\//, '') === tag)) {
    return reply.status(304).send();
  }
  if (acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(await ctx.answers.gzip(answer));
  }
  return reply.send(answerBytes(answer));
}
