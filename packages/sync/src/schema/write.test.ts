import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { bucketOf } from './layout';
import type { DocKind, DocsByKind } from './layout';
import { readRawDocument } from './read';
import { seedAlbumDocs } from './seed';
import type { SeededDocs } from './seed';
import { writePatchSet } from './write';

function writer(docs: SeededDocs) {
  const changes: DocKind[] = [];
  const change = <K extends DocKind>(kind: K, fn: (doc: DocsByKind[K]) => void) => {
    changes.push(kind);
    (docs as unknown as Record<DocKind, A.Doc<unknown>>)[kind] = A.change(
      (docs as unknown as Record<DocKind, A.Doc<unknown>>)[kind]!,
      (d) => fn(d as DocsByKind[K]),
    );
  };
  return { changes, change };
}

describe('writePatchSet', () => {
  const album = fromNested(fixtureAlbum());
  const element = Object.values(album.nodes).find((n) => n.type === 'Rectangle')!;

  it('seeds documents that read back as the album, with strings stored immutable', () => {
    const docs = seedAlbumDocs(album);
    expect(readRawDocument(docs)).toEqual(album);
    const stored = docs.layout.buckets[bucketOf(element.id)]![element.id]!;
    expect(A.isImmutableString(stored.type)).toBe(true);
    expect(A.isImmutableString(stored.parentId)).toBe(true);
  });

  it('writes each document in one change and reads back the editor result', () => {
    const docs = seedAlbumDocs(album);
    const { changes, change } = writer(docs);
    const problems = writePatchSet(
      {
        workspace: [
          { op: 'replace', path: `/${element.id}/props/x`, value: 7 },
          { op: 'replace', path: `/${element.id}/index`, value: 'a9' },
        ],
        colors: [{ op: 'add', path: '/2', value: '#010203' }],
        fonts: [{ op: 'replace', path: '/title', value: 'Lato' }],
      },
      change,
    );
    expect(problems).toEqual([]);
    expect(changes.sort()).toEqual(['layout', 'settings']);
    const read = readRawDocument(docs);
    expect(read.nodes[element.id]).toMatchObject({ index: 'a9', props: { x: 7 } });
    expect(read.colors[2]).toBe('#010203');
    expect(read.colors.length).toBe(album.colors.length + 1);
    expect(read.fonts.title).toBe('Lato');
  });

  it('assigns a whole node property by property, keeping a concurrent write of another property', () => {
    const seeded = seedAlbumDocs(album);
    const left = { ...seeded, layout: A.clone(seeded.layout) };
    const right = { ...seeded, layout: A.clone(seeded.layout) };
    writePatchSet(
      { workspace: [{ op: 'replace', path: `/${element.id}/props/y`, value: 55 }] },
      writer(left).change,
    );
    const whole = { ...element, props: { ...element.props, x: 12 } };
    writePatchSet(
      { workspace: [{ op: 'replace', path: `/${element.id}`, value: whole }] },
      writer(right).change,
    );
    const merged = { ...seeded, layout: A.merge(left.layout, right.layout) };
    expect(readRawDocument(merged).nodes[element.id]!.props).toMatchObject({ x: 12, y: 55 });
  });

  it('skips edits of a record deleted concurrently and reports them', () => {
    const docs = seedAlbumDocs(album);
    const { change } = writer(docs);
    writePatchSet({ workspace: [{ op: 'remove', path: `/${element.id}` }] }, change);
    const problems = writePatchSet(
      { workspace: [{ op: 'replace', path: `/${element.id}/props/x`, value: 1 }] },
      change,
    );
    expect(problems).toEqual([
      { domain: 'workspace', path: `/${element.id}/props/x`, reason: 'missing-path' },
    ]);
    expect(readRawDocument(docs).nodes[element.id]).toBeUndefined();
  });
});
