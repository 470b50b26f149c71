import type { StoredAlbumContent } from '../../db/content';
import { themeContent, type Theme } from '../layouts';
import { birthday } from './birthday';
import { business } from './business';
import { community } from './community';
import { school } from './school';
import { sports } from './sports';
import { wedding } from './wedding';

export const THEMES: readonly Theme[] = [wedding, business, sports, birthday, school, community];

export interface SeedBlueprint {
  /** Stable key (`seed:wedding`) that makes seeding idempotent. */
  seedKey: string;
  title: string;
  category: Theme['key'];
  content: StoredAlbumContent;
}

/** The blueprints shipped with the product, one per category. */
export function seedBlueprints(): SeedBlueprint[] {
  return THEMES.map((theme) => ({
    seedKey: `seed:${theme.key}`,
    title: theme.words.title,
    category: theme.key,
    content: themeContent(theme),
  }));
}
