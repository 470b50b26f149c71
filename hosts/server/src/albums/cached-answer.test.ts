import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Album } from '@album/api-client';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { syncServiceOf } from '../sync';

describeBackends('cached album answers', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [owner, stranger, admin] = await Promise.all([
      server.user(),
      server.user(),
      server.user({ roles: ['admin'] }),
    ]);
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url, headers });
  const ownerGet = (id: string, headers: Record<string, string> = {}) =>
    get(`/albums/${id}`, { ...owner.headers, ...headers });
  /** The first section of a content or answer, whose name the edits below change. */
  type Sections = { workspace: { children: { props: { name?: string } }[] } };
  const firstName = (album: unknown) => (album as Sections).workspace.children[0]!.props.name;
  const rename = (album: unknown, name: string) => {
    (album as Sections).workspace.children[0]!.props.name = name;
  };

  it('answers 200 then 304 for the same ETag, from memory: no second build or compression', async () => {
    const { id } = await server.album(owner);
    const first = await ownerGet(id, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}-[A-Za-z0-9_-]+"$/);
    const held = server.ctx.answers.bytes;
    const second = await ownerGet(id, { 'accept-encoding': 'gzip' });
    expect(second.headers.etag).toBe(tag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Nothing new was compressed or stored for the second read.
    expect(server.ctx.answers.bytes).toBe(held);
    const revalidated = await ownerGet(id, { 'if-none-match': tag, 'accept-encoding': 'gzip, br' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(tag);
  });

  it('sends gzip and brotli bytes that decode to the same JSON as the plain answer', async () => {
    const { id } = await server.album(owner);
    const plain = await ownerGet(id);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await ownerGet(id, { 'accept-encoding': 'gzip' });
    const br = await ownerGet(id, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(new Set([plain, gzip, br].map((answer) => answer.headers.etag)).size).toBe(1);
  });

  it('answers an edit at once: a live (sync) edit and a REST save each give a new ETag, the old one 200', async () => {
    const { id } = await server.album(owner);
    const before = await ownerGet(id, { 'accept-encoding': 'br' });
    const oldTag = before.headers.etag as string;

    // A change arriving through the sync server: the documents' heads move, the stored snapshot does not yet.
    const service = syncServiceOf(server.ctx)!;
    const live = structuredClone((await service.albumContent(id))!) as unknown as Album;
    rename(live, 'Renamed live');
    expect(await service.server.applyContent(id, live as never)).toBe(true);
    const afterLive = await ownerGet(id, { 'if-none-match': oldTag });
    expect(afterLive.statusCode).toBe(200);
    expect(afterLive.headers.etag).not.toBe(oldTag);
    const liveAlbum = afterLive.json().data.album as Album & { version: number };
    expect(firstName(liveAlbum)).toBe('Renamed live');
    const liveTag = (await ownerGet(id)).headers.etag as string;
    expect((await ownerGet(id, { 'if-none-match': liveTag })).statusCode).toBe(304);

    // A REST save.
    const { version: _version, ...rest } = (await ownerGet(id)).json().data.album as Album & {
      version: number;
    };
    const content = {
      workspace: rest.workspace,
      stickers: rest.stickers,
      colors: rest.colors,
      fonts: rest.fonts,
      stickerTemplateId: rest.stickerTemplateId,
      stickerTemplateSettings: rest.stickerTemplateSettings,
    };
    rename(content, 'Saved over REST');
    const saved = await server.request({
      method: 'PUT',
      url: `/albums/${id}/document`,
      headers: owner.headers,
      payload: { version: (await ownerGet(id)).json().data.album.version, content },
    });
    expect(saved.statusCode).toBe(200);
    const afterSave = await ownerGet(id, { 'if-none-match': liveTag, 'accept-encoding': 'br' });
    expect(afterSave.statusCode).toBe(200);
    expect(afterSave.headers.etag).not.toBe(liveTag);
    const savedAlbum = JSON.parse(brotliDecompressSync(afterSave.rawPayload).toString()).data.album;
    expect(firstName(savedAlbum)).toBe('Saved over REST');
    expect(savedAlbum.version).toBe(saved.json().data.version);
  });

  it('answers changes outside the documents: the album row and its images', async () => {
    const { id } = await server.album(owner);
    const tag = (await ownerGet(id)).headers.etag as string;
    await server.request({
      method: 'PATCH',
      url: `/albums/${id}`,
      headers: owner.headers,
      payload: { title: 'Renamed album' },
    });
    const renamed = await ownerGet(id, { 'if-none-match': tag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.album.title).toBe('Renamed album');

    const renamedTag = renamed.headers.etag as string;
    const imageId = await server.image(owner, id);
    const withImage = await ownerGet(id, { 'if-none-match': renamedTag });
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json().data.album.images.map((image: { id: string }) => image.id)).toContain(imageId);
  });

  it('keeps answers apart by viewer: a hidden image leaves the members’ answer, the admins’ keeps it', async () => {
    const { id } = await server.album(owner);
    const imageId = await server.image(owner, id);
    const ids = (answer: { json(): { data: { album: { images: { id: string }[] } } } }) =>
      answer.json().data.album.images.map((image) => image.id);
    const ownerTag = (await ownerGet(id)).headers.etag as string;
    expect(ids(await get(`/albums/${id}`, admin.headers))).toContain(imageId);
    await server.ctx.db.updateTable('images').set({ hidden: true }).where('id', '=', imageId).execute();
    const ownerAfter = await ownerGet(id, { 'if-none-match': ownerTag });
    expect(ownerAfter.statusCode).toBe(200);
    expect(ids(ownerAfter)).not.toContain(imageId);
    const adminAfter = await get(`/albums/${id}`, admin.headers);
    expect(ids(adminAfter)).toContain(imageId);
    // The validator follows the bytes: the two answers differ now, so do their tags.
    expect(adminAfter.headers.etag).not.toBe(ownerAfter.headers.etag);
  });

  it('checks access before the cache: a stranger, an anonymous caller and a wrong token get no answer', async () => {
    const { id, album } = await server.album(owner);
    const tag = (await ownerGet(id)).headers.etag as string;
    const strangerRead = await get(`/albums/${id}`, { ...stranger.headers, 'if-none-match': tag });
    expect(strangerRead.statusCode).toBe(403);
    expect(strangerRead.headers.etag).toBeUndefined();
    const anonymous = await get(`/albums/${id}`, { 'if-none-match': tag });
    expect(anonymous.statusCode).toBe(401);
    const wrongPreview = await get(`/albums/${id}/preview?preview_token=wrong`, { 'if-none-match': tag });
    expect(wrongPreview.statusCode).toBe(403);
    const wrongRender = await get(`/albums/${id}/render_data`, {
      'x-render-token': await server.ctx.auth.createRenderToken((await server.album(owner)).id),
      'if-none-match': tag,
    });
    expect(wrongRender.statusCode).toBe(403);
    const unknownPreview = await get('/public/album_previews/not-a-token', { 'if-none-match': tag });
    expect(unknownPreview.statusCode).toBe(404);
    expect(album.albumPreviewPath).toBeTruthy();
  });

  it('caches the preview and render-data answers apart from the members’ (no private links), with 304 and edits', async () => {
    const { id, album } = await server.album(owner);
    const token = (album.albumPreviewPath as string).split('/').pop()!;
    const memberTag = (await ownerGet(id)).headers.etag as string;

    const preview = await get(`/public/album_previews/${token}`, { 'accept-encoding': 'gzip' });
    expect(preview.statusCode).toBe(200);
    const previewAlbum = JSON.parse(gunzipSync(preview.rawPayload).toString()).data.album;
    expect(previewAlbum).toMatchObject({ id, albumPreviewPath: null, stickerUploadsPath: null });
    const previewTag = preview.headers.etag as string;
    expect(previewTag).not.toBe(memberTag);
    // A member's ETag is not the preview's: the preview viewer gets the whole answer.
    expect((await get(`/public/album_previews/${token}`, { 'if-none-match': memberTag })).statusCode).toBe(
      200,
    );
    expect((await get(`/public/album_previews/${token}`, { 'if-none-match': previewTag })).statusCode).toBe(
      304,
    );

    const render = { 'x-render-token': await server.ctx.auth.createRenderToken(id) };
    const renderData = await get(`/albums/${id}/render_data`, render);
    expect(renderData.headers.etag).toBe(previewTag);
    expect(
      (await get(`/albums/${id}/render_data`, { ...render, 'if-none-match': previewTag })).statusCode,
    ).toBe(304);

    await server.request({
      method: 'PATCH',
      url: `/albums/${id}`,
      headers: owner.headers,
      payload: { fonts: { title: 'Lora', sub_title: 'Lora', paragraph: 'Lora' } },
    });
    const edited = await get(`/albums/${id}/render_data`, { ...render, 'if-none-match': previewTag });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.album.fonts).toMatchObject({ title: 'Lora' });
    const editedPreview = await get(`/public/album_previews/${token}`, { 'if-none-match': previewTag });
    expect(editedPreview.statusCode).toBe(200);
  });

  it('forgets a deleted album’s answers', async () => {
    const { id } = await server.album(owner);
    await ownerGet(id);
    const held = server.ctx.answers.size;
    const deleted = await server.request({ method: 'DELETE', url: `/albums/${id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect(server.ctx.answers.size).toBe(held - 1);
    expect((await ownerGet(id)).statusCode).toBe(404);
  });
});
