import { describe, expect, it } from 'vitest';
import { migrateContent, migratePatchSets, migrationPath, declaredSchemaVersion } from './migrate';
import { albumOfVersion } from './fixtures';
import { CONTENT_SCHEMA_VERSION } from './registry';
import type { ContentMigration } from './registry';

const v1 = albumOfVersion(1);

/** A registry of three test steps (1 → 4), each leaving a mark. */
const steps: ContentMigration[] = [1, 2, 3].map((from) => ({
  from,
  to: from + 1,
  description: `test step ${from}`,
  migrate: (content) => ({ ...content, schemaVersion: from + 1, [`step${from}`]: true }),
  migratePatchSet: (set) => (from === 2 && set.colors ? null : { ...set, [`fonts`]: [...(set.fonts ?? [])] }),
}));

describe('migrateContent', () => {
  it('migrates content without a version (version 1) to the current version', () => {
    const result = migrateContent(v1);
    expect(result).toMatchObject({ ok: true, from: 1, to: CONTENT_SCHEMA_VERSION });
    if (result.ok) expect(result.content.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect('schemaVersion' in v1).toBe(false);
  });

  it('answers current content as it is', () => {
    const current = { ...v1, schemaVersion: CONTENT_SCHEMA_VERSION };
    const result = migrateContent(current);
    expect(result.ok && result.content).toBe(current);
  });

  it('runs every step in order from the declared version', () => {
    const result = migrateContent({ schemaVersion: 2 }, { migrations: steps, target: 4 });
    expect(result).toEqual({
      ok: true,
      from: 2,
      to: 4,
      content: { schemaVersion: 4, step2: true, step3: true },
    });
  });

  it('refuses content of a newer version, and invalid versions', () => {
    expect(migrateContent({ ...v1, schemaVersion: CONTENT_SCHEMA_VERSION + 1 })).toEqual({
      ok: false,
      error: 'newer-version',
      version: CONTENT_SCHEMA_VERSION + 1,
    });
    for (const bad of [0, -1, 1.5, '2', null, Number.NaN])
      expect(migrateContent({ schemaVersion: bad })).toMatchObject({ ok: false, error: 'invalid-version' });
    expect(migrateContent([])).toMatchObject({ ok: false, error: 'not-an-object' });
    expect(migrateContent({}, { migrations: steps.slice(1), target: 4 })).toMatchObject({
      ok: false,
      error: 'missing-migration',
    });
  });

  it('reads declared versions', () => {
    expect(declaredSchemaVersion(undefined)).toBe(1);
    expect(declaredSchemaVersion(3)).toBe(3);
    expect(declaredSchemaVersion('3')).toBeNull();
    expect(migrationPath(1, { migrations: steps, target: 4 })?.map((s) => s.from)).toEqual([1, 2, 3]);
  });
});

describe('migratePatchSets', () => {
  it('carries unsent patch sets over and drops those a step cannot carry', () => {
    const sets = [{ colors: [{ op: 'add' as const, path: '/0', value: '#000000' }] }, { fonts: [] }];
    expect(migratePatchSets(sets, 1, { migrations: steps, target: 4 })).toEqual([{ fonts: [] }]);
    expect(migratePatchSets(sets, 3, { migrations: steps, target: 4 })).toHaveLength(2);
    expect(migratePatchSets(sets, 5, { migrations: steps, target: 4 })).toBeNull();
    expect(migratePatchSets(sets, 1)).toEqual(sets);
  });
});
