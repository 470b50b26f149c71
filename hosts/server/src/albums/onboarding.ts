/**
 * The six onboarding steps of an album. Four are derived from the data; two record that something happened
 * (a section was renamed or added, the sticker link settings were saved) in `albums.onboarding_events`.
 */
import { sql, type Kysely } from 'kysely';
import type { OnboardingState } from '@album/api-client';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumRow, Database } from '../db/schema';

export async function onboardingState(
  db: Kysely<Database>,
  album: AlbumRow,
  stickerCount: number,
): Promise<OnboardingState> {
  const counts = await sql<{ invitations: number; collaborators: number; images: number }>`
    select
      (select count(*) from invitations where album_id = ${album.id}) as invitations,
      (select count(*) from associations where album_id = ${album.id} and not owner) as collaborators,
      (select count(*) from images where album_id = ${album.id} and model = 'image' and not blueprint_image)
        as images`.execute(db);
  const row = counts.rows[0] ?? { invitations: 0, collaborators: 0, images: 0 };
  return {
    has_invitations: row.invitations + row.collaborators > 0,
    has_title_and_release_date: album.title.trim() !== '' && album.release_date !== null,
    has_sticker: stickerCount > 0,
    has_updated_section: album.onboarding_events.has_updated_section === true,
    has_updated_sticker_link_config: album.onboarding_events.has_updated_sticker_link_config === true,
    has_image: row.images > 0,
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
