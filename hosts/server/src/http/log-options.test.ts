import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './log-options';

describe('log redaction', () => {
  it('drops credentials from query strings and token paths, keeping the rest', () => {
    expect(redactUrl('/api/v1/uploads/abc?token=secret')).toBe('/api/v1/uploads/abc?token=[redacted]');
    expect(redactUrl('/api/v1/blobs/1/a.png?exp=123&sig=xyz')).toBe(
      '/api/v1/blobs/1/a.png?exp=[redacted]&sig=[redacted]',
    );
    expect(redactUrl('/api/v1/albums/1?preview_token=p&x=1')).toBe(
      '/api/v1/albums/1?preview_token=[redacted]&x=1',
    );
    expect(redactUrl('/api/v1/public/sticker_uploads/tok')).toBe('/api/v1/public/sticker_uploads/[redacted]');
    expect(redactUrl('/api/v1/public/album_previews/tok')).toBe('/api/v1/public/album_previews/[redacted]');
    expect(redactUrl('/api/v1/invitations/tok/confirm')).toBe('/api/v1/invitations/[redacted]/confirm');
    expect(redactUrl('/s/tok')).toBe('/s/[redacted]');
    expect(redactUrl('/render/?album_id=a&token=t')).toBe('/render/?album_id=a&token=[redacted]');
    expect(redactUrl('/api/v1/albums/1/checkout?country_code=DE')).toBe(
      '/api/v1/albums/1/checkout?country_code=DE',
    );
  });

  it('keeps tokens out of what the server writes to its log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/api/v1/public/invitations/:token', async (request) => {
      request.log.info({ req: request }, 'handled');
      return {};
    });
    await app.inject({
      method: 'GET',
      url: '/api/v1/public/invitations/invite-secret?preview_token=preview-secret',
      headers: { authorization: 'Bearer bearer-secret', 'x-render-token': 'render-secret' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/v1/public/invitations/[redacted]');
    for (const secret of ['invite-secret', 'preview-secret', 'bearer-secret', 'render-secret']) {
      expect(log).not.toContain(secret);
    }
  });
});
