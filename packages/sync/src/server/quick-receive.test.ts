import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { quickReceiveSyncMessage } from './quick-receive';

type Doc = Record<string, number>;

/** A sync state as comparable data (bloom filters are bytes). */
const plain = (state: A.SyncState) =>
  JSON.parse(
    JSON.stringify(state, (_key, value: unknown) => (value instanceof Uint8Array ? [...value] : value)),
  ) as unknown;

/** A deterministic random sequence, so that a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

interface Client {
  doc: A.Doc<Doc>;
  state: A.SyncState;
  /** The server's sync state of this client. */
  server: A.SyncState;
  /** Its changes not sent yet (to send them out of order). */
  unsent: Uint8Array[];
}

describe('quickReceiveSyncMessage', () => {
  // Each seed also runs into messages whose heads the server does not all know (a change sent before the one it
  // depends on), the branch where the shared heads are merged.
  it.each([20, 7, 3])(
    'leaves the document and the sync state as automerge receive does, and the answers the same (seed %i)',
    (seed) => {
      const next = random(seed);
      let server = A.from<Doc>({ base: 0 });
      const clients: Client[] = [];
      for (let i = 0; i < 4; i++) {
        const client: Client = {
          doc: A.init<Doc>({ actor: `${i + 1}`.padStart(32, '0') }),
          state: A.initSyncState(),
          server: A.initSyncState(),
          unsent: [],
        };
        // The opening rounds, as the Repo runs them.
        for (let round = 0; round < 6; round++) {
          let message: Uint8Array | null;
          [client.state, message] = A.generateSyncMessage(client.doc, client.state);
          if (message) [server, client.server] = A.receiveSyncMessage(server, client.server, message);
          [client.server, message] = A.generateSyncMessage(server, client.server);
          if (message) [client.doc, client.state] = A.receiveSyncMessage(client.doc, client.state, message);
        }
        clients.push(client);
      }

      let quick = 0;
      for (let step = 0; step < 400; step++) {
        const client = clients[Math.floor(next() * clients.length)]!;
        const roll = next();
        let data: Uint8Array;
        if (roll < 0.15) {
          // A round of the Repo's protocol (the server may send changes: then something is in flight).
          const [state, message] = A.generateSyncMessage(client.doc, client.state);
          client.state = state;
          if (!message) continue;
          data = message;
        } else if (roll < 0.25) {
          // Only its heads (a change sent twice, or an answer of the adapter's).
          data = A.encodeSyncMessage({ heads: A.getHeads(client.doc), need: [], have: [], changes: [] });
        } else {
          // A local change at once (maybe after one held back: its dependency is then missing at the server).
          const before = A.getHeads(client.doc);
          client.doc = A.change(client.doc, (d) => {
            d[`k${step % 7}`] = step;
          });
          client.unsent.push(...A.getChangesSince(client.doc, before));
          if (next() < 0.15) continue;
          let changes = client.unsent;
          client.unsent = [];
          if (changes.length > 1 && next() < 0.4) {
            // The newest first: the older ones follow with a later message.
            client.unsent = changes.slice(0, -1);
            changes = changes.slice(-1);
          }
          data = A.encodeSyncMessage({ heads: A.getHeads(client.doc), need: [], have: [], changes });
        }

        const [real, realState] = A.receiveSyncMessage(A.clone(server), client.server, data);
        const fast = quickReceiveSyncMessage(A.clone(server), client.server, data);
        if (fast.quick) quick++;
        expect(A.getHeads(fast.doc)).toEqual(A.getHeads(real));
        expect(A.toJS(fast.doc)).toEqual(A.toJS(real));
        expect(plain(fast.state)).toEqual(plain(realState));
        const [fastAfter, fastAnswer] = A.generateSyncMessage(fast.doc, fast.state);
        const [realAfter, realAnswer] = A.generateSyncMessage(real, realState);
        expect(fastAnswer && A.decodeSyncMessage(fastAnswer)).toEqual(
          realAnswer && A.decodeSyncMessage(realAnswer),
        );
        expect(plain(fastAfter)).toEqual(plain(realAfter));

        // Carry on with automerge's result; the answer reaches the client now and then, and the client hears other
        // clients' changes as frames (outside the protocol), as a fan-out client does.
        server = real;
        client.server = realAfter;
        if (realAnswer && next() < 0.7)
          [client.doc, client.state] = A.receiveSyncMessage(client.doc, client.state, realAnswer);
        for (const other of clients) {
          if (other === client || next() < 0.5) continue;
          other.doc = A.merge(other.doc, A.clone(server));
        }
      }
      // The quick path must be the common case, or it saves nothing.
      expect(quick).toBeGreaterThan(150);
    },
  );

  it('hands messages it does not know to automerge', () => {
    let server = A.from<Doc>({ base: 0 });
    const client = A.clone(server, { actor: '01'.repeat(16) });
    // A fresh sync state (the opening round) and a message with `have`: automerge's own receive.
    const [, opening] = A.generateSyncMessage(client, A.initSyncState());
    const result = quickReceiveSyncMessage(server, A.initSyncState(), opening!);
    expect(result.quick).toBe(false);
    server = result.doc;
    expect(A.getHeads(server)).toEqual(A.getHeads(client));
  });
});
