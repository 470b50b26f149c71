/**
 * A cap on open sockets per peer address, so that one client cannot hold every connection the process can take
 * (slow clients are cut by the timeouts; this stops many of them at once). Counted on the socket's own peer, before
 * any proxy header is believed, so it is off by default behind a proxy (TRUST_PROXY), where every peer is the proxy.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
