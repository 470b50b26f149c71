// A local edit leaves at once (`AlbumSocketAdapter.sendLocalChange`), with the very change the edit wrote and the
// document's heads after it, not at the Repo's next throttled sync.
import * as A from '@automerge/automerge';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { openSyncedEditor, startLoopbackServer } from '../testing';
import type { LoopbackServer } from '../testing';
import { AlbumSocketAdapter } from './socket-adapter';

describe('a local edit sent at once', () => {
  let server: LoopbackServer;

  beforeAll(async () => {
    server = await startLoopbackServer({ loadAlbum: async () => fromNested(fixtureAlbum()) });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it('sends the change the edit wrote, with the heads after it, once per edit', async () => {
    const sent = vi.spyOn(AlbumSocketAdapter.prototype, 'sendLocalChange');
    const { editor, sync, element } = await openSyncedEditor(server.url, 'at-once-album');
    sent.mockClear();

    editor.updateProps([element.id], { x: 321 });
    sync.flush();
    expect(sent).toHaveBeenCalledTimes(1);
    const [, change, heads] = sent.mock.calls[0]!;
    expect(sent.mock.results[0]!.value).toBe(true);
    expect(heads).toEqual([A.decodeChange(change).hash]);
    await sync.whenSynced();
    const album = (await server.sync.openAlbum('at-once-album'))!;
    expect((album.document().nodes[element.id]?.props as { x?: number }).x).toBe(321);

    // The same edit again changes nothing: nothing is sent.
    editor.updateProps([element.id], { x: 321 });
    sync.flush();
    expect(sent).toHaveBeenCalledTimes(1);
    await sync.destroy();
  });
});
