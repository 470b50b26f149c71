// The part of a client process of `bench/sync.ts` that does not depend on the sync library under test (ours in
// sync.clients.ts, the Yjs reference in sync.yjs-clients.ts): the IPC commands (`start`, `stop`, `results`, `exit`),
// the schedule of edits (every client once a second, the clients of all processes spread evenly over the second),
// the records of edits sent and received, and the process's CPU share and event-loop delay. Both client scripts use
// it, so that the two servers are measured under the very same schedule.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** Milliseconds since the epoch, sub-millisecond: comparable between the processes of one machine. */
export const now = (): number => performance.timeOrigin + performance.now();

/** One client of the process, as the schedule drives it. */
export interface ScheduledClient {
  /** The client's index over all processes. */
  index: number;
  /** Makes the client's edit, writing `marker`, and sends it at once. */
  edit(marker: number): void;
}

/** What a client process records: the edits it sent and the other clients' edits its clients received. */
export interface ClientRecords {
  /** [marker, time sent] */
  sent: Array<[number, number]>;
  /** [marker, receiver index, time received] */
  received: Array<[number, number, number]>;
}

/**
 * Edit markers: the x value written, unique over all processes (index * 1e4 + sequence: below 1,000,000, the
 * largest coordinate the editor accepts, for up to 100 clients and 9,999 edits each). A receiver skips its own.
 */
export function markerOf(index: number, sequence: number): number {
  return index * 1e4 + sequence;
}

/** The client index that wrote `marker`. */
export function writerOf(marker: number): number {
  return Math.floor(marker / 1e4);
}

/**
 * Answers the harness's IPC commands for `clients` (of `allClients` over all processes) and tells it the process is
 * ready. `destroy` closes the clients before the process exits.
 */
export function serveClientProcess(
  clients: readonly ScheduledClient[],
  allClients: number,
  records: ClientRecords,
  destroy: () => void | Promise<void>,
): void {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  let cpuStart = process.cpuUsage();
  let startedAt = 0;

  process.on('message', async (message: { cmd: string; at: number }) => {
    if (message.cmd === 'start') {
      loopDelay.enable();
      cpuStart = process.cpuUsage();
      startedAt = now();
      for (const client of clients) {
        let sequence = 0;
        const tick = () => {
          const marker = markerOf(client.index, ++sequence);
          records.sent.push([marker, now()]);
          client.edit(marker);
        };
        const offset = message.at + (client.index * 1000) / allClients - now();
        timers.push(
          setTimeout(
            () => {
              tick();
              timers.push(setInterval(tick, 1000));
            },
            Math.max(0, offset),
          ),
        );
      }
    } else if (message.cmd === 'stop') {
      timers.forEach((timer) => clearInterval(timer));
      const cpu = process.cpuUsage(cpuStart);
      const seconds = (now() - startedAt) / 1000;
      process.send!({
        cmd: 'stopped',
        cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
        loopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6 },
      });
    } else if (message.cmd === 'results') {
      process.send!({ cmd: 'results', sent: records.sent, received: records.received });
    } else if (message.cmd === 'exit') {
      await destroy();
      setTimeout(() => process.exit(0), 100);
    }
  });
  // A run that ended without telling (the harness was stopped) leaves no process behind.
  process.on('disconnect', () => process.exit(1));
  process.send!({ cmd: 'ready', clients: clients.length });
}
