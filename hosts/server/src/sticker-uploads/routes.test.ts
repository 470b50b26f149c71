import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../files/images/test-images';
import { syncServiceOf } from '../sync';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('sticker link and sticker uploads', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let stranger: TestUser;
  let png: Buffer;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [owner, stranger] = await Promise.all([server.user(), server.user()]);
    png = await makePng(240, 320);
  });
  afterAll(() => server.close());

  async function openLink(requirePosition = false) {
    const fixture = await server.album(owner);
    const patched = await server.request({
      method: 'PATCH',
      url: `/albums/${fixture.id}`,
      headers: owner.headers,
      payload: {
        stickerUploadEnabled: true,
        stickerUploadContent: 'Send your photo',
        stickerUploadRequirePosition: requirePosition,
      },
    });
    const token = (patched.json().data.album.stickerUploadsPath as string).split('/').pop()!;
    return { ...fixture, token, album: patched.json().data.album };
  }

  /** Uploads a file anonymously through the link and answers its blob id. */
  async function uploadBlob(token: string, clientId: string): Promise<string> {
    const target = await server.request({
      method: 'POST',
      url: '/uploads',
      payload: {
        filename: 'me.png',
        content_type: 'image/png',
        byte_size: png.length,
        model: 'sticker',
        sticker_upload_token: token,
        client_id: clientId,
      },
    });
    expect(target.statusCode).toBe(201);
    const data = target.json().data;
    const url = new URL(data.upload_url);
    const put = await server.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: data.headers,
      payload: png,
    });
    expect(put.statusCode).toBe(200);
    return data.blob_id;
  }

  async function submit(token: string, body: Record<string, unknown>) {
    return server.request({
      method: 'POST',
      url: `/public/sticker_uploads/${token}`,
      payload: { sticker_upload: body },
    });
  }

  it('answers the public configuration and takes uploads, which members list, merge and delete', async () => {
    const { id, token, album } = await openLink();
    const config = await server.request({ method: 'GET', url: `/public/sticker_uploads/${token}` });
    expect(config.statusCode).toBe(200);
    const sections = config.json().data.sections as Array<{ id: string; name: string }>;
    expect(config.json().data).toMatchObject({
      title: 'Test album',
      content: 'Send your photo',
      require_position: false,
    });
    expect(sections.map((s) => s.name)).toEqual([
      'The Couple',
      'Family of the Bride',
      'Family of the Groom',
      'Friends',
    ]);

    const blobA = await uploadBlob(token, 'client-aaaaaaaa');
    const first = await submit(token, {
      name: 'Ada',
      last_name: 'Lovelace',
      position: 'Aunt',
      section_id: sections[1]!.id,
      blob_id: blobA,
      client_id: 'client-aaaaaaaa',
      details: { width: 240, height: 320 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.sticker_upload).toMatchObject({
      name: 'Ada',
      last_name: 'Lovelace',
      merged_at: null,
    });
    expect(first.json().data.sticker_upload.image.model).toBe('sticker');

    const blobB = await uploadBlob(token, 'client-bbbbbbbb');
    const second = await submit(token, {
      name: 'Bob',
      blob_id: blobB,
      client_id: 'client-bbbbbbbb',
      section_id: null,
    });
    expect(second.statusCode).toBe(201);

    const list = await server.request({
      method: 'GET',
      url: `/albums/${id}/sticker_uploads`,
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    const uploads = list.json().data.sticker_uploads as Array<{
      id: string;
      name: string;
      image: { id: string };
    }>;
    expect(uploads.map((u) => u.name)).toEqual(['Ada', 'Bob']);

    const merged = await server.request({
      method: 'PATCH',
      url: `/albums/${id}/sticker_uploads/merge`,
      headers: owner.headers,
      payload: { sticker_upload_ids: [uploads[0]!.id] },
    });
    expect(merged.statusCode).toBe(200);
    const result = merged.json().data;
    expect(result.merged_at).toMatch(/^\d{4}-/);
    expect(result.stickers).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        position: 'Aunt',
        sectionId: sections[1]!.id,
        image: uploads[0]!.image.id,
      }),
    ]);
    expect(result.version).toBe(album.version + 1);
    const reloaded = (
      await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers })
    ).json().data.album;
    expect(reloaded.stickers.map((s: { name: string }) => s.name)).toEqual(['Ada Lovelace']);
    expect(reloaded.images.map((i: { id: string }) => i.id)).toContain(uploads[0]!.image.id);

    // Merging again changes nothing; deleting the pending upload removes its image too.
    const again = await server.request({
      method: 'PATCH',
      url: `/albums/${id}/sticker_uploads/merge`,
      headers: owner.headers,
      payload: { sticker_upload_ids: [uploads[0]!.id] },
    });
    expect(again.json().data.stickers).toEqual([]);
    const deleted = await server.request({
      method: 'DELETE',
      url: `/sticker_uploads/${uploads[1]!.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const images = await server.ctx.db
      .selectFrom('images')
      .select('id')
      .where('id', '=', uploads[1]!.image.id)
      .execute();
    expect(images).toEqual([]);
  });

  it('merges into the live documents of an album open in the editor', async () => {
    const { id, token } = await openLink();
    const service = syncServiceOf(server.ctx)!;
    // Opening the album live: from now on its answers come from the automerge documents.
    expect(await service.albumContent(id)).not.toBeNull();
    const blob = await uploadBlob(token, 'client-dddddddd');
    expect(
      (await submit(token, { name: 'Dora', blob_id: blob, client_id: 'client-dddddddd' })).statusCode,
    ).toBe(201);
    const list = await server.request({
      method: 'GET',
      url: `/albums/${id}/sticker_uploads`,
      headers: owner.headers,
    });
    const [upload] = list.json().data.sticker_uploads as Array<{ id: string }>;
    const merged = await server.request({
      method: 'PATCH',
      url: `/albums/${id}/sticker_uploads/merge`,
      headers: owner.headers,
      payload: { sticker_upload_ids: [upload!.id] },
    });
    expect(merged.statusCode).toBe(200);
    const live = await service.albumContent(id);
    expect(live!.stickers.map((sticker) => sticker.name)).toEqual(['Dora']);
    const reloaded = (
      await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers })
    ).json().data.album;
    expect(reloaded.stickers.map((sticker: { name: string }) => sticker.name)).toEqual(['Dora']);
  });

  it('creates a section for merged stickers when the album has none for them', async () => {
    const fixture = await server.album(owner, { album: { title: 'Empty', language: 'de' } });
    await server.request({
      method: 'PATCH',
      url: `/albums/${fixture.id}`,
      headers: owner.headers,
      payload: { stickerUploadEnabled: true },
    });
    const album = (
      await server.request({ method: 'GET', url: `/albums/${fixture.id}`, headers: owner.headers })
    ).json().data.album;
    // The empty album's one section is a normal one: make it static so that no section can take stickers.
    album.workspace.children[0].props.static = true;
    await server.request({
      method: 'PUT',
      url: `/albums/${fixture.id}/document`,
      headers: owner.headers,
      payload: {
        version: album.version,
        content: {
          workspace: album.workspace,
          stickers: [],
          colors: album.colors,
          fonts: album.fonts,
          stickerTemplateId: album.stickerTemplateId,
          stickerTemplateSettings: album.stickerTemplateSettings,
        },
      },
    });
    const token = (album.stickerUploadsPath as string).split('/').pop()!;
    const blob = await uploadBlob(token, 'client-cccccccc');
    const upload = (
      await submit(token, { name: 'Carla', blob_id: blob, client_id: 'client-cccccccc' })
    ).json().data.sticker_upload;
    const merged = await server.request({
      method: 'PATCH',
      url: `/albums/${fixture.id}/sticker_uploads/merge`,
      headers: owner.headers,
      payload: { sticker_upload_ids: [upload.id] },
    });
    const after = (
      await server.request({ method: 'GET', url: `/albums/${fixture.id}`, headers: owner.headers })
    ).json().data.album;
    const section = after.workspace.children[1];
    expect(section.props.name).toBe('Unbenanntes Team');
    expect(merged.json().data.stickers[0].sectionId).toBe(section.props.id);
  });

  it('refuses bad public uploads with 400 naming the field, and disabled or unknown links with 404', async () => {
    const { token } = await openLink(true);
    const blob = await uploadBlob(token, 'client-dddddddd');
    const base = { name: 'Dora', position: 'Coach', blob_id: blob, client_id: 'client-dddddddd' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, name: '' }, 'sticker_upload.name'],
      [{ ...base, name: 'x'.repeat(31) }, 'sticker_upload.name'],
      [{ ...base, position: null }, 'sticker_upload.position'],
      [{ ...base, last_name: 'y'.repeat(31) }, 'sticker_upload.last_name'],
      [{ ...base, section_id: 'nope' }, 'sticker_upload.section_id'],
      [{ ...base, blob_id: UNKNOWN }, 'sticker_upload.blob_id'],
      [{ ...base, client_id: undefined }, 'sticker_upload.client_id'],
    ];
    for (const [body, field] of cases) {
      const response = await submit(token, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.field, JSON.stringify(body)).toBe(field);
    }
    const foreign = await submit(token, { ...base, client_id: 'client-someone-else' });
    expect(foreign.statusCode).toBe(403);

    const missing = await server.request({ method: 'GET', url: '/public/sticker_uploads/unknown-token' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(
      'This album does not exist or is currently not accepting uploads.',
    );
    const closed = await server.album(owner);
    const closedToken = closed.album.stickerUploadsPath!.split('/').pop();
    expect(
      (await server.request({ method: 'GET', url: `/public/sticker_uploads/${closedToken}` })).statusCode,
    ).toBe(404);
    expect((await submit(closedToken!, base)).statusCode).toBe(404);
  });

  it('checks access of the member routes: 401, 403, 404 and 400', async () => {
    const { id, token } = await openLink();
    const blob = await uploadBlob(token, 'client-eeeeeeee');
    const upload = (await submit(token, { name: 'Eve', blob_id: blob, client_id: 'client-eeeeeeee' })).json()
      .data.sticker_upload;
    const list = (headers?: Record<string, string>, albumId = id) =>
      server.request({
        method: 'GET',
        url: `/albums/${albumId}/sticker_uploads`,
        ...(headers ? { headers } : {}),
      });
    expect((await list()).statusCode).toBe(401);
    expect((await list(stranger.headers)).statusCode).toBe(403);
    expect((await list(owner.headers, UNKNOWN)).statusCode).toBe(404);

    const merge = (payload: object, headers?: Record<string, string>, albumId = id) =>
      server.request({
        method: 'PATCH',
        url: `/albums/${albumId}/sticker_uploads/merge`,
        ...(headers ? { headers } : {}),
        payload,
      });
    expect((await merge({ sticker_upload_ids: [upload.id] })).statusCode).toBe(401);
    // Credentials come before the body: without them a bad body is 401 too, and a stranger's is 403.
    for (const bad of [{}, { sticker_upload_ids: 'x' }, { sticker_upload_ids: [], nope: 1 }]) {
      const anonymous = await merge(bad);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      expect((await merge(bad, stranger.headers)).statusCode).toBe(403);
    }
    expect((await merge({ sticker_upload_ids: [upload.id] }, stranger.headers)).statusCode).toBe(403);
    expect((await merge({ sticker_upload_ids: [upload.id] }, owner.headers, UNKNOWN)).statusCode).toBe(404);
    const empty = await merge({ sticker_upload_ids: [] }, owner.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('sticker_upload_ids');
    const unknown = await merge({ sticker_upload_ids: [upload.id, UNKNOWN] }, owner.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('sticker_upload_ids.1');

    // A name and last name that together pass 30 characters cannot become a sticker name.
    const longBlob = await uploadBlob(token, 'client-ffffffff');
    const long = (
      await submit(token, {
        name: 'Maximiliane',
        last_name: 'Mustermann-Schneiderhan',
        blob_id: longBlob,
        client_id: 'client-ffffffff',
      })
    ).json().data.sticker_upload;
    const tooLong = await merge({ sticker_upload_ids: [upload.id, long.id] }, owner.headers);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({
      code: 'sticker_name_too_long',
      field: 'sticker_upload_ids.1',
      details: [{ field: 'sticker_upload_ids.1.name' }],
    });

    const del = (uploadId: string, headers?: Record<string, string>) =>
      server.request({
        method: 'DELETE',
        url: `/sticker_uploads/${uploadId}`,
        ...(headers ? { headers } : {}),
      });
    expect((await del(upload.id)).statusCode).toBe(401);
    expect((await del(upload.id, stranger.headers)).statusCode).toBe(403);
    expect((await del(UNKNOWN, owner.headers)).statusCode).toBe(404);
    expect((await del(upload.id, owner.headers)).statusCode).toBe(204);
  });

  describe('the organiser’s corrections at the merge', () => {
    const merge = (albumId: string, payload: object, headers: Record<string, string>) =>
      server.request({ method: 'PATCH', url: `/albums/${albumId}/sticker_uploads/merge`, headers, payload });

    async function contribute(token: string, clientId: string, fields: Record<string, unknown>) {
      const blob = await uploadBlob(token, clientId);
      const answer = await submit(token, { ...fields, blob_id: blob, client_id: clientId });
      expect(answer.statusCode).toBe(201);
      return answer.json().data.sticker_upload as { id: string };
    }

    const pending = async (albumId: string) =>
      (
        await server.request({
          method: 'GET',
          url: `/albums/${albumId}/sticker_uploads`,
          headers: owner.headers,
        })
      ).json().data.sticker_uploads as Array<{ id: string; merged_at: string | null }>;

    it('merges an upload whose too-long name the organiser shortened, with the corrected values', async () => {
      const { id, token } = await openLink();
      const chapters = (
        await server.request({ method: 'GET', url: `/public/sticker_uploads/${token}` })
      ).json().data.sections as Array<{ id: string }>;
      const long = await contribute(token, 'client-corr0001', {
        name: 'Maximiliane',
        last_name: 'Mustermann-Schneiderhan',
        position: 'Sturm',
      });
      const answer = await merge(
        id,
        {
          sticker_upload_ids: [long.id],
          corrections: {
            [long.id]: {
              name: 'Maxi Mustermann',
              last_name: null,
              position: 'Tor',
              section_id: chapters[1]!.id,
            },
          },
        },
        owner.headers,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.stickers).toMatchObject([
        { name: 'Maxi Mustermann', position: 'Tor', sectionId: chapters[1]!.id },
      ]);
      const reloaded = (
        await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers })
      ).json().data.album as { stickers: Array<{ name: string; position: string }> };
      expect(reloaded.stickers).toContainEqual(
        expect.objectContaining({ name: 'Maxi Mustermann', position: 'Tor' }),
      );
      expect((await pending(id)).find((u) => u.id === long.id)?.merged_at).not.toBeNull();
    });

    it('refuses the whole call when an upload stays invalid, naming it; the valid ones are not merged either', async () => {
      const { id, token } = await openLink();
      const good = await contribute(token, 'client-corr0002', { name: 'Ada', position: 'Tor' });
      // Sent without a position before the organiser switched "require position" on, and left uncorrected.
      const missing = await contribute(token, 'client-corr0003', { name: 'Bo' });
      const required = await server.request({
        method: 'PATCH',
        url: `/albums/${id}`,
        headers: owner.headers,
        payload: { stickerUploadRequirePosition: true },
      });
      expect(required.statusCode).toBe(200);
      const refused = await merge(
        id,
        { sticker_upload_ids: [good.id, missing.id], corrections: { [good.id]: { name: 'Ada L.' } } },
        owner.headers,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'position_required',
        field: 'sticker_upload_ids.1',
        details: [{ field: 'sticker_upload_ids.1.position' }],
      });
      expect((await pending(id)).every((u) => u.merged_at === null)).toBe(true);

      // Corrected, both merge in one call.
      const merged = await merge(
        id,
        { sticker_upload_ids: [good.id, missing.id], corrections: { [missing.id]: { position: 'Abwehr' } } },
        owner.headers,
      );
      expect(merged.statusCode).toBe(200);
      expect(merged.json().data.stickers.map((s: { position: string }) => s.position)).toEqual([
        'Tor',
        'Abwehr',
      ]);
    });

    it('refuses a stray correction, an unknown field, a read-only collaborator and a preview link', async () => {
      const { id, token } = await openLink();
      const one = await contribute(token, 'client-corr0004', { name: 'Cy' });
      const stray = await merge(
        id,
        { sticker_upload_ids: [one.id], corrections: { [UNKNOWN]: { name: 'X' } } },
        owner.headers,
      );
      expect(stray.statusCode).toBe(400);
      expect(stray.json().error).toMatchObject({ code: 'invalid_input', field: `corrections.${UNKNOWN}` });
      const unknownField = await merge(
        id,
        { sticker_upload_ids: [one.id], corrections: { [one.id]: { image: 'x' } } },
        owner.headers,
      );
      expect(unknownField.statusCode).toBe(400);

      // Read-only access: a collaborator of a locked album, a preview link.
      const member = await server.user();
      // Made a collaborator directly: the invitation routes' own limits are not what this test is about.
      await server.ctx.db
        .insertInto('associations')
        .values({ id: crypto.randomUUID(), album_id: id, user_id: member.id, owner: false })
        .execute();
      const before = await merge(id, { sticker_upload_ids: [UNKNOWN] }, member.headers);
      expect(before.statusCode).toBe(400); // the collaborator may merge while the album is open
      await server.ctx.db.updateTable('albums').set({ locked: true }).where('id', '=', id).execute();
      const body = { sticker_upload_ids: [one.id], corrections: { [one.id]: { name: 'Dee Dee' } } };
      const locked = await merge(id, body, member.headers);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.code).toBe('album_locked');
      const { preview_token: preview } = await server.ctx.db
        .selectFrom('albums')
        .select('preview_token')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const viaPreview = await server.request({
        method: 'PATCH',
        url: `/albums/${id}/sticker_uploads/merge?preview_token=${preview}`,
        payload: body,
      });
      expect(viaPreview.statusCode).toBe(401);
      expect((await pending(id))[0]!.merged_at).toBeNull();
    });
  });
});
