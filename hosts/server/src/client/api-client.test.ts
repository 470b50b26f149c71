/**
 * `@album/api-client` against the real server listening on loopback: every resource once, uploads with progress,
 * typed errors and the 401 hook.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '@album/api-client';
import { makePng } from '../files/images/test-images';
import { readOutbox } from '../mail';
import { freePort, startTestServer, type TestServer } from '../../test/harness';

describe('api client against the server', () => {
  let server: TestServer;
  let baseUrl: string;
  let client: ApiClient;
  const onUnauthorized = vi.fn();
  let token: string | null = null;

  beforeAll(async () => {
    const port = await freePort();
    server = await startTestServer('pglite', { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    baseUrl = await server.listen();
    client = createApiClient({ baseUrl, token: () => token, language: 'de', onUnauthorized });
  });
  afterAll(() => server.close());

  it('signs up and in, and reads the user', async () => {
    const session = await client.auth.signUp({ email: 'client@example.com', password: 'secret words 1' });
    token = session.token;
    expect((await client.auth.me()).email).toBe('client@example.com');
    const again = await client.auth.signIn('client@example.com', 'secret words 1');
    expect(again.user.id).toBe(session.user.id);
    expect((await client.auth.updateMe({ locale: 'it' })).locale).toBe('it');
    const [mail] = await readOutbox(server.ctx.config.mail.outboxDir);
    const activation = new URL((mail!.values as { link: string }).link).searchParams.get('token')!;
    expect((await client.auth.activate(activation)).activated).toBe(true);
  });

  it('walks the album calls: blueprints, create, patch, document, preview, checkout, sharing', async () => {
    const blueprints = await client.blueprints.list();
    expect(blueprints).toHaveLength(6);
    const [full] = await client.blueprints.list({ q: 'school', attributes: 'FULL' });
    expect(full!.workspace.type).toBe('Root');
    expect((await client.blueprints.get(full!.id)).title).toBe(full!.title);
    expect(await client.presets.colors()).toHaveLength(8);
    expect(await client.presets.fonts()).toHaveLength(10);

    const album = await client.albums.create({ blueprint_id: full!.id, album: { title: 'Class of 2026' } });
    expect((await client.albums.list()).map((a) => a.id)).toContain(album.id);
    const updated = await client.albums.update(album.id, {
      releaseDate: '2026-07-01',
      stickerUploadEnabled: true,
    });
    expect(updated.releaseDate).toBe('2026-07-01');
    const saved = await client.albums.saveDocument(album.id, {
      version: updated.version,
      content: {
        workspace: updated.workspace,
        stickers: updated.stickers,
        colors: ['#000000', '#ffffff', '#123456'],
        fonts: updated.fonts,
        stickerTemplateId: updated.stickerTemplateId,
        stickerTemplateSettings: updated.stickerTemplateSettings,
      },
    });
    expect(saved.version).toBe(updated.version + 1);
    expect((await client.albums.get(album.id)).colors).toEqual(['#000000', '#ffffff', '#123456']);
    expect((await client.albums.onboardingState(album.id)).has_title_and_release_date).toBe(true);
    // A fresh blueprint album has warnings (no stickers yet, empty cells) but nothing that blocks an order.
    const checkout = await client.albums.checkout(album.id);
    expect(checkout.errors).toEqual([]);
    expect(checkout.preflight.warnings).toBeGreaterThan(0);

    const previewPath = await client.albums.rotatePreviewToken(album.id);
    const previewToken = previewPath.split('/').pop()!;
    expect((await client.albums.publicPreview(previewToken)).id).toBe(album.id);
    expect((await client.albums.preview(album.id, previewToken)).albumPreviewPath).toBeNull();
    const renderToken = await server.ctx.auth.createRenderToken(album.id);
    expect((await client.albums.renderData(album.id, renderToken)).id).toBe(album.id);

    const invitation = await client.invitations.create(album.id, 'friend@example.com');
    expect((await client.invitations.list(album.id)).map((i) => i.id)).toEqual([invitation.id]);
    const invitationToken = invitation.accept_path!.split('/')[2]!;
    expect((await client.invitations.landing(invitationToken)).album_title).toBe('Class of 2026');
    await client.invitations.delete(invitation.id);
    expect(await client.invitations.list(album.id)).toEqual([]);
    expect((await client.associations.list(album.id)).map((a) => a.owner)).toEqual([true]);
    expect(await client.organizations()).toEqual([]);

    await client.albums.delete(album.id);
    await expect(client.albums.get(album.id)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('uploads an image with progress, creates it, and runs the sticker link end to end', async () => {
    const album = await client.albums.create({ blueprint_category: 'birthday' });
    const png = await makePng(400, 300);
    const progress: number[] = [];
    const blob = await client.uploads.upload(png, {
      filename: 'photo.png',
      content_type: 'image/png',
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(blob.byte_size).toBe(png.length);
    expect(progress[progress.length - 1]).toBe(png.length);
    const image = await client.images.create(album.id, { blob_id: blob.blob_id, model: 'image' });
    expect(image.details).toMatchObject({ width: 400, height: 300 });
    expect((await client.images.update(image.id, { model: 'sticker' })).model).toBe('sticker');
    expect((await client.albums.get(album.id)).images.map((i) => i.id)).toContain(image.id);
    await client.images.delete(image.id);

    const linked = await client.albums.update(album.id, {
      stickerUploadEnabled: true,
      stickerUploadContent: 'Hi!',
    });
    const linkToken = linked.stickerUploadsPath!.split('/').pop()!;
    const anonymous = createApiClient({ baseUrl });
    const config = await anonymous.stickerUploads.config(linkToken);
    expect(config.content).toBe('Hi!');
    const contributed = await anonymous.uploads.upload(png, {
      filename: 'me.png',
      content_type: 'image/png',
      model: 'sticker',
      sticker_upload_token: linkToken,
      client_id: 'anonymous-client-1',
    });
    const upload = await anonymous.stickerUploads.submit(linkToken, {
      name: 'Anna',
      blob_id: contributed.blob_id,
      client_id: 'anonymous-client-1',
      section_id: config.sections[0]!.id,
    });
    expect((await client.stickerUploads.list(album.id)).map((u) => u.id)).toEqual([upload.id]);
    const merged = await client.stickerUploads.merge(album.id, [upload.id]);
    expect(merged.stickers[0]!.name).toBe('Anna');
    await client.stickerUploads.delete(upload.id);
  });

  it('answers refused uploads as typed errors', async () => {
    const error = await client.uploads
      .upload(Buffer.from('%PDF-1.4 not an image'), { filename: 'a.jpg', content_type: 'image/jpeg' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });

  it('reports a 400 with the field, and calls the 401 hook when the token stops working', async () => {
    const error = await client.albums.create({ album: { releaseDate: 'soon' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, field: 'album.releaseDate' });
    token = 'garbage';
    await expect(client.albums.list()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
