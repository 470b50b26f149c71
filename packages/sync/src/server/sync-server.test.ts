import { describe, expect, it } from 'vitest';
import { fromNested, toNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { createSyncServer } from './sync-server';

/** Geometry of a node in a test: every element node carries x and y, the typed union does not say so. */
const geo = (node: { props: object } | undefined) => (node?.props ?? {}) as { x?: number; y?: number };

describe('createSyncServer', () => {
  it('seeds an album once, answers its content, takes REST writes, and unloads and reloads it', async () => {
    const storage = new MemoryStorageAdapter();
    let loads = 0;
    const server = createSyncServer({
      storage,
      loadAlbum: async (albumId) => {
        loads++;
        return albumId === 'known' ? fromNested(fixtureAlbum()) : null;
      },
    });
    await server.ready();
    expect(await server.openAlbum('unknown')).toBeNull();
    expect(await server.openAlbum('bad id/with slash')).toBeNull();
    const content = await server.albumContent('known');
    expect(fromNested(content)).toEqual(fromNested(fixtureAlbum()));

    const doc = fromNested(content);
    const element = Object.values(doc.nodes).find((n) => n.type === 'Rectangle')!;
    const changed = {
      ...doc,
      nodes: { ...doc.nodes, [element.id]: { ...element, props: { ...element.props, x: 3 } } },
    };
    expect(await server.applyContent('known', toNested(changed as typeof doc))).toBe(true);
    await server.applyPatches('known', { colors: [{ op: 'replace', path: '/2', value: '#123123' }] });
    const after = fromNested(await server.albumContent('known'));
    expect(after.nodes[element.id]!.props).toMatchObject({ x: 3 });
    expect(after.colors[2]).toBe('#123123');

    expect(await server.unloadIdle(Date.now() + 3_600_000)).toEqual(['known']);
    expect(server.stats().albums).toBe(0);
    const reloaded = fromNested(await server.albumContent('known'));
    expect(reloaded).toEqual(after);
    // Seeded only the first time: later opens read the stored documents.
    expect(loads).toBe(2);
    await server.close();
  });

  it('keeps every document in storage when an idle album is unloaded (small ones too)', async () => {
    const storage = new MemoryStorageAdapter();
    const first = createSyncServer({ storage, loadAlbum: async () => fromNested(fixtureAlbum()) });
    await first.ready();
    await first.applyPatches('album', { colors: [{ op: 'replace', path: '/2', value: '#123123' }] });
    const before = fromNested((await first.albumContent('album'))!);
    expect(await first.unloadIdle(Date.now() + 3_600_000)).toEqual(['album']);
    // automerge-repo saves a moment after a change: an unload must not leave an empty save behind.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.close();

    let seeds = 0;
    const second = createSyncServer({
      storage,
      loadAlbum: async () => {
        seeds++;
        return fromNested(fixtureAlbum());
      },
    });
    await second.ready();
    expect(fromNested((await second.albumContent('album'))!)).toEqual(before);
    expect(seeds).toBe(0);
    await second.close();
  });

  it('merges a REST save three-way against the state it was based on, so that later live edits survive', async () => {
    const server = createSyncServer({
      storage: new MemoryStorageAdapter(),
      loadAlbum: async () => fromNested(fixtureAlbum()),
    });
    await server.ready();
    const base = (await server.heads('album'))!;
    const read = fromNested((await server.albumContent('album'))!);
    const [live, rest] = Object.values(read.nodes).filter((n) => n.type === 'Rectangle');
    // A live edit lands after the REST writer read the album.
    await server.applyPatches('album', {
      workspace: [{ op: 'replace', path: `/${live!.id}/props/x`, value: 5 }],
    });
    const saved = {
      ...read,
      nodes: { ...read.nodes, [rest!.id]: { ...rest!, props: { ...rest!.props, y: 6 } } },
    } as typeof read;
    expect(await server.applyContent('album', toNested(saved), base)).toBe(true);
    const merged = fromNested((await server.albumContent('album'))!);
    expect(merged.nodes[live!.id]!.props).toMatchObject({ x: 5 });
    expect(merged.nodes[rest!.id]!.props).toMatchObject({ y: 6 });
    // Without a base the save wins everywhere (the live edit is overwritten).
    await server.applyContent('album', toNested(saved));
    expect(geo(fromNested((await server.albumContent('album'))!).nodes[live!.id]).x).toBe(geo(live!).x);
    // Heads the documents do not have fall back to the same.
    expect(await server.applyContent('album', toNested(saved), { ...base, layout: ['00'.repeat(32)] })).toBe(
      true,
    );
    await server.close();
  });

  it('hands out an album that stays as it was while later changes arrive (its view is updated in place)', async () => {
    const server = createSyncServer({
      storage: new MemoryStorageAdapter(),
      loadAlbum: async () => fromNested(fixtureAlbum()),
    });
    await server.ready();
    const album = (await server.openAlbum('album'))!;
    const kept = album.document();
    const element = Object.values(kept.nodes).find((n) => n.type === 'Rectangle')!;
    const x = geo(element).x;
    for (const value of [11, 12]) {
      await server.applyPatches('album', {
        workspace: [{ op: 'replace', path: `/${element.id}/props/x`, value }],
      });
      // Read in between: the view is brought up to date in place.
      expect(geo(album.document().nodes[element.id]).x).toBe(value);
    }
    expect(geo(kept.nodes[element.id]).x).toBe(x);
    expect(kept.nodes[element.id]).toBe(element);
    await server.close();
  });

  it('seeds the same content into the same history on every server, and reports the seed', async () => {
    const seeds: Array<Record<string, string[]>> = [];
    const start = () =>
      createSyncServer({
        storage: new MemoryStorageAdapter(),
        loadAlbum: async () => fromNested(fixtureAlbum()),
        onSeeded: (_albumId, heads) => void seeds.push(heads),
      });
    const [one, two] = [start(), start()];
    const heads = [await one.heads('album'), await two.heads('album')];
    expect(heads[0]).toEqual(heads[1]);
    expect(seeds).toEqual(heads);
    await one.close();
    await two.close();
  });
});
