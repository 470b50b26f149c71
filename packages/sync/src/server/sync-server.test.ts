import { describe, expect, it } from 'vitest';
import { fromNested, toNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { createSyncServer } from './sync-server';

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
});
