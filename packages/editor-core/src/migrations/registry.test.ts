import { describe, expect, it } from 'vitest';
import { toNested, fromNested } from '../model/nested';
import { fixtureAlbum } from '../testing/fixture';
import { albumOfVersion, FIXTURE_ALBUM_VERSIONS } from './fixtures';
import { CONTENT_SCHEMA_VERSION, contentMigrations } from './registry';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('contentMigrations', () => {
  it('is ordered, one version at a time, from version 1 to CONTENT_SCHEMA_VERSION', () => {
    expect(contentMigrations.map((m) => [m.from, m.to])).toEqual(
      Array.from({ length: CONTENT_SCHEMA_VERSION - 1 }, (_, i) => [i + 1, i + 2]),
    );
    for (const m of contentMigrations) expect(m.description.length).toBeGreaterThan(20);
  });

  it('has a committed album of every version', () => {
    expect(FIXTURE_ALBUM_VERSIONS).toEqual(Array.from({ length: CONTENT_SCHEMA_VERSION }, (_, i) => i + 1));
  });

  // One case per step: the committed album of the previous version migrates exactly to the committed album of the
  // next, without touching its input.
  for (const step of contentMigrations) {
    it(`${step.from} → ${step.to} migrates the version-${step.from} album exactly`, () => {
      const before = deepFreeze(albumOfVersion(step.from));
      const after = step.migrate(before);
      expect(after).toStrictEqual(albumOfVersion(step.to));
      expect(before).toStrictEqual(albumOfVersion(step.from));
      expect(after.schemaVersion).toBe(step.to);
    });
  }

  it('1 → 2: the version-1 album had no version; patch sets carry over unchanged', () => {
    const v1 = albumOfVersion(1);
    expect('schemaVersion' in v1).toBe(false);
    const set = { workspace: [{ op: 'replace' as const, path: '/x/props/x', value: 3 }] };
    expect(contentMigrations[0]!.migratePatchSet(set)).toEqual(set);
  });

  it('the album of the current version is what the editor writes today', () => {
    const current = albumOfVersion(CONTENT_SCHEMA_VERSION);
    expect(current).toStrictEqual(JSON.parse(JSON.stringify(fixtureAlbum())));
    expect(JSON.parse(JSON.stringify(toNested(fromNested(current))))).toStrictEqual(current);
  });
});
