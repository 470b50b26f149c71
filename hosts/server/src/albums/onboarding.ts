/**
 * The six onboarding steps of an album. Four are derived from the data; two record that something happened
 * (a section was renamed or added, the sticker link settings were saved) in `albums.onboarding_events`.
 */
import { sql, type Kysely } from 'kysely';
import type { OnboardingState } from '@album/api-client';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumRow, Database } from '../db/schema';

/** The counts the onboarding steps derive from. */
export interface OnboardingCounts {
  invitations: number;
  collaborators: number;
  images: number;
}

/** SQL of the counts for one album (used alone and inside the album answer's one extra query). */
export function onboardingCountsSql(albumId: string) {
  return {
    invitations: sql<number>`(select count(*) from invitations where album_id = ${albumId})`,
    collaborators: sql<number>`(select count(*) from associations where album_id = ${albumId} and not owner)`,
    images: sql<number>`(select count(*) from images where album_id = ${albumId} and model = 'image' and not blueprint_image)`,
  };
}

export async function onboardingCounts(db: Kysely<Database>, albumId: string): Promise<OnboardingCounts> {
  const counts = onboardingCountsSql(albumId);
  const { rows } = await sql<OnboardingCounts>`
    select ${counts.invitations} as invitations, ${counts.collaborators} as collaborators, ${counts.images} as images
  `.execute(db);
  return rows[0] ?? { invitations: 0, collaborators: 0, images: 0 };
}

export function onboardingState(
  album: AlbumRow,
  counts: OnboardingCounts,
  stickerCount: number,
): OnboardingState {
  return {
    has_invitations: counts.invitations + counts.collaborators > 0,
    has_title_and_release_date: album.title.trim() !== '' && album.release_date !== null,
    has_sticker: stickerCount > 0,
    has_updated_section: album.onboarding_events.has_updated_section === true,
    has_updated_sticker_link_config: album.onboarding_events.has_updated_sticker_link_config === true,
    has_image: counts.images > 0,
  };
}

/** Sections as `id -> name` of nested content, to tell whether a save changed them. */
export function sectionNames(content: Pick<StoredAlbumContent, 'workspace'>): Map<string, string> {
  const names = new Map<string, string>();
  for (const child of content.workspace.children ?? []) {
    if (child.type === 'Section') names.set(child.props.id, (child.props as { name: string }).name);
  }
  return names;
}

export function sectionsChanged(before: Map<string, string>, after: Map<string, string>): boolean {
  if (before.size !== after.size) return true;
  for (const [id, name] of after) if (before.get(id) !== name) return true;
  return false;
}
