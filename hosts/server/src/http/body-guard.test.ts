import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, freePort, startTestServer, type TestServer } from '../../test/harness';
import { rawClient } from './test-support';

const MB = 1024 * 1024;
const SOME_ALBUM = '00000000-0000-4000-8000-000000000001';

describeBackends('body limits before parsing and authentication', (backend) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(backend, { PORT: String(port) });
    await server.listen();
  });
  afterAll(() => server.close());

  /** Sends only the head of a request declaring `length` bytes, and waits for the answer without sending any. */
  async function headOnly(
    method: string,
    path: string,
    length: number,
    headers: Record<string, string> = {},
  ) {
    const client = await rawClient(port);
    const lines = [
      `${method} ${path} HTTP/1.1`,
      'host: 127.0.0.1',
      'content-type: application/json',
      `content-length: ${length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    client.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    const started = Date.now();
    const status = await client.status(3000);
    return { status, ms: Date.now() - started, client };
  }

  it('answers 413 at once to a document above its limit without a token, reading none of it', async () => {
    const { status, ms, client } = await headOnly('PUT', `/api/v1/albums/${SOME_ALBUM}/document`, 20 * MB);
    expect(status).toBe(413);
    expect(ms).toBeLessThan(2000);
    expect(client.received()).toContain('"code":"too_large"');
    // The unread body is not waited for: the server closes the connection.
    expect(await client.closed(2000)).toBe(true);
  });

  it('answers 401 to a large body without a token before reading it', async () => {
    const { status, client } = await headOnly('PUT', `/api/v1/albums/${SOME_ALBUM}/document`, 2 * MB);
    expect(status).toBe(401);
    expect(await client.closed(2000)).toBe(true);
    const created = await headOnly('POST', '/api/v1/albums', 2 * MB, { authorization: 'Bearer not-a-token' });
    expect(created.status).toBe(401);
  });

  it('keeps every other route at the global 1 MB, public ones included', async () => {
    expect((await headOnly('POST', '/api/v1/auth/sign_in', 2 * MB)).status).toBe(413);
    expect((await headOnly('POST', '/api/v1/public/sticker_uploads/token', 2 * MB)).status).toBe(413);
    const owner = await server.user();
    expect((await headOnly('PATCH', `/api/v1/albums/${SOME_ALBUM}`, 2 * MB, owner.headers)).status).toBe(413);
  });

  it('reads a large document of a signed-in user', async () => {
    const owner = await server.user();
    const { id, version } = await server.album(owner);
    const payload = JSON.stringify({ version, content: { padding: 'x'.repeat(2 * MB) } });
    const saved = await server.request({
      method: 'PUT',
      url: `/albums/${id}/document`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload,
    });
    // Read and judged by the document's rules, not refused for its size.
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.code).toBe('invalid_document');
  });
});
