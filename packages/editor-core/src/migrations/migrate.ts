/**
 * Running the migrations of `registry.ts`: on nested content (files, REST payloads, stored content) and on a client's
 * unsent patch sets.
 */
import type { PatchSet } from '../patches/types';
import { CONTENT_SCHEMA_VERSION, contentMigrations, UNVERSIONED_SCHEMA_VERSION } from './registry';
import type { ContentJson, ContentMigration } from './registry';

/** Why content could not be migrated. */
export type MigrateContentError =
  /** Saved by a newer editor: this build does not know its rules and must not read or write it. */
  | 'newer-version'
  /** `schemaVersion` is not a whole number of at least 1. */
  | 'invalid-version'
  /** The content is not a JSON object. */
  | 'not-an-object'
  /** The registry has no step from some version on the way (a bug of the registry, caught by its test). */
  | 'missing-migration';

/** The answer of `migrateContent`. */
export type MigrateContentResult =
  | {
      ok: true;
      /** The content at version `to` (the input itself when it was already current: treat it as read-only). */
      content: ContentJson;
      /** The version the input had. */
      from: number;
      to: number;
    }
  | {
      ok: false;
      error: MigrateContentError;
      /** The version the input claimed, when it was a number. */
      version: number | null;
    };

/** Options of the migration runners, for tests of a registry other than the shipped one. */
export interface MigrateOptions {
  migrations?: readonly ContentMigration[];
  /** The version to migrate to (default `CONTENT_SCHEMA_VERSION`). */
  target?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is a valid schema version (a whole number of at least 1). */
export function isSchemaVersion(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

/**
 * The schema version a content (or an automerge document's `v`) declares: `UNVERSIONED_SCHEMA_VERSION` when the
 * field is absent, null when it is present but not a valid version.
 */
export function declaredSchemaVersion(value: unknown): number | null {
  if (value === undefined) return UNVERSIONED_SCHEMA_VERSION;
  return isSchemaVersion(value) ? value : null;
}

/**
 * The steps from version `from` to `target`, in order, or null when the registry misses one. Throws nothing.
 */
export function migrationPath(
  from: number,
  options: MigrateOptions = {},
): readonly ContentMigration[] | null {
  const migrations = options.migrations ?? contentMigrations;
  const target = options.target ?? CONTENT_SCHEMA_VERSION;
  const path: ContentMigration[] = [];
  for (let version = from; version < target; version++) {
    const step = migrations.find((m) => m.from === version);
    if (!step || step.to !== version + 1) return null;
    path.push(step);
  }
  return path;
}

/**
 * Brings nested album content to the current schema version, step by step through the registry. Pure: the input is
 * never changed. Content of a newer version answers `newer-version` (this build must not guess at its rules). Only
 * the version is checked; the content itself is validated afterwards (`parseNested` does both).
 */
export function migrateContent(input: unknown, options: MigrateOptions = {}): MigrateContentResult {
  const target = options.target ?? CONTENT_SCHEMA_VERSION;
  if (!isRecord(input)) return { ok: false, error: 'not-an-object', version: null };
  const raw = input.schemaVersion;
  const from = declaredSchemaVersion(raw);
  if (from === null)
    return { ok: false, error: 'invalid-version', version: typeof raw === 'number' ? raw : null };
  if (from > target) return { ok: false, error: 'newer-version', version: from };
  const path = migrationPath(from, options);
  if (!path) return { ok: false, error: 'missing-migration', version: from };
  let content: ContentJson = input;
  for (const step of path) content = step.migrate(content);
  return { ok: true, content, from, to: target };
}

/**
 * Carries unsent patch sets written against documents of version `from` over to the current version (a client's
 * outbox kept across an upgrade of the editor). Sets a step cannot carry over are dropped. Answers null when `from`
 * is newer than this build or the registry misses a step: the sets must then be kept as they are and not applied.
 */
export function migratePatchSets(
  sets: readonly PatchSet[],
  from: number,
  options: MigrateOptions = {},
): PatchSet[] | null {
  const target = options.target ?? CONTENT_SCHEMA_VERSION;
  if (!isSchemaVersion(from) || from > target) return null;
  const path = migrationPath(from, options);
  if (!path) return null;
  const out: PatchSet[] = [];
  for (const set of sets) {
    let current: PatchSet | null = set;
    for (const step of path) {
      if (current === null) break;
      current = step.migratePatchSet(current);
    }
    if (current !== null) out.push(current);
  }
  return out;
}
