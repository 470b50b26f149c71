/**
 * The shared preview link after a renewal: the app opens `/album/:id/preview/:token` through
 * `GET /albums/:id/preview?preview_token=` (and the public `GET /public/album_previews/:token`); once the owner
 * renews the token, the old link opens nothing (the app then goes to `/`) and the new one works, read-only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';

describeBackends('preview token rotation', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let collaborator: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [owner, collaborator] = await Promise.all([server.user(), server.user()]);
  });
  afterAll(() => server.close());

  const preview = (id: string, token: string) =>
    server.request({ method: 'GET', url: `/albums/${id}/preview?preview_token=${token}` });

  it('forgets the old token everywhere the app reads it; the new one reads but never writes', async () => {
    const { id, album } = await server.album(owner);
    const old = (album.albumPreviewPath as string).split('/').pop()!;
    expect((await preview(id, old)).statusCode).toBe(200);

    const rotated = await server.request({
      method: 'PATCH',
      url: `/albums/${id}/rotate_album_preview_url_token`,
      headers: owner.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const path = rotated.json().data.album_preview_path as string;
    expect(path).toMatch(new RegExp(`^/album/${id}/preview/[\\w-]+$`));
    const fresh = path.split('/').pop()!;
    expect(fresh).not.toBe(old);

    expect([401, 403, 404]).toContain((await preview(id, old)).statusCode);
    expect((await server.request({ method: 'GET', url: `/public/album_previews/${old}` })).statusCode).toBe(
      404,
    );
    const ok = await preview(id, fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.album.id).toBe(id);
    // A preview viewer is not given the link to pass on.
    expect(ok.json().data.album.albumPreviewPath).toBeNull();

    const write = await server.request({
      method: 'PATCH',
      url: `/albums/${id}`,
      headers: { 'x-preview-token': fresh },
      payload: { title: 'Written through a preview link' },
    });
    expect([401, 403]).toContain(write.statusCode);

    // The owner's album answer names the new link.
    const read = await server.request({ method: 'GET', url: `/albums/${id}`, headers: owner.headers });
    expect(read.json().data.album.albumPreviewPath).toBe(path);
  });

  it('lets a collaborator renew the link from the settings too, and no stranger', async () => {
    const { id } = await server.album(owner);
    const invitation = await server.request({
      method: 'POST',
      url: `/albums/${id}/invitations`,
      headers: owner.headers,
      payload: { email: collaborator.email },
    });
    const token = invitation.json().data.invitation.accept_path.split('/')[2];
    await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: collaborator.headers,
    });
    const rotate = (headers: Record<string, string>) =>
      server.request({ method: 'PATCH', url: `/albums/${id}/rotate_album_preview_url_token`, headers });
    expect((await rotate(collaborator.headers)).statusCode).toBe(200);
    const stranger = await server.user();
    expect((await rotate(stranger.headers)).statusCode).toBe(403);
  });
});
