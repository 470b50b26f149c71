/**
 * The schema version of album content and the ordered registry of its migrations.
 *
 * Album content (the nested `AlbumContent` JSON of files and the REST API, and the automerge documents that hold it
 * live) carries `schemaVersion`. Version 1 is the content of the first releases, which had no version field: a
 * content without `schemaVersion` is version 1. Each migration turns content of version `n` into content of version
 * `n + 1`; `migrateContent` runs them in order. See docs/schema-migrations.md for how to add one.
 */
import type { PatchSet } from '../patches/types';

/** The schema version this build of the editor reads and writes. */
export const CONTENT_SCHEMA_VERSION = 2;

/** The version of content that carries no `schemaVersion` (everything saved before versions existed). */
export const UNVERSIONED_SCHEMA_VERSION = 1;

/** Album content as a migration sees it: a JSON object, not yet validated (validation runs after the last step). */
export type ContentJson = Record<string, unknown>;

/** One step of the registry: content of version `from` to content of version `to = from + 1`. */
export interface ContentMigration {
  readonly from: number;
  readonly to: number;
  /** What the step changes and why (for the docs and the changelog). */
  readonly description: string;
  /**
   * Pure: answers the content of version `to` for content of version `from`. Must not mutate its argument (share
   * unchanged parts, copy what changes) and must set `schemaVersion: to`. Runs before validation, so it tolerates
   * anything a valid content of version `from` may hold and leaves other input for validation to report.
   */
  migrate(content: Readonly<ContentJson>): ContentJson;
  /**
   * Pure: the same edits for documents of version `to`, for a client's unsent patch set written against a document
   * of version `from` (kept in its outbox across an upgrade of the editor), or null when they cannot be carried over
   * (the set is then dropped). Must not mutate its argument.
   */
  migratePatchSet(set: Readonly<PatchSet>): PatchSet | null;
}

/**
 * The migrations, in order: the step at position `i` goes from version `i + 1` to `i + 2`, and the last one ends at
 * `CONTENT_SCHEMA_VERSION` (a test checks this).
 */
export const contentMigrations: readonly ContentMigration[] = Object.freeze([
  {
    from: 1,
    to: 2,
    description:
      'Content carries its schema version: `schemaVersion: 2` is written at the top level, so that a reader can ' +
      'tell which rules a file was saved under and refuse one of a newer version instead of misreading it.',
    migrate: (content) => ({ ...content, schemaVersion: 2 }),
    // Version 2 changes no record: a patch set of version 1 means the same in version 2.
    migratePatchSet: (set) => set,
  },
] satisfies ContentMigration[]);
