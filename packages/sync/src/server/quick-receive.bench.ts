// A client's local change as the server receives it, on a document with a short and a long history (200 and 6,000
// changes by 50 editors, as an editing evening grows it): automerge's `receiveSyncMessage`, the quick path of
// `quick-receive.ts`, and the reference, applying the change without the sync protocol (`applyChanges`).
// automerge's receive walks the history of the message's heads on every call; the quick path does not.
// Run: `npx vitest bench --run packages/sync/src/server/quick-receive.bench.ts`.
import * as A from '@automerge/automerge';
import { test } from 'vitest';
import { quickReceiveSyncMessage } from './quick-receive';

type Doc = { els: Record<string, { x: number; y: number; text: string }> };

/** A document of 250 elements and `history` one-property edits by 50 editors. */
function album(history: number): A.Doc<Doc> {
  let doc = A.from<Doc>({ els: {} });
  doc = A.change(doc, (d) => {
    for (let i = 0; i < 250; i++) d.els[`e${i}`] = { x: i, y: i, text: `text ${i}` };
  });
  const editors = Array.from({ length: 50 }, (_, i) => A.clone(doc, { actor: `${i + 1}`.padStart(32, '0') }));
  for (let i = 0; i < history; i++) {
    const e = i % 50;
    let editor = A.merge(editors[e]!, doc);
    const before = A.getHeads(editor);
    editor = A.change(editor, (d) => void (d.els[`e${e}`]!.x = i + 0.5));
    editors[e] = editor;
    [doc] = A.applyChanges(doc, A.getChangesSince(editor, before));
  }
  return doc;
}

/** A client in sync with `server` after the protocol's opening rounds, and the server's state of it. */
function connected(server: A.Doc<Doc>) {
  let client = A.clone(server, { actor: 'ff'.repeat(16) });
  let clientState = A.initSyncState();
  let serverState = A.initSyncState();
  let live = A.clone(server);
  for (let round = 0; round < 4; round++) {
    let message: Uint8Array | null;
    [clientState, message] = A.generateSyncMessage(client, clientState);
    if (message) [live, serverState] = A.receiveSyncMessage(live, serverState, message);
    [serverState, message] = A.generateSyncMessage(live, serverState);
    if (message) [client, clientState] = A.receiveSyncMessage(client, clientState, message);
  }
  return { client, serverState };
}

const COUNT = 60;

test('a local change received by the server, short and long history', async ({ bench }) => {
  const names: string[] = [];
  const runs = [];
  for (const history of [200, 6000]) {
    const server = album(history);
    const { client: start, serverState } = connected(server);
    let client = start;
    const changes: Uint8Array[] = [];
    const messages: Uint8Array[] = [];
    for (let i = 0; i < COUNT; i++) {
      const before = A.getHeads(client);
      client = A.change(client, (d) => void (d.els.e1!.y = 1000 + i));
      const made = A.getChangesSince(client, before);
      changes.push(...made);
      messages.push(A.encodeSyncMessage({ heads: A.getHeads(client), need: [], have: [], changes: made }));
    }
    const cases = {
      'automerge receiveSyncMessage': () => {
        let doc = A.clone(server);
        let state = serverState;
        let at = 0;
        return () => {
          if (at === COUNT) [doc, state, at] = [A.clone(server), serverState, 0];
          [doc, state] = A.receiveSyncMessage(doc, state, messages[at++]!);
        };
      },
      quickReceiveSyncMessage: () => {
        let doc = A.clone(server);
        let state = serverState;
        let at = 0;
        return () => {
          if (at === COUNT) [doc, state, at] = [A.clone(server), serverState, 0];
          const result = quickReceiveSyncMessage(doc, state, messages[at++]!);
          if (!result.quick) throw new Error('the bench message took the slow path');
          [doc, state] = [result.doc, result.state];
        };
      },
      'reference (applyChanges)': () => {
        let doc = A.clone(server);
        let at = 0;
        return () => {
          if (at === COUNT) [doc, at] = [A.clone(server), 0];
          [doc] = A.applyChanges(doc, [changes[at++]!]);
        };
      },
    };
    for (const [kind, make] of Object.entries(cases)) {
      const name = `${kind}, ${history} changes of history`;
      names.push(name);
      runs.push(bench(name, make()));
    }
  }
  const result = await bench.compare(...runs, { time: 0, iterations: COUNT - 1, warmupIterations: 0 });
  for (const name of names) {
    const r = result.get(name);
    console.info(
      `[quick-receive bench] ${name}: median ${r?.latency.p50?.toFixed(3)} ms, mean ${r?.latency.mean?.toFixed(3)} ms`,
    );
  }
});
