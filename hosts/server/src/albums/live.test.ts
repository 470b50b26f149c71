import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { createAlbumSync, memoryOutbox } from '@album/sync/client';
import type { AlbumSync } from '@album/sync/client';
import {
  describeBackends,
  freePort,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness';
import { syncServiceOf } from '../sync';

// Sockets and batching on two shared cores: far more than the 5 s default when the machine is busy.
const NETWORK_TEST_TIMEOUT_MS = 120_000;

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type NestedNode = { props: Record<string, unknown> & { id: string }; children?: NestedNode[] };

/** The node with `id` in a nested workspace. */
function nestedNode(workspace: unknown, id: string): NestedNode | undefined {
  const node = workspace as NestedNode;
  if (node.props.id === id) return node;
  for (const child of node.children ?? []) {
    const found = nestedNode(child, id);
    if (found) return found;
  }
  return undefined;
}

function elements(editor: Editor): AnyNode[] {
  return Object.values(editor.getDocument().nodes)
    .filter((n) => n.type === 'Rectangle' || n.type === 'Text' || n.type === 'Image')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

type Album = Record<string, unknown> & { workspace: { children: Array<{ props: { name: string } }> } };

/** The name of the album's first top-level node (a page or section: both have names). */
const firstName = (content: unknown) => (content as Album).workspace.children[0]!.props.name;

function contentOf(album: Album) {
  return {
    workspace: album.workspace,
    stickers: album.stickers,
    colors: album.colors,
    fonts: album.fonts,
    stickerTemplateId: album.stickerTemplateId,
    stickerTemplateSettings: album.stickerTemplateSettings,
  };
}

describeBackends('album answers from live documents', (backend) => {
  let server: TestServer;
  let owner: TestUser;

  let socketUrl: string;
  const syncs: AlbumSync[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend, { PORT: String(await freePort()) });
    owner = await server.user();
    const api = await server.listen();
    socketUrl = `${api.replace(/^http/, 'ws').replace(/\/api\/v1$/, '')}/sync`;
  });
  afterAll(async () => {
    for (const sync of syncs) await sync.destroy();
    await server.close();
  });

  /** An editor on the album over the app's own sync socket. */
  async function openEditor(albumId: string): Promise<{ editor: Editor; sync: AlbumSync }> {
    const editor = createEditor();
    const sync = createAlbumSync({
      editor,
      albumId,
      url: socketUrl,
      token: () => owner.token,
      storage: null,
      outbox: memoryOutbox(),
      watchOnline: false,
      delayMs: 50,
      backoff: { initialMs: 50, maxMs: 400 },
    });
    syncs.push(sync);
    await sync.ready;
    return { editor, sync };
  }

  const get = (id: string, headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url: `/albums/${id}`, headers: { ...owner.headers, ...headers } });

  it('answers live edits with a new validator and writes REST saves into the live documents', async () => {
    const { id, version } = await server.album(owner);
    const service = syncServiceOf(server.ctx);
    expect(service).toBeDefined();
    const before = await get(id);
    const beforeTag = before.headers.etag as string;

    // Opening the album live seeds its documents from the stored content: the answer does not change.
    const live = (await service!.albumContent(id))!;
    const seeded = await get(id);
    expect(contentOf(seeded.json().data.album)).toEqual(contentOf(before.json().data.album));

    // A live edit (as an editor's batch would make) shows in the REST answer, under a new validator.
    const renamed = structuredClone(live);
    (renamed as unknown as Album).workspace.children[0]!.props.name = 'Renamed live';
    expect(await service!.applyContent(id, renamed)).toBe(true);
    const edited = await get(id, { 'if-none-match': beforeTag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(beforeTag);
    const album = edited.json().data.album as Album;
    expect(album.workspace.children[0]!.props.name).toBe('Renamed live');
    expect(album.version).toBe(version);
    expect((await get(id, { 'if-none-match': edited.headers.etag as string })).statusCode).toBe(304);

    // A REST save reaches the live documents, and the next answer shows it.
    const content = contentOf(album) as ReturnType<typeof contentOf> & Album;
    content.workspace.children[0]!.props.name = 'Renamed over REST';
    const saved = await server.request({
      method: 'PUT',
      url: `/albums/${id}/document`,
      headers: owner.headers,
      payload: { version, content },
    });
    expect(saved.statusCode).toBe(200);
    expect(firstName(await service!.albumContent(id))).toBe('Renamed over REST');
    const after = (await get(id)).json().data.album as Album;
    expect(after.workspace.children[0]!.props.name).toBe('Renamed over REST');
    expect(after.version).toBe(version + 1);
  });

  it(
    'keeps a live socket edit that races a REST document save, and the editor converges to both',
    async () => {
      const { id } = await server.album(owner);
      const { editor, sync } = await openEditor(id);
      const [first, second, third, fourth] = elements(editor);
      const read = (await get(id)).json().data.album as Album & { version: number };

      // The live edit lands after the REST writer read the album and before its save arrives.
      editor.updateProps([first!.id], { x: 11 });
      sync.flush();
      await sync.whenSynced();
      const content = contentOf(read);
      nestedNode(content.workspace, second!.id)!.props.y = 22;
      const saved = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: read.version, content },
      });
      expect(saved.statusCode).toBe(200);
      const version = saved.json().data.version as number;

      // Truly at once: another live edit and another save (based on the new version), each of other elements.
      const next = contentOf((await get(id)).json().data.album as Album);
      nestedNode(next.workspace, fourth!.id)!.props.y = 44;
      editor.updateProps([third!.id], { x: 33 });
      sync.flush();
      const [raced] = await Promise.all([
        server.request({
          method: 'PUT',
          url: `/albums/${id}/document`,
          headers: owner.headers,
          payload: { version, content: next },
        }),
        sync.whenSynced(),
      ]);
      expect(raced.statusCode).toBe(200);

      const expected: Array<[string, Record<string, number>]> = [
        [first!.id, { x: 11 }],
        [second!.id, { y: 22 }],
        [third!.id, { x: 33 }],
        [fourth!.id, { y: 44 }],
      ];
      const holds = (props: (id: string) => object | undefined) =>
        expected.every(([node, values]) =>
          Object.entries(values).every(([k, v]) => (props(node) as Record<string, unknown>)?.[k] === v),
        );
      await eventually(() => holds((node) => editor.getNode(node)?.props), 'the editor has both');
      const live = fromNested((await syncServiceOf(server.ctx)!.albumContent(id))!);
      expect(holds((node) => live.nodes[node]?.props)).toBe(true);
      const answer = (await get(id)).json().data.album as Album;
      for (const [node, values] of expected) {
        expect(nestedNode(answer.workspace, node)!.props).toMatchObject(values);
      }
      expect(editor.getDocument()).toEqual({ ...live, images: editor.getDocument().images });
    },
    NETWORK_TEST_TIMEOUT_MS,
  );

  it(
    'sends images added, changed and deleted over REST to open editors',
    async () => {
      const { id } = await server.album(owner);
      const { editor } = await openEditor(id);
      const imageId = await server.image(owner, id);
      await eventually(() => editor.getDocument().images[imageId] !== undefined, 'the added image');
      expect(editor.getDocument().images[imageId]).toMatchObject({ id: imageId, model: 'image' });
      expect(Object.keys(editor.getDocument().images[imageId]!.blob).length).toBeGreaterThan(0);

      const changed = await server.request({
        method: 'PATCH',
        url: `/images/${imageId}`,
        headers: owner.headers,
        payload: { model: 'sticker' },
      });
      expect(changed.statusCode).toBe(200);
      await eventually(() => editor.getDocument().images[imageId]?.model === 'sticker', 'the changed model');

      const deleted = await server.request({
        method: 'DELETE',
        url: `/images/${imageId}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
      await eventually(() => editor.getDocument().images[imageId] === undefined, 'the deleted image');
      const live = await syncServiceOf(server.ctx)!.albumContent(id);
      expect(live!.images.map((image) => image.id)).not.toContain(imageId);
    },
    NETWORK_TEST_TIMEOUT_MS,
  );
});
