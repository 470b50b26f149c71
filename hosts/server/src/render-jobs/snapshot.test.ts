import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { albumVersion, captureSnapshot } from './snapshot';

describeBackends('render job snapshot', (backend) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.user();
  });

  afterAll(async () => {
    await server.close();
  });

  const albumRow = (id: string) =>
    server.ctx.db.selectFrom('albums').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('captures the render data with the storage key of each image in the asked resolution', async () => {
    const { id } = await server.album(owner);
    const imageId = await server.image(owner, id);
    const row = await server.ctx.db
      .selectFrom('images')
      .innerJoin('blobs as original', 'original.id', 'images.original_blob_id')
      .innerJoin('blobs as small', 'small.id', 'images.small_blob_id')
      .select(['original.key as original', 'small.key as small'])
      .where('images.id', '=', imageId)
      .executeTakeFirstOrThrow();

    const snapshot = await captureSnapshot(server.ctx, await albumRow(id), 'original');
    expect(snapshot.album.id).toBe(id);
    expect(snapshot.album.title).toBe('Test album');
    expect(snapshot.album.workspace.type).toBe('Root');
    expect(snapshot.album.images.map((image) => image.id)).toEqual([imageId]);
    expect(snapshot.album.images[0]!.blob).toEqual({ filename: 'photo.png' });
    expect(snapshot.files).toEqual({ [imageId]: row.original });
    expect((await captureSnapshot(server.ctx, await albumRow(id), 'small')).files).toEqual({
      [imageId]: row.small,
    });
  });

  it('gives the same version while nothing changes, another once the album does', async () => {
    const { id } = await server.album(owner);
    const version = albumVersion(await captureSnapshot(server.ctx, await albumRow(id), 'original'));
    expect(albumVersion(await captureSnapshot(server.ctx, await albumRow(id), 'original'))).toBe(version);
    await server.image(owner, id);
    const withImage = albumVersion(await captureSnapshot(server.ctx, await albumRow(id), 'original'));
    expect(withImage).not.toBe(version);
    // Hidden images are not part of the render data, so hiding the image gives the first version back.
    await server.ctx.db.updateTable('images').set({ hidden: true }).where('album_id', '=', id).execute();
    expect(albumVersion(await captureSnapshot(server.ctx, await albumRow(id), 'original'))).toBe(version);
  });
});
