// The receiving end of the sockets of `sync.cpu.bench.ts` (BENCH_WS=1), in a process of its own so that reading the
// messages costs the bench's process nothing: opens `count` WebSockets to the bench's server and drops what arrives.
// Arguments: the port and the number of sockets. Tells its parent `ready` once all are open.
import { WebSocket } from 'ws';

const [port, count] = process.argv.slice(2).map(Number);
const sockets: WebSocket[] = [];
for (let i = 0; i < count!; i++) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`);
  socket.on('message', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  sockets.push(socket);
}
process.send!({ ready: sockets.length });
// The bench ends the run by closing its server, or by going away.
process.on('disconnect', () => process.exit(0));
