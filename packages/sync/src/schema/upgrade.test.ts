import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMA_VERSION, fromNested } from '@album/editor-core';
import type { ContentMigration } from '@album/editor-core';
import { albumOfVersion } from '@album/editor-core/testing';
import { seedVersion1AlbumDocs } from '../server/version-1-docs';
import { readRawDocument } from './read';
import { seedAlbumDocs } from './seed';
import { upgradeAlbumDocs } from './upgrade';
import { albumDocsVersion, docsVersionStanding } from './version';

const v1Album = () => fromNested(albumOfVersion(1));

describe('upgradeAlbumDocs', () => {
  it('upgrades the documents of the committed version-1 album to the current version', () => {
    const old = seedVersion1AlbumDocs(v1Album());
    expect(albumDocsVersion(old)).toMatchObject({ oldest: 1, newest: 1 });
    expect(docsVersionStanding(old)).toBe('older');
    const { docs, result } = upgradeAlbumDocs(old);
    expect(result).toEqual({ status: 'upgraded', from: 1, to: CONTENT_SCHEMA_VERSION, problems: [] });
    expect(albumDocsVersion(docs)?.byKind).toEqual({
      layout: CONTENT_SCHEMA_VERSION,
      stickers: CONTENT_SCHEMA_VERSION,
      settings: CONTENT_SCHEMA_VERSION,
    });
    expect(docsVersionStanding(docs)).toBe('current');
    // The album reads exactly as the current version's committed album.
    expect(readRawDocument(docs)).toEqual(fromNested(albumOfVersion(CONTENT_SCHEMA_VERSION)));
    // 1 → 2 changes no record: each document got one change, writing `v` only.
    for (const kind of ['layout', 'stickers', 'settings'] as const) {
      const doc = docs[kind] as A.Doc<unknown>;
      const patches = A.diff(doc, A.getHeads(old[kind] as A.Doc<unknown>), A.getHeads(doc));
      expect(patches.map((p) => p.path.join('/'))).toEqual(['v']);
    }
  });

  it('leaves current documents alone and refuses newer ones without writing', () => {
    const current = seedAlbumDocs(v1Album());
    const same = upgradeAlbumDocs(current);
    expect(same.result).toEqual({ status: 'current', version: CONTENT_SCHEMA_VERSION });
    expect(same.docs.layout).toBe(current.layout);

    const newer = {
      ...current,
      stickers: A.change(current.stickers, (d) => void (d.v = CONTENT_SCHEMA_VERSION + 1)),
    };
    expect(docsVersionStanding(newer)).toBe('newer');
    const refused = upgradeAlbumDocs(newer);
    expect(refused.result).toEqual({ status: 'newer', version: CONTENT_SCHEMA_VERSION + 1 });
    expect(refused.docs).toEqual(newer);

    const broken = { ...current, layout: A.change(current.layout, (d) => void (d.v = 0)) };
    expect(upgradeAlbumDocs(broken).result).toMatchObject({ status: 'invalid' });
  });

  it('two servers upgrading at once converge', () => {
    const old = seedVersion1AlbumDocs(v1Album());
    const a = upgradeAlbumDocs({
      layout: A.clone(old.layout),
      stickers: A.clone(old.stickers),
      settings: A.clone(old.settings),
    }).docs;
    const b = upgradeAlbumDocs({
      layout: A.clone(old.layout),
      stickers: A.clone(old.stickers),
      settings: A.clone(old.settings),
    }).docs;
    const merged = A.merge(A.clone(a.layout), b.layout);
    expect(A.toJS(merged)).toEqual(A.toJS(a.layout));
  });

  it('writes what a step changes in records, property by property, keeping fractional indexes', () => {
    // A test step 2 → 3: sticker names in capitals, one more colour, a new label on the first spread.
    const step: ContentMigration = {
      from: CONTENT_SCHEMA_VERSION,
      to: CONTENT_SCHEMA_VERSION + 1,
      description: 'test step',
      migrate: (content) => ({
        ...content,
        schemaVersion: CONTENT_SCHEMA_VERSION + 1,
        stickers: (content.stickers as Array<{ name: string }>).map((s) => ({
          ...s,
          name: s.name.toUpperCase(),
        })),
        colors: [...(content.colors as string[]), '#123456'],
      }),
      migratePatchSet: (set) => set,
    };
    const before = seedAlbumDocs(v1Album());
    const { docs, result } = upgradeAlbumDocs(before, {
      migrations: [step],
      target: CONTENT_SCHEMA_VERSION + 1,
    });
    expect(result).toMatchObject({ status: 'upgraded', to: CONTENT_SCHEMA_VERSION + 1 });
    const read = readRawDocument(docs);
    const was = readRawDocument(before);
    expect(read.nodes).toEqual(was.nodes);
    expect(Object.values(read.stickers).map((s) => s.name)).toEqual(
      Object.values(was.stickers).map((s) => s.name.toUpperCase()),
    );
    expect(read.colors).toEqual([...was.colors, '#123456']);
    const layoutPatches = A.diff(docs.layout, A.getHeads(before.layout), A.getHeads(docs.layout));
    expect(layoutPatches.map((p) => p.path.join('/'))).toEqual(['v']);
  });
});
