import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../files/images/test-images';
import { readOutbox } from '../../mail';
import { notifyStickerUpload } from './digest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../../test/harness';

/** Sticker-link helpers over one test server: open an album's link, send uploads through it. */
function stickerLink(server: () => TestServer, png: () => Buffer) {
  async function open(owner: TestUser, notifications: boolean) {
    const fixture = await server().album(owner);
    const patched = await server().request({
      method: 'PATCH',
      url: `/albums/${fixture.id}`,
      headers: owner.headers,
      payload: { stickerUploadEnabled: true, email_notifications_enabled: notifications },
    });
    expect(patched.statusCode).toBe(200);
    const token = (patched.json().data.album.stickerUploadsPath as string).split('/').pop()!;
    return { id: fixture.id, token };
  }

  async function upload(token: string, name: string) {
    const clientId = `client-${name.toLowerCase()}-0000`;
    const target = await server().request({
      method: 'POST',
      url: '/uploads',
      payload: {
        filename: 'me.png',
        content_type: 'image/png',
        byte_size: png().length,
        model: 'sticker',
        sticker_upload_token: token,
        client_id: clientId,
      },
    });
    expect(target.statusCode).toBe(201);
    const data = target.json().data;
    const url = new URL(data.upload_url);
    const put = await server().app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: data.headers,
      payload: png(),
    });
    expect(put.statusCode).toBe(200);
    return server().request({
      method: 'POST',
      url: `/public/sticker_uploads/${token}`,
      payload: { sticker_upload: { name, blob_id: data.blob_id, client_id: clientId } },
    });
  }
  return { open, upload };
}

describeBackends('e-mail digest of new sticker uploads', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let png: Buffer;
  const link = stickerLink(
    () => server,
    () => png,
  );
  const digests = async () =>
    (await readOutbox(server.ctx.config.mail.outboxDir)).filter(
      (mail) => mail.template === 'sticker_uploads_digest',
    );

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.user();
    png = await makePng(240, 320);
  });
  afterAll(() => server.close());

  it('mails the owner once per period, and counts the uploads of the quiet period in the next digest', async () => {
    const { id, token } = await link.open(owner, true);
    for (const name of ['Ada', 'Bob', 'Cleo']) expect((await link.upload(token, name)).statusCode).toBe(201);

    const [first, ...rest] = await digests();
    expect(rest).toHaveLength(0);
    expect(first).toMatchObject({ to: owner.email, language: 'en', values: { count: 1 } });
    expect(first!.subject).toBe('A new sticker photo for “Test album”');
    expect(first!.text).toContain(`${server.ctx.config.publicUrl}/album/${id}/stickers`);

    // The period ends: the digest time and the uploads move two hours into the past, in order (the stored time is
    // what every process reads). The next upload sends the two that waited, and itself.
    await server.ctx.db
      .updateTable('albums')
      .set({ sticker_uploads_digest_at: sql<Date>`sticker_uploads_digest_at - interval '2 hours'` })
      .where('id', '=', id)
      .execute();
    await server.ctx.db
      .updateTable('sticker_uploads')
      .set({ created_at: sql<Date>`created_at - interval '2 hours'` })
      .where('album_id', '=', id)
      .execute();
    expect((await link.upload(token, 'Dan')).statusCode).toBe(201);
    const second = (await digests())[1];
    expect(second).toMatchObject({ values: { count: 3 } });
    expect(second!.subject).toBe('3 new sticker photos for “Test album”');
    expect(second!.text).toContain('3 photos have been sent');
  });

  it('lets only one of several simultaneous callers send the period’s digest', async () => {
    const before = (await digests()).length;
    const { id, token } = await link.open(owner, true);
    expect((await link.upload(token, 'Kim')).statusCode).toBe(201);
    await server.ctx.db
      .updateTable('albums')
      .set({ sticker_uploads_digest_at: null })
      .where('id', '=', id)
      .execute();
    const log = { info: () => {}, error: () => {} };
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => notifyStickerUpload(server.ctx, id, log)),
    );
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'quiet')).toHaveLength(4);
    expect(await digests()).toHaveLength(before + 2);
  });

  it('sends nothing when the album’s e-mail notifications are off', async () => {
    const before = (await digests()).length;
    const { token } = await link.open(owner, false);
    for (const name of ['Eve', 'Finn', 'Gus']) expect((await link.upload(token, name)).statusCode).toBe(201);
    expect(await digests()).toHaveLength(before);
  });
});

describe('e-mail digest when the mail fails', () => {
  let server: TestServer;
  let owner: TestUser;
  let png: Buffer;
  const link = stickerLink(
    () => server,
    () => png,
  );

  beforeAll(async () => {
    server = await startTestServer('pglite');
    // The outbox folder cannot be made under a file: every mail fails.
    const blocker = join(server.dataDir, 'not-a-folder');
    writeFileSync(blocker, '');
    server.ctx.config.mail.outboxDir = join(blocker, 'outbox');
    owner = await server.user();
    png = await makePng(240, 320);
  });
  afterAll(() => server.close());

  it('still takes the upload, and gives the period back so the next upload tries again', async () => {
    const { id, token } = await link.open(owner, true);
    const response = await link.upload(token, 'Hana');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.sticker_upload.name).toBe('Hana');
    const album = await server.ctx.db
      .selectFrom('albums')
      .select('sticker_uploads_digest_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(album.sticker_uploads_digest_at).toBeNull();

    server.ctx.config.mail.outboxDir = join(server.dataDir, 'outbox');
    expect((await link.upload(token, 'Ivo')).statusCode).toBe(201);
    const [retried, ...rest] = await readOutbox(server.ctx.config.mail.outboxDir);
    expect(rest).toHaveLength(0);
    expect(retried).toMatchObject({ template: 'sticker_uploads_digest', values: { count: 2 } });
  });
});
