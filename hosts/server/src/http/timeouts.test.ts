import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, freePort, startTestServer, type TestServer } from '../../test/harness';
import { rawClient } from './test-support';

describeBackends('timeouts and connections per address', (backend) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(backend, {
      PORT: String(port),
      HEADERS_TIMEOUT_MS: '600',
      REQUEST_TIMEOUT_MS: '1200',
      TIMEOUT_CHECK_INTERVAL_MS: '100',
      MAX_CONNECTIONS_PER_ADDRESS: '4',
    });
    await server.listen();
  });
  afterAll(() => server.close());

  it('cuts off a client that sends its headers slowly', async () => {
    const client = await rawClient(port);
    client.socket.write('GET /api/v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\n');
    const started = Date.now();
    // One more header line every 150 ms, forever: each keeps the socket busy, none completes the head.
    const drip = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write(`x-slow-${Date.now()}: 1\r\n`);
    }, 150);
    try {
      expect(await client.closed(5000)).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(Date.now() - started).toBeLessThan(3000);
    // Node answers 408 before closing when it can.
    expect(client.received()).not.toContain('"ok":true');
  });

  it('cuts off a client that sends its body slowly', async () => {
    const client = await rawClient(port);
    client.socket.write(
      'POST /api/v1/auth/sign_in HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
        'content-length: 100\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write(' ');
    }, 150);
    try {
      expect(await client.closed(5000)).toBe(true);
    } finally {
      clearInterval(drip);
    }
  });

  it('answers a client that is on time', async () => {
    const client = await rawClient(port);
    client.socket.write('GET /api/v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
    expect(await client.status(2000)).toBe(200);
  });

  it('closes connections beyond the limit of one address', async () => {
    const held = await Promise.all([1, 2, 3, 4].map(() => rawClient(port)));
    const extra = await rawClient(port);
    expect(await extra.closed(2000)).toBe(true);
    for (const client of held) client.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await rawClient(port);
    again.socket.write('GET /api/v1/health HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
    expect(await again.status(2000)).toBe(200);
  });
});
