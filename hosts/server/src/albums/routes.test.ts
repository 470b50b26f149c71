import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFLIGHT_RULES } from '@album/editor-core';
import { postOrder, validForm } from '../orders/test-support';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('album routes', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let collaborator: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let blueprintId: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [owner, collaborator, stranger, admin] = await Promise.all([
      server.user(),
      server.user(),
      server.user(),
      server.user({ roles: ['admin'] }),
    ]);
    const list = await server.request({ method: 'GET', url: '/blueprints?q=Season' });
    blueprintId = list.json().data.blueprints[0].id;
  });
  afterAll(() => server.close());

  async function share(albumId: string, user: TestUser, inviter = owner) {
    const invite = await server.request({
      method: 'POST',
      url: `/albums/${albumId}/invitations`,
      headers: inviter.headers,
      payload: { email: user.email },
    });
    const token = invite.json().data.invitation.accept_path.split('/')[2];
    const confirm = await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: user.headers,
    });
    expect(confirm.statusCode).toBe(200);
  }

  describe('POST /albums', () => {
    it('creates an album from a blueprint with its workspace, colours, fonts and the wizard data', async () => {
      const response = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: {
          blueprint_id: blueprintId,
          album: { title: 'FC Example 2026', releaseDate: '2026-08-15', language: 'de' },
          organization: {
            name: 'FC Example',
            size: '1-150',
            contactName: 'Kim',
            phone: '0123',
            contactRole: 'lead',
          },
          analytics_metadata: { source: 'test' },
        },
      });
      expect(response.statusCode).toBe(201);
      const album = response.json().data.album;
      expect(album).toMatchObject({
        title: 'FC Example 2026',
        releaseDate: '2026-08-15',
        language: 'de',
        owner_identifier: owner.id,
        blueprint_album_id: blueprintId,
        blueprint_category: 'sports',
        blueprint_title: 'Season Album',
        locked: false,
        emailNotificationsEnabled: true,
        version: 1,
        fonts: { title: 'Oswald', sub_title: 'Teko', paragraph: 'Roboto Condensed' },
        organization: { name: 'FC Example', size: '1-150' },
        stickerTemplateId: 'default',
      });
      expect(album.workspace.type).toBe('Root');
      expect(album.workspace.children.length).toBeGreaterThanOrEqual(6);
      expect(album.colors[2]).toBe('#d62828');
      expect(album.albumPreviewPath).toMatch(new RegExp(`^/album/${album.id}/preview/`));
      expect(album.stickerUploadsPath).toMatch(/^\/s\//);
      expect(album.onboardingState).toEqual({
        has_invitations: false,
        has_title_and_release_date: true,
        has_sticker: false,
        has_updated_section: false,
        has_updated_sticker_link_config: false,
        has_image: false,
      });
    });

    it('creates an empty album without a blueprint, and empties the inside when asked', async () => {
      const empty = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: {},
      });
      expect(empty.statusCode).toBe(201);
      expect(empty.json().data.album.title).toBe('My sticker album');
      const spreads = (album: {
        workspace: { children: Array<{ children: Array<{ children: unknown[] }> }> };
      }) => album.workspace.children.flatMap((section) => section.children);

      const inside = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: { blueprint_id: blueprintId, empty_inside: true },
      });
      const all = spreads(inside.json().data.album);
      expect(all[0]!.children.length).toBeGreaterThan(0);
      expect(all[all.length - 1]!.children.length).toBeGreaterThan(0);
      expect(all.slice(1, -1).every((spread) => spread.children.length === 0)).toBe(true);
    });

    it('takes the wizard workspace and fonts, and validates them', async () => {
      const blueprint = (await server.request({ method: 'GET', url: `/blueprints/${blueprintId}` })).json()
        .data.blueprint;
      const workspace = blueprint.workspace;
      workspace.children[0].props.name = 'Edited cover';
      const ok = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: {
          blueprint_id: blueprintId,
          workspace,
          fonts: { title: 'lato', sub_title: 'Lato', paragraph: 'Lato' },
        },
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().data.album.workspace.children[0].props.name).toBe('Edited cover');
      expect(ok.json().data.album.fonts.title).toBe('Lato');

      workspace.children[0].props.bogus = 1;
      const bad = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: { blueprint_id: blueprintId, workspace },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({
        code: 'invalid_document',
        field: 'workspace.children.0.props',
      });
    });

    it('answers 400 naming the field, and 401 without a token', async () => {
      const unknownBlueprint = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: { blueprint_id: UNKNOWN },
      });
      expect(unknownBlueprint.statusCode).toBe(400);
      expect(unknownBlueprint.json().error).toMatchObject({
        code: 'unknown_blueprint',
        field: 'blueprint_id',
      });
      const badDate = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: { album: { releaseDate: '2026-02-30' } },
      });
      expect(badDate.json().error.field).toBe('album.releaseDate');
      const badFont = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: { fonts: { title: 'Comic Sans MS', sub_title: 'Lato', paragraph: 'Lato' } },
      });
      expect(badFont.json().error.field).toBe('fonts.title');
      const badOrganization = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload: {
          organization: { name: 'X', size: 'huge', contactName: 'a', phone: '1', contactRole: 'lead' },
        },
      });
      expect(badOrganization.json().error.field).toBe('organization.size');
      expect((await server.request({ method: 'POST', url: '/albums', payload: {} })).statusCode).toBe(401);
    });
  });

  describe('GET /albums and GET /albums/:id', () => {
    it('lists own and shared albums; a collaborator sees a shared one, a stranger does not', async () => {
      const { id } = await server.album(owner);
      await share(id, collaborator);
      const mine = (await server.request({ method: 'GET', url: '/albums', headers: owner.headers })).json()
        .data.albums;
      expect(mine.map((a: { id: string }) => a.id)).toContain(id);
      const listed = mine.find((a: { id: string }) => a.id === id);
      expect(listed).toMatchObject({
        title: 'Test album',
        owner_identifier: owner.id,
        blueprint_title: 'Our Wedding',
      });
      expect(listed.workspace).toBeUndefined();
      const shared = (
        await server.request({ method: 'GET', url: '/albums', headers: collaborator.headers })
      ).json().data.albums;
      expect(shared.map((a: { id: string }) => a.id)).toContain(id);
      const none = (await server.request({ method: 'GET', url: '/albums', headers: stranger.headers })).json()
        .data.albums;
      expect(none.map((a: { id: string }) => a.id)).not.toContain(id);
      expect((await server.request({ method: 'GET', url: '/albums' })).statusCode).toBe(401);
    });

    it('answers the album to owner, collaborator and admin; 401, 403 and 404 otherwise', async () => {
      const { id } = await server.album(owner);
      await share(id, collaborator);
      for (const user of [owner, collaborator, admin]) {
        const response = await server.request({ method: 'GET', url: `/albums/${id}`, headers: user.headers });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.album.id).toBe(id);
      }
      expect((await server.request({ method: 'GET', url: `/albums/${id}` })).statusCode).toBe(401);
      // Credentials before the body: an anonymous change with a bad body is a 401, not a 400.
      for (const payload of [[], { title: 5 }]) {
        const anonymous = await server.request({ method: 'PATCH', url: `/albums/${id}`, payload });
        expect(anonymous.statusCode).toBe(401);
      }
      // Nor does a stranger get a whole document checked.
      const document = { method: 'PUT' as const, url: `/albums/${id}/document`, payload: { content: [] } };
      expect((await server.request(document)).statusCode).toBe(401);
      expect((await server.request({ ...document, headers: stranger.headers })).statusCode).toBe(403);
      const forbidden = await server.request({
        method: 'GET',
        url: `/albums/${id}`,
        headers: stranger.headers,
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('forbidden');
      const unknown = await server.request({
        method: 'GET',
        url: `/albums/${UNKNOWN}`,
        headers: owner.headers,
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await server.request({
        method: 'GET',
        url: '/albums/not-an-id',
        headers: owner.headers,
      });
      expect(malformed.statusCode).toBe(404);
    });

    it('answers gzip to clients that accept it, the same JSON', async () => {
      const { id } = await server.album(owner);
      const plain = await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers });
      const zipped = await server.request({
        method: 'GET',
        url: `/albums/${id}`,
        // Without br: clients that accept brotli get it (see albums/cached-answer.test.ts).
        headers: { ...owner.headers, 'accept-encoding': 'gzip, deflate' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    });

    it('answers 304 to a client whose copy is current, and the new album after a change', async () => {
      const { id } = await server.album(owner);
      const first = await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers });
      const tag = first.headers.etag as string;
      // The content part of the validator is a key of the album's document heads (see content-writer.ts).
      expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}-[A-Za-z0-9_-]+"$/);
      const again = await server.request({
        method: 'GET',
        url: `/albums/${id}`,
        headers: { ...owner.headers, 'if-none-match': tag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await server.request({
        method: 'PATCH',
        url: `/albums/${id}`,
        headers: owner.headers,
        payload: { title: 'New' },
      });
      const changed = await server.request({
        method: 'GET',
        url: `/albums/${id}`,
        headers: { ...owner.headers, 'if-none-match': tag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.album.title).toBe('New');
    });

    it('opens read-only access with the preview token and the render token, without private links', async () => {
      const { id, album } = await server.album(owner);
      const token = (album.albumPreviewPath as string).split('/').pop();
      const preview = await server.request({
        method: 'GET',
        url: `/albums/${id}/preview?preview_token=${token}`,
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data.album).toMatchObject({
        id,
        albumPreviewPath: null,
        stickerUploadsPath: null,
      });
      const wrong = await server.request({ method: 'GET', url: `/albums/${id}?preview_token=wrong` });
      expect(wrong.statusCode).toBe(403);
      const header = await server.request({
        method: 'GET',
        url: `/albums/${id}`,
        headers: { 'x-preview-token': token! },
      });
      expect(header.statusCode).toBe(200);

      const renderToken = await server.ctx.auth.createRenderToken(id);
      const render = await server.request({
        method: 'GET',
        url: `/albums/${id}/render_data`,
        headers: { 'x-render-token': renderToken },
      });
      expect(render.statusCode).toBe(200);
      expect(render.json().data.album.workspace.type).toBe('Root');
      const other = await server.album(owner);
      const misused = await server.request({
        method: 'GET',
        url: `/albums/${other.id}/render_data`,
        headers: { 'x-render-token': renderToken },
      });
      expect(misused.statusCode).toBe(403);
      const garbage = await server.request({
        method: 'GET',
        url: `/albums/${id}/render_data`,
        headers: { 'x-render-token': 'garbage' },
      });
      expect(garbage.statusCode).toBe(401);
      expect((await server.request({ method: 'GET', url: `/albums/${id}/render_data` })).statusCode).toBe(
        401,
      );
      expect(
        (
          await server.request({
            method: 'GET',
            url: `/albums/${UNKNOWN}/render_data`,
            headers: owner.headers,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await server.request({ method: 'GET', url: `/albums/${id}/preview`, headers: stranger.headers }))
          .statusCode,
      ).toBe(403);
      expect(
        (await server.request({ method: 'GET', url: `/albums/${UNKNOWN}/preview`, headers: owner.headers }))
          .statusCode,
      ).toBe(404);
    });

    it('keeps the owner’s data from preview and render token viewers; members still get it', async () => {
      const wedding = await server.ctx.db
        .selectFrom('blueprints')
        .select('id')
        .where('seed_key', '=', 'seed:wedding')
        .executeTakeFirstOrThrow();
      // A new user: album creation keeps the organisation a user already has, whatever the wizard sends.
      const organizer = await server.user();
      const { id, album } = await server.album(organizer, {
        blueprint_id: wedding.id,
        album: { title: 'Private wedding', releaseDate: '2026-06-01' },
        organization: {
          name: 'Hidden Org',
          size: '1-150',
          contactName: 'Contact Person',
          phone: '0170 5550123',
          contactRole: 'member',
        },
      });
      const ordered = await postOrder(server, organizer, validForm(id));
      expect(ordered.statusCode).toBe(201);
      const orderId = ordered.json().data.order.id as string;
      await share(id, collaborator, organizer);

      const previewToken = (album.albumPreviewPath as string).split('/').pop()!;
      const renderToken = await server.ctx.auth.createRenderToken(id);
      const tokenViews = {
        public: await server.request({ method: 'GET', url: `/public/album_previews/${previewToken}` }),
        query: await server.request({ method: 'GET', url: `/albums/${id}?preview_token=${previewToken}` }),
        preview: await server.request({
          method: 'GET',
          url: `/albums/${id}/preview`,
          headers: { 'x-preview-token': previewToken },
        }),
        render: await server.request({
          method: 'GET',
          url: `/albums/${id}/render_data`,
          headers: { 'x-render-token': renderToken },
        }),
      };
      const ownerData = (answered: Record<string, unknown>) => ({
        id: answered.id,
        title: answered.title,
        organization: answered.organization,
        owner_identifier: answered.owner_identifier,
        last_order_id: answered.last_order_id,
        onboardingState: answered.onboardingState,
      });
      for (const [via, answer] of Object.entries(tokenViews)) {
        expect(answer.statusCode, via).toBe(200);
        expect(ownerData(answer.json().data.album), via).toEqual({
          id,
          title: 'Private wedding',
          organization: null,
          owner_identifier: null,
          last_order_id: null,
          onboardingState: null,
        });
        // What the preview page and the print renderer draw is all there.
        expect(answer.json().data.album.workspace.type, via).toBe('Root');
        for (const secret of ['Contact Person', '0170 5550123', 'Hidden Org', organizer.id, orderId]) {
          expect(answer.body, `${via}: ${secret}`).not.toContain(secret);
        }
      }

      for (const member of [organizer, collaborator, admin]) {
        const answer = await server.request({ method: 'GET', url: `/albums/${id}`, headers: member.headers });
        expect(answer.statusCode).toBe(200);
        expect(ownerData(answer.json().data.album)).toMatchObject({
          owner_identifier: organizer.id,
          last_order_id: orderId,
          organization: {
            name: 'Hidden Org',
            size: '1-150',
            contactName: 'Contact Person',
            phone: '0170 5550123',
            contactRole: 'member',
          },
          onboardingState: expect.objectContaining({ has_invitations: true }),
        });
      }
      const listed = await server.request({ method: 'GET', url: '/albums', headers: organizer.headers });
      expect(
        (listed.json().data.albums as Array<{ id: string }>).find((entry) => entry.id === id),
      ).toMatchObject({
        owner_identifier: organizer.id,
        last_order_id: orderId,
        organization: { name: 'Hidden Org' },
      });
    });

    it('answers the public preview by token and forgets the old token after a rotation', async () => {
      const { id, album } = await server.album(owner);
      const token = (album.albumPreviewPath as string).split('/').pop();
      const ok = await server.request({ method: 'GET', url: `/public/album_previews/${token}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.album.id).toBe(id);

      const rotated = await server.request({
        method: 'PATCH',
        url: `/albums/${id}/rotate_album_preview_url_token`,
        headers: owner.headers,
      });
      expect(rotated.statusCode).toBe(200);
      const path = rotated.json().data.album_preview_path as string;
      expect(path).not.toBe(album.albumPreviewPath);
      expect(
        (await server.request({ method: 'GET', url: `/public/album_previews/${token}` })).statusCode,
      ).toBe(404);
      const fresh = path.split('/').pop();
      expect(
        (await server.request({ method: 'GET', url: `/public/album_previews/${fresh}` })).statusCode,
      ).toBe(200);

      expect(
        (await server.request({ method: 'PATCH', url: `/albums/${id}/rotate_album_preview_url_token` }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await server.request({
            method: 'PATCH',
            url: `/albums/${id}/rotate_album_preview_url_token`,
            headers: stranger.headers,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await server.request({
            method: 'PATCH',
            url: `/albums/${UNKNOWN}/rotate_album_preview_url_token`,
            headers: owner.headers,
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('PATCH /albums/:id', () => {
    it('saves each variant of both specifications', async () => {
      const { id } = await server.album(owner);
      const patch = async (payload: object, user = owner) =>
        server.request({ method: 'PATCH', url: `/albums/${id}`, headers: user.headers, payload });

      const title = await patch({ title: '  New title ', releaseDate: Date.UTC(2027, 0, 2) });
      expect(title.statusCode).toBe(200);
      expect(title.json().data.album).toMatchObject({ title: 'New title', releaseDate: '2027-01-02' });

      const fonts = await patch({ fonts: { title: 'Cinzel', sub_title: 'EB Garamond', paragraph: 'Lora' } });
      expect(fonts.json().data.album.fonts).toEqual({
        title: 'Cinzel',
        sub_title: 'EB Garamond',
        paragraph: 'Lora',
      });
      expect(fonts.json().data.album.version).toBe(2);

      const link = await patch({
        stickerUploadEnabled: true,
        stickerUploadWhiteLabel: true,
        stickerUploadContent: 'Send us your best photo!',
        stickerUploadCustomDomain: 'Stickers.Example.com',
        stickerUploadRequirePosition: true,
      });
      expect(link.json().data.album).toMatchObject({
        stickerUploadEnabled: true,
        stickerUploadWhiteLabel: true,
        stickerUploadContent: 'Send us your best photo!',
        stickerUploadCustomDomain: 'stickers.example.com',
        stickerUploadRequirePosition: true,
      });
      expect(link.json().data.album.onboardingState.has_updated_sticker_link_config).toBe(true);

      const settings = await patch({ email_notifications_enabled: false, language: 'it' });
      expect(settings.json().data.album).toMatchObject({ emailNotificationsEnabled: false, language: 'it' });

      const locked = await patch({ locked: true }, admin);
      expect(locked.json().data.album.locked).toBe(true);
    });

    it('answers 400 naming the field for every invalid variant', async () => {
      const { id } = await server.album(owner);
      const cases: Array<[object, string]> = [
        [{ title: '   ' }, 'title'],
        [{ releaseDate: 'tomorrow' }, 'releaseDate'],
        [{ fonts: { title: 'Nope', sub_title: 'Lato', paragraph: 'Lato' } }, 'fonts.title'],
        [{ fonts: { title: 'Lato' } }, 'fonts.sub_title'],
        [{ locked: 'yes' }, 'locked'],
        [{ stickerUploadContent: '' }, 'stickerUploadContent'],
        [{ stickerUploadCustomDomain: 'not a domain' }, 'stickerUploadCustomDomain'],
        [{ email_notifications_enabled: 1 }, 'email_notifications_enabled'],
        [{ language: 'es' }, 'language'],
        [{ colour: 'red' }, 'colour'],
      ];
      for (const [payload, field] of cases) {
        const response = await server.request({
          method: 'PATCH',
          url: `/albums/${id}`,
          headers: owner.headers,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.field, JSON.stringify(payload)).toBe(field);
      }
      const empty = await server.request({
        method: 'PATCH',
        url: `/albums/${id}`,
        headers: owner.headers,
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
    });

    it('checks access: 401, 403 for strangers, locking is for admins, a locked album only for admins', async () => {
      const { id } = await server.album(owner);
      await share(id, collaborator);
      const patch = (payload: object, headers?: Record<string, string>) =>
        server.request({ method: 'PATCH', url: `/albums/${id}`, ...(headers ? { headers } : {}), payload });
      expect((await patch({ title: 'x' })).statusCode).toBe(401);
      expect((await patch({ title: 'x' }, stranger.headers)).statusCode).toBe(403);
      expect((await patch({ title: 'By collaborator' }, collaborator.headers)).statusCode).toBe(200);
      const lockByOwner = await patch({ locked: true }, owner.headers);
      expect(lockByOwner.statusCode).toBe(403);
      expect(lockByOwner.json().error.code).toBe('admin_only');
      expect((await patch({ locked: true }, admin.headers)).statusCode).toBe(200);
      const whileLocked = await patch({ title: 'Changed while locked' }, owner.headers);
      expect(whileLocked.statusCode).toBe(403);
      expect(whileLocked.json().error.code).toBe('album_locked');
      // Settings stay editable while the album is at the printer.
      expect((await patch({ email_notifications_enabled: false }, owner.headers)).statusCode).toBe(200);
      expect((await patch({ title: 'Admin fix' }, admin.headers)).statusCode).toBe(200);
      expect(
        (
          await server.request({
            method: 'PATCH',
            url: `/albums/${UNKNOWN}`,
            headers: owner.headers,
            payload: { title: 'x' },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /albums/:id', () => {
    it('lets only the owner (or an admin) delete', async () => {
      const { id } = await server.album(owner);
      await share(id, collaborator);
      expect((await server.request({ method: 'DELETE', url: `/albums/${id}` })).statusCode).toBe(401);
      expect(
        (await server.request({ method: 'DELETE', url: `/albums/${id}`, headers: collaborator.headers }))
          .statusCode,
      ).toBe(403);
      expect(
        (await server.request({ method: 'DELETE', url: `/albums/${id}`, headers: stranger.headers }))
          .statusCode,
      ).toBe(403);
      expect(
        (await server.request({ method: 'DELETE', url: `/albums/${id}`, headers: owner.headers })).statusCode,
      ).toBe(204);
      expect(
        (await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers })).statusCode,
      ).toBe(404);
      expect(
        (await server.request({ method: 'DELETE', url: `/albums/${id}`, headers: owner.headers })).statusCode,
      ).toBe(404);
      const other = await server.album(owner);
      expect(
        (await server.request({ method: 'DELETE', url: `/albums/${other.id}`, headers: admin.headers }))
          .statusCode,
      ).toBe(204);
    });

    it('removes the album images with their stored files, and no other album is touched', async () => {
      const doomed = await server.album(owner);
      const kept = await server.album(owner);
      const imageId = await server.image(owner, doomed.id);
      const keptImageId = await server.image(owner, kept.id);
      const album = (
        await server.request({ method: 'GET', url: `/albums/${doomed.id}`, headers: owner.headers })
      ).json().data.album;
      expect(album.images.map((i: { id: string }) => i.id)).toEqual([imageId]);
      expect(album.onboardingState.has_image).toBe(true);
      const blobs = async () => (await server.ctx.db.selectFrom('blobs').select('id').execute()).length;
      const before = await blobs();
      await server.request({ method: 'DELETE', url: `/albums/${doomed.id}`, headers: owner.headers });
      expect(
        await server.ctx.db.selectFrom('images').select('id').where('id', '=', imageId).execute(),
      ).toEqual([]);
      expect(await blobs()).toBeLessThan(before);
      const still = (
        await server.request({ method: 'GET', url: `/albums/${kept.id}`, headers: owner.headers })
      ).json().data.album;
      expect(still.images.map((i: { id: string }) => i.id)).toEqual([keptImageId]);
    });
  });

  describe('PUT /albums/:id/document', () => {
    it('saves the nested content with an optimistic version check', async () => {
      const { id, album } = await server.album(owner);
      const content = {
        workspace: album.workspace,
        stickers: album.stickers,
        colors: album.colors,
        fonts: album.fonts,
        stickerTemplateId: album.stickerTemplateId,
        stickerTemplateSettings: album.stickerTemplateSettings,
      } as Record<string, unknown> & {
        workspace: { children: Array<{ props: { id: string; name: string } }> };
      };
      const sectionId = content.workspace.children[2]!.props.id;
      content.workspace.children[2]!.props.name = 'Renamed section';
      content.stickers = [
        {
          id: 'sticker-1',
          name: 'Alex',
          position: 'Best man',
          doubleSticker: false,
          image: null,
          sectionId,
          stickerLayout: 'default',
          cellLayout: 'default',
          createdAt: '2026-01-01T00:00:00.000Z',
          cx: 0.5,
          cy: 0.5,
          cscale: 1,
          crotation: 0,
        },
      ];
      const saved = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: 1, content },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.version).toBe(2);

      const reloaded = (
        await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers })
      ).json().data.album;
      expect(reloaded.version).toBe(2);
      expect(reloaded.stickers[0].name).toBe('Alex');
      expect(reloaded.workspace.children[2].props.name).toBe('Renamed section');
      expect(reloaded.onboardingState).toMatchObject({ has_sticker: true, has_updated_section: true });

      const stale = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: 1, content },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({ code: 'version_conflict', field: 'version' });
    });

    it('answers 400 listing every problem of invalid content', async () => {
      const { id, album } = await server.album(owner);
      const pristine = structuredClone(album);
      const workspace = album.workspace as unknown as { children: Array<{ props: Record<string, unknown> }> };
      workspace.children[0]!.props.name = 42;
      const response = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: {
          version: 1,
          content: {
            workspace,
            stickers: [{ id: 'x' }],
            colors: ['red'],
            fonts: album.fonts,
            stickerTemplateId: 'default',
            stickerTemplateSettings: { id: 'default', blank_enabled: false },
          },
        },
      });
      expect(response.statusCode).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('invalid_document');
      const fields = error.details.map((d: { field: string }) => d.field);
      expect(fields).toContain('content.workspace.children.0.props.name');
      expect(fields).toContain('content.colors.0');
      expect(fields.some((f: string) => f.startsWith('content.stickers.0'))).toBe(true);

      expect(JSON.stringify(pristine.workspace)).toContain('"image":null');
      const text = JSON.stringify(pristine.workspace).replace('"image":null', '"image":"not-ours"');
      const refused = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: {
          version: 1,
          content: {
            workspace: JSON.parse(text),
            stickers: [],
            colors: album.colors,
            fonts: album.fonts,
            stickerTemplateId: 'default',
            stickerTemplateSettings: { id: 'default', blank_enabled: false },
          },
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0].message).toContain('not-ours');

      const noVersion = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { content: {} },
      });
      expect(noVersion.json().error.field).toBe('version');
    });

    it('answers 401, 403 (stranger, locked) and 404', async () => {
      const { id, album } = await server.album(owner);
      const payload = {
        version: 1,
        content: {
          workspace: album.workspace,
          stickers: [],
          colors: album.colors,
          fonts: album.fonts,
          stickerTemplateId: 'default',
          stickerTemplateSettings: { id: 'default', blank_enabled: false },
        },
      };
      const put = (headers?: Record<string, string>, albumId = id) =>
        server.request({
          method: 'PUT',
          url: `/albums/${albumId}/document`,
          ...(headers ? { headers } : {}),
          payload,
        });
      expect((await put()).statusCode).toBe(401);
      expect((await put(stranger.headers)).statusCode).toBe(403);
      expect((await put(owner.headers, UNKNOWN)).statusCode).toBe(404);
      await server.request({
        method: 'PATCH',
        url: `/albums/${id}`,
        headers: admin.headers,
        payload: { locked: true },
      });
      expect((await put(owner.headers)).json().error.code).toBe('album_locked');
    });
  });

  describe('GET /albums/:id/onboarding_state and /checkout', () => {
    it('computes the onboarding steps', async () => {
      const { id } = await server.album(owner, { album: { title: 'No date yet' } });
      const state = await server.request({
        method: 'GET',
        url: `/albums/${id}/onboarding_state`,
        headers: owner.headers,
      });
      expect(state.statusCode).toBe(200);
      expect(state.json().data.onboarding_state.has_title_and_release_date).toBe(false);
      await server.request({
        method: 'POST',
        url: `/albums/${id}/invitations`,
        headers: owner.headers,
        payload: { email: 'friend@example.com' },
      });
      const after = await server.request({
        method: 'GET',
        url: `/albums/${id}/onboarding_state`,
        headers: owner.headers,
      });
      expect(after.json().data.onboarding_state.has_invitations).toBe(true);
      expect(
        (await server.request({ method: 'GET', url: `/albums/${id}/onboarding_state` })).statusCode,
      ).toBe(401);
      expect(
        (
          await server.request({
            method: 'GET',
            url: `/albums/${id}/onboarding_state`,
            headers: stranger.headers,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await server.request({
            method: 'GET',
            url: `/albums/${UNKNOWN}/onboarding_state`,
            headers: owner.headers,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('answers the preflight messages of the checkout', async () => {
      const { id } = await server.album(owner, { blueprint_id: blueprintId, album: { title: 'Checkout' } });
      const response = await server.request({
        method: 'GET',
        url: `/albums/${id}/checkout?no_albums=50&country_code=DE`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(200);
      const checkout = response.json().data.checkout;
      expect(checkout.album).toMatchObject({ id, title: 'Checkout', release_date: null });
      const keys = checkout.errors.map((e: { key: string }) => e.key);
      expect(keys).toContain('checkout.preflight.missingReleaseDate');
      // Empty cells and no stickers are warnings: in the report, not among the errors that block an order.
      expect(keys).not.toContain('preflight.summary.noStickers');
      expect(keys).not.toContain('preflight.summary.emptyCell');
      const stats = checkout.preflight.statistics as Array<{ rule: string; count: number; checked: boolean }>;
      expect(stats.map((s) => s.rule)).toEqual(PREFLIGHT_RULES);
      const emptyCells = stats.find((s) => s.rule === 'emptyCell')!.count;
      expect(emptyCells).toBeGreaterThan(0);
      expect(
        checkout.preflight.findings.filter((f: { rule: string }) => f.rule === 'emptyCell'),
      ).toHaveLength(emptyCells);

      const bad = await server.request({
        method: 'GET',
        url: `/albums/${id}/checkout?no_albums=0&country_code=DE`,
        headers: owner.headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('no_albums');
      const country = await server.request({
        method: 'GET',
        url: `/albums/${id}/checkout?country_code=US`,
        headers: owner.headers,
      });
      expect(country.json().error.field).toBe('country_code');
      expect((await server.request({ method: 'GET', url: `/albums/${id}/checkout` })).statusCode).toBe(401);
      expect(
        (await server.request({ method: 'GET', url: `/albums/${id}/checkout`, headers: stranger.headers }))
          .statusCode,
      ).toBe(403);
      expect(
        (await server.request({ method: 'GET', url: `/albums/${UNKNOWN}/checkout`, headers: owner.headers }))
          .statusCode,
      ).toBe(404);
    });

    it('checks the saved content: image resolution at its placed size, stickers without photo, fonts', async () => {
      const { id, album } = await server.album(owner, {
        album: { title: 'Print check', releaseDate: '2026-08-15' },
      });
      const imageId = await server.image(owner, id);
      const workspace = album.workspace as {
        children: Array<{
          props: { id: string };
          children: Array<{ props: { id: string }; children: unknown[] }>;
        }>;
      };
      const section = workspace.children[0]!;
      const spread = section.children[0]!;
      const box = (elementId: string, x: number, width: number, height: number) => ({
        id: elementId,
        x,
        y: 20,
        width,
        height,
        rotation: 0,
        scale: 1,
      });
      const crop = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };
      spread.children = [
        // The test image is 320 px wide: over 200 mm that is 40 dpi.
        { type: 'Image', props: { ...box('big-photo', 10, 200, 150), ...crop, image: imageId } },
        { type: 'StickerCell', props: { ...box('cell-1', 20, 50, 70), ...crop, stickerId: 'sticker-1' } },
        {
          type: 'Text',
          props: {
            ...box('headline', 20, 100, 20),
            text: {
              blocks: [
                {
                  key: 'a',
                  text: 'Hi',
                  inlineStyleRanges: [{ offset: 0, length: 2, style: 'FONT-Nowhere Grotesk' }],
                },
              ],
            },
          },
        },
      ];
      const content = {
        workspace,
        stickers: [
          {
            id: 'sticker-1',
            name: 'Alex',
            position: 'Coach',
            doubleSticker: false,
            image: null,
            sectionId: section.props.id,
            stickerLayout: 'default',
            cellLayout: 'default',
            createdAt: '2026-01-01T00:00:00.000Z',
            ...crop,
          },
        ],
        colors: album.colors,
        fonts: album.fonts,
        stickerTemplateId: album.stickerTemplateId,
        stickerTemplateSettings: album.stickerTemplateSettings,
      };
      const saved = await server.request({
        method: 'PUT',
        url: `/albums/${id}/document`,
        headers: owner.headers,
        payload: { version: album.version, content },
      });
      expect(saved.statusCode).toBe(200);
      const checkout = (
        await server.request({ method: 'GET', url: `/albums/${id}/checkout`, headers: owner.headers })
      ).json().data.checkout;
      const findings = checkout.preflight.findings as Array<{
        rule: string;
        nodeId?: string;
        stickerId?: string;
        values: Record<string, unknown>;
      }>;
      expect(findings.find((f) => f.rule === 'lowResolution')).toMatchObject({
        nodeId: 'big-photo',
        values: { dpi: 40, minDpi: 75 },
      });
      expect(findings.find((f) => f.rule === 'stickerWithoutImage')).toMatchObject({
        nodeId: 'cell-1',
        stickerId: 'sticker-1',
        values: { name: 'Alex' },
      });
      expect(findings.find((f) => f.rule === 'missingFont')).toMatchObject({
        nodeId: 'headline',
        values: { font: 'Nowhere Grotesk' },
      });
      const keys = checkout.errors.map((e: { key: string }) => e.key);
      expect(keys).not.toContain('checkout.preflight.missingReleaseDate');
      expect(keys).toEqual(
        expect.arrayContaining(['preflight.summary.stickerWithoutImage', 'preflight.summary.missingFont']),
      );
      // A low resolution is a warning: the jobs panel shows it; it does not block the order.
      expect(keys).not.toContain('preflight.summary.lowResolution');
      expect(checkout.preflight.errors).toBe(2);
    });
  });
});
