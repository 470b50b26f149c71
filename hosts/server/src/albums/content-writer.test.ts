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
import type { DocHandle } from '@automerge/automerge-repo';
import { sql } from 'kysely';
import { toNested } from '@album/editor-core';
import { albumDocumentId } from '@album/sync';
import { syncServiceOf } from '../sync';
import { albumState, headsKey, seedStoredAlbums } from './content-writer';

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

describeBackends('album content: one source of truth, one write path', (backend) => {
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

  /** The snapshot row of an album. */
  const snapshotRow = (albumId: string) =>
    server.ctx.db
      .selectFrom('album_documents')
      .select(['version', 'heads', 'content'])
      .where('album_id', '=', albumId)
      .executeTakeFirstOrThrow();

  it('makes an album live from the start through each entry point, with its snapshot made from the documents', async () => {
    const blueprint = await server.ctx.db
      .selectFrom('blueprints')
      .select('id')
      .where('seed_key', '=', 'seed:wedding')
      .executeTakeFirstOrThrow();
    const wizardWorkspace = (await server.album(owner)).album as unknown as Album;
    const bodies: Record<string, Record<string, unknown>> = {
      empty: {},
      blueprint: { blueprint_id: blueprint.id },
      'blueprint, empty inside': { blueprint_id: blueprint.id, empty_inside: true },
      wizard: {
        workspace: wizardWorkspace.workspace,
        stickers: [],
        colors: ['#112233', '#445566'],
        fonts: { title: 'Cinzel', sub_title: 'Lora', paragraph: 'Lora' },
        album: { title: 'Wizard album' },
      },
    };
    for (const [entry, body] of Object.entries(bodies)) {
      const { id, album } = await server.album(owner, body);
      // The documents exist before any editor opened the album: no seeding later, no second copy.
      const state = await albumState(server.ctx, id);
      const row = await snapshotRow(id);
      expect(row.heads, entry).not.toBeNull();
      expect(headsKey(row.heads!), entry).toBe(state.key);
      expect(album.version, entry).toBe(1);
      const answer = await get(id);
      expect((answer.headers.etag as string).startsWith(`"${state.key}-`), entry).toBe(true);
      expect(contentOf(answer.json().data.album), entry).toEqual(
        contentOf(toNested(state.album.document()) as unknown as Album),
      );
    }
  });

  it('answers live edits with a new validator and snapshot, and writes REST saves into the documents', async () => {
    const { id, version } = await server.album(owner);
    const service = syncServiceOf(server.ctx)!;
    const before = await get(id);
    const beforeTag = before.headers.etag as string;

    // A live edit (as an editor's batch would make) shows in the REST answer, under a new validator; the stale
    // snapshot is replaced by one made from the documents (a new version, naming the new heads).
    const live = (await service.albumContent(id))!;
    const renamed = structuredClone(live);
    (renamed as unknown as Album).workspace.children[0]!.props.name = 'Renamed live';
    expect(await service.server.applyContent(id, renamed)).toBe(true);
    const edited = await get(id, { 'if-none-match': beforeTag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(beforeTag);
    const album = edited.json().data.album as Album;
    expect(album.workspace.children[0]!.props.name).toBe('Renamed live');
    expect(album.version).toBe(version + 1);
    const row = await snapshotRow(id);
    expect(headsKey(row.heads!)).toBe((await albumState(server.ctx, id)).key);
    expect(firstName(row.content)).toBe('Renamed live');
    expect((await get(id, { 'if-none-match': edited.headers.etag as string })).statusCode).toBe(304);

    // A REST save reaches the documents, and the next answer shows it.
    const content = contentOf(album) as ReturnType<typeof contentOf> & Album;
    content.workspace.children[0]!.props.name = 'Renamed over REST';
    const saved = await server.request({
      method: 'PUT',
      url: `/albums/${id}/document`,
      headers: owner.headers,
      payload: { version: album.version, content },
    });
    expect(saved.statusCode).toBe(200);
    expect(firstName(await service.albumContent(id))).toBe('Renamed over REST');
    const after = await get(id);
    expect((after.json().data.album as Album).workspace.children[0]!.props.name).toBe('Renamed over REST');
    expect(after.json().data.album.version).toBe(version + 2);
    expect((after.headers.etag as string).startsWith(`"${(await albumState(server.ctx, id)).key}-`)).toBe(
      true,
    );
  });

  it(
    'sends a REST write to two connected editors at once, and the next GET answers it (no second copy)',
    async () => {
      const { id } = await server.album(owner);
      const a = await openEditor(id);
      const b = await openEditor(id);
      const read = (await get(id)).json().data.album as Album & { version: number };
      const content = contentOf(read);
      content.workspace.children[0]!.props.name = 'Saved over REST';
      const saved = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: read.version, content },
      });
      expect(saved.statusCode).toBe(200);
      const named = (editor: Editor) =>
        Object.values(editor.getDocument().nodes).some(
          (node) => (node.props as { name?: string }).name === 'Saved over REST',
        );
      await eventually(() => named(a.editor) && named(b.editor), 'both editors have the save');

      // A font patch is a content write too.
      const fonts = { title: 'Cinzel', sub_title: 'EB Garamond', paragraph: 'Lora' };
      const patched = await server.request({
        method: 'PATCH',
        url: `/albums/${id}`,
        headers: owner.headers,
        payload: { fonts },
      });
      expect(patched.statusCode).toBe(200);
      const hasFonts = (editor: Editor) =>
        Object.entries(fonts).every(
          ([key, value]) => (editor.getDocument().fonts as Record<string, unknown>)[key] === value,
        );
      await eventually(() => hasFonts(a.editor) && hasFonts(b.editor), 'both editors have the fonts');
      const answer = (await get(id)).json().data.album as Album;
      expect(firstName(answer)).toBe('Saved over REST');
      expect(answer.fonts).toEqual(fonts);
      // What the editors show is what the next GET answers.
      const shown = toNested({ ...a.editor.getDocument(), images: {} });
      expect(contentOf(shown as unknown as Album)).toEqual(contentOf(answer));
    },
    NETWORK_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a save based on a version that live edits have passed, and keeps the live edit',
    async () => {
      const { id } = await server.album(owner);
      const { editor, sync } = await openEditor(id);
      const [first, second] = elements(editor);
      const read = (await get(id)).json().data.album as Album & { version: number };

      // The live edit lands after the REST writer read the album and before its save arrives.
      editor.updateProps([first!.id], { x: 11 });
      sync.flush();
      await sync.whenSynced();
      const content = contentOf(read);
      nestedNode(content.workspace, second!.id)!.props.y = 22;
      const stale = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: read.version, content },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({ code: 'version_conflict', field: 'version' });

      // Read again, save on top: both edits are there, in the editor too.
      const again = (await get(id)).json().data.album as Album & { version: number };
      expect(nestedNode(again.workspace, first!.id)!.props.x).toBe(11);
      const next = contentOf(again);
      nestedNode(next.workspace, second!.id)!.props.y = 22;
      const saved = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: again.version, content: next },
      });
      expect(saved.statusCode).toBe(200);
      const prop = (node: string, key: string) =>
        (editor.getNode(node)?.props as unknown as Record<string, unknown>)[key];
      await eventually(() => prop(second!.id, 'y') === 22, 'the editor has the save');
      expect(prop(first!.id, 'x')).toBe(11);
      const live = fromNested((await syncServiceOf(server.ctx)!.albumContent(id))!);
      expect(editor.getDocument()).toEqual({ ...live, images: editor.getDocument().images });
    },
    NETWORK_TEST_TIMEOUT_MS,
  );

  it('checks If-Match against the heads of the documents', async () => {
    const { id } = await server.album(owner);
    const read = await get(id);
    const album = read.json().data.album as Album & { version: number };
    const content = contentOf(album);
    content.workspace.children[0]!.props.name = 'Saved with If-Match';
    const put = (headers: Record<string, string>) =>
      server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: { ...owner.headers, ...headers },
        payload: { version: album.version, content },
      });
    expect((await put({ 'if-match': '"nonsense"' })).statusCode).toBe(412);
    const ok = await put({ 'if-match': read.headers.etag as string });
    expect(ok.statusCode).toBe(200);
    const stale = await server.request({
      method: 'PUT',
      url: `/albums/${id}/document`,
      headers: { ...owner.headers, 'if-match': read.headers.etag as string },
      payload: { version: ok.json().data.version, content: contentOf(album) },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.code).toBe('precondition_failed');
  });

  it('answers 409 for an album whose documents a newer editor saved, and writes nothing to them', async () => {
    const { id } = await server.album(owner);
    const service = syncServiceOf(server.ctx)!;
    const album = (await service.openAlbum(id))!;
    for (const kind of ['layout', 'stickers', 'settings'] as const) {
      (album.handles[kind] as unknown as DocHandle<{ v: number }>).change((doc) => {
        doc.v = 999;
      });
    }
    await service.server.repo.flush();
    expect(await service.server.unloadIdle(Date.now() + 3_600_000)).toContain(id);
    const before = await snapshotRow(id);

    const answer = await get(id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('newer_schema_version');
    const patched = await server.request({
      method: 'PATCH',
      url: `/albums/${id}`,
      headers: owner.headers,
      payload: { fonts: { title: 'Lora', sub_title: 'Lora', paragraph: 'Lora' } },
    });
    expect(patched.statusCode).toBe(409);
    expect(await snapshotRow(id)).toEqual(before);
  });

  it('moves albums stored before their documents were the truth, idempotently', async () => {
    // An album with only its stored content (its documents removed, as before migration 0004).
    const { id: storedOnly } = await server.album(owner);
    // An album that had documents with live edits, and a stored content that lags behind them.
    const { id: liveBefore } = await server.album(owner);
    const service = syncServiceOf(server.ctx)!;
    const live = structuredClone((await service.albumContent(liveBefore))!);
    (live as unknown as Album).workspace.children[0]!.props.name = 'Edited live before the move';
    await service.server.applyContent(liveBefore, live);
    await service.server.repo.flush();
    const expected = contentOf((await get(storedOnly)).json().data.album as Album);
    // Out of memory, as after a restart.
    expect(await service.server.unloadIdle(Date.now() + 3_600_000)).toEqual(
      expect.arrayContaining([storedOnly, liveBefore]),
    );
    await server.ctx.db
      .deleteFrom('sync_chunks' as never)
      .where(
        sql<boolean>`key like ${`${albumDocumentId(storedOnly, 'layout')}/%`}
        or key like ${`${albumDocumentId(storedOnly, 'stickers')}/%`}
        or key like ${`${albumDocumentId(storedOnly, 'settings')}/%`}`,
      )
      .execute();
    await server.ctx.db
      .updateTable('album_documents')
      .set({ heads: null })
      .where('album_id', 'in', [storedOnly, liveBefore])
      .execute();

    expect(await seedStoredAlbums(server.ctx)).toBe(2);
    expect(await seedStoredAlbums(server.ctx)).toBe(0);
    for (const id of [storedOnly, liveBefore]) {
      const row = await snapshotRow(id);
      expect(headsKey(row.heads!)).toBe((await albumState(server.ctx, id)).key);
    }
    expect(contentOf((await get(storedOnly)).json().data.album as Album)).toEqual(expected);
    expect(firstName((await snapshotRow(liveBefore)).content)).toBe('Edited live before the move');
    expect(firstName((await get(liveBefore)).json().data.album)).toBe('Edited live before the move');
  });

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
