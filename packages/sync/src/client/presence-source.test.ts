import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { eventually, startLoopbackServer } from '../testing';
import type { LoopbackServer } from '../testing';
import { collaboratorColor } from './colors';
import { createAlbumSync } from './create-album-sync';
import type { AlbumSync } from './create-album-sync';
import { memoryOutbox } from './outbox';
import { collaboratorsByUser, presenceSourceOf } from './presence-source';

const ALBUM = 'presence-album';

describe('presenceSourceOf: collaborators in the shape editor-react draws', () => {
  let server: LoopbackServer;
  const syncs: AlbumSync[] = [];

  beforeAll(async () => {
    server = await startLoopbackServer({ loadAlbum: async () => fromNested(fixtureAlbum()) });
  });
  afterAll(async () => {
    for (const sync of syncs) await sync.destroy();
    await server.close();
  });

  function open(user: { id: string; email: string; avatar?: string | null }): {
    editor: Editor;
    sync: AlbumSync;
  } {
    const editor = createEditor();
    const sync = createAlbumSync({
      editor,
      albumId: ALBUM,
      url: `${server.url}?user=${user.id}`,
      user,
      storage: null,
      outbox: memoryOutbox(),
      watchOnline: false,
      delayMs: 50,
      presenceHeartbeatMs: 100,
      presencePeerTtlMs: 1000,
    });
    syncs.push(sync);
    return { editor, sync };
  }

  it('shows the other client with colour, avatar, selection and spread, and drops them when they leave', async () => {
    const ana = open({ id: 'ana', email: 'ana@example.com', avatar: 'https://example.com/ana.png' });
    const ben = open({ id: 'ben', email: 'ben@example.com' });
    // Built before the sync is ready: it fills once presence starts.
    const seenByBen = presenceSourceOf(ben.sync);
    const seenByAna = presenceSourceOf(ana.sync);
    expect(seenByBen.getCollaborators()).toEqual([]);
    await Promise.all([ana.sync.ready, ben.sync.ready]);

    const changes: number[] = [];
    seenByBen.subscribe(() => changes.push(seenByBen.getCollaborators().length));
    const element = Object.values(ana.editor.getDocument().nodes).find((n) => n.type === 'Rectangle')!;
    ana.editor.selectIds([element.id]);
    const spreadId = ana.editor.getSelection().spreadId;
    await eventually(() => seenByBen.getCollaborators()[0]?.selection[0] === element.id);
    const [seen] = seenByBen.getCollaborators();
    expect(seen).toEqual({
      id: 'ana',
      email: 'ana@example.com',
      picture: 'https://example.com/ana.png',
      color: collaboratorColor(ALBUM, 'ana'),
      selection: [element.id],
      spreadId,
    });
    expect(changes.length).toBeGreaterThan(0);
    // A snapshot stays the same array while nothing changes.
    expect(seenByBen.getCollaborators()).toBe(seenByBen.getCollaborators());

    // Ben's selection at the time he opened the album reaches Ana too; his own user is not his collaborator.
    await eventually(() => seenByAna.getCollaborators().some((c) => c.id === 'ben'));
    expect(seenByAna.getCollaborators().map((c) => c.id)).toEqual(['ben']);
    expect(seenByAna.getCollaborators()[0]).toMatchObject({ picture: null, selection: [] });

    await ana.sync.destroy();
    await eventually(() => seenByBen.getCollaborators().length === 0);
  });

  it('merges the tabs of one user into one collaborator', () => {
    const color = collaboratorColor(ALBUM, 'ana');
    const tab = (peerId: string, selection: string[], spreadId: string | null) => ({
      peerId,
      userId: 'ana',
      email: 'ana@example.com',
      avatar: null,
      color,
      selection,
      spreadId,
    });
    const merged = collaboratorsByUser(
      [tab('p1', ['a', 'b'], null), tab('p2', ['b', 'c'], 's2'), { ...tab('p3', ['x'], 's1'), userId: 'me' }],
      'me',
    );
    expect(merged).toEqual([
      {
        id: 'ana',
        email: 'ana@example.com',
        picture: null,
        color,
        selection: ['a', 'b', 'c'],
        spreadId: 's2',
      },
    ]);
  });
});
