/**
 * A WebSocket client written by hand over a TCP socket, for tests that send what no WebSocket library would: broken
 * frames, unmasked frames, reserved opcodes, lying lengths. It performs the upgrade, then sends raw bytes and reports
 * the close code the server answers with (or that the connection just ended).
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { Socket } from 'node:net';

export interface FrameOptions {
  opcode: number;
  payload?: Uint8Array;
  fin?: boolean;
  /** The three RSV bits (0-7). */
  rsv?: number;
  /** Clients must mask; false builds the frame a server would send. */
  masked?: boolean;
  /** The length written in the header, when it should differ from the payload's. */
  claimedLength?: number;
}

/** One WebSocket frame as bytes. */
export function frame(options: FrameOptions): Buffer {
  const payload = Buffer.from(options.payload ?? new Uint8Array());
  const length = options.claimedLength ?? payload.length;
  const masked = options.masked ?? true;
  const first = ((options.fin ?? true) ? 0x80 : 0) | ((options.rsv ?? 0) << 4) | (options.opcode & 0x0f);
  let header: Buffer;
  if (length < 126) header = Buffer.from([first, (masked ? 0x80 : 0) | length]);
  else if (length < 65536) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = (masked ? 0x80 : 0) | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  if (!masked) return Buffer.concat([header, payload]);
  const mask = randomBytes(4);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([header, mask, body]);
}

export interface RawSocket {
  socket: Socket;
  /** The HTTP status line's code of the upgrade answer. */
  status: number;
  send(bytes: Uint8Array): void;
  /** The close code of the server's close frame, or null when the connection ended without one. */
  closed: Promise<number | null>;
}

/** Opens a TCP connection to `port` and upgrades it at `path` with the given headers. */
export function openRawSocket(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    let closeCode: number | null = null;
    let settleClosed: (code: number | null) => void = () => undefined;
    const closed = new Promise<number | null>((r) => (settleClosed = r));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      settleClosed(closeCode);
      if (!upgraded) reject(new Error('connection ended before the upgrade'));
    });
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(buffer.subarray(0, end).toString())?.[1] ?? 0);
        buffer = buffer.subarray(end + 4);
        upgraded = true;
        resolve({ socket, status, send: (bytes) => socket.write(bytes), closed });
      }
      // Server frames are unmasked; only the close frame (opcode 8) matters here.
      while (buffer.length >= 2) {
        const opcode = buffer[0]! & 0x0f;
        let length = buffer[1]! & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (buffer.length < 4) return;
          length = buffer.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (buffer.length < 10) return;
          length = Number(buffer.readBigUInt64BE(2));
          offset = 10;
        }
        if (buffer.length < offset + length) return;
        if (opcode === 8) {
          closeCode = length >= 2 ? buffer.readUInt16BE(offset) : null;
          // The server waits for our close frame before it ends the connection: no need to wait for that.
          socket.destroy();
          return;
        }
        buffer = buffer.subarray(offset + length);
      }
    });
    const lines = [
      `GET ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Protocol: automerge-repo',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}
