/** A raw TCP client for tests that must control exactly when each byte of a request is sent. */
import { connect, type Socket } from 'node:net';

export interface RawClient {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves when the server has closed the socket (or after `ms`, with false). */
  closed(ms: number): Promise<boolean>;
  /** Resolves with the status line's code once a response head has arrived (or undefined after `ms`). */
  status(ms: number): Promise<number | undefined>;
}

export async function rawClient(port: number): Promise<RawClient> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let data = '';
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => (isClosed = true));
  const until = async (done: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    return done();
  };
  return {
    socket,
    received: () => data,
    closed: (ms) => until(() => isClosed, ms),
    async status(ms) {
      await until(() => /^HTTP\/1\.1 \d{3}/.test(data), ms);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(data);
      return match ? Number(match[1]) : undefined;
    },
  };
}
