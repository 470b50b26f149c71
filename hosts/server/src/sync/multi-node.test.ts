// Issue #20: three server PROCESSES on one PostgreSQL behind a real haproxy (consistent hashing on the album id), the
// changes carried between them by LISTEN/NOTIFY. 30 clients on three albums that haproxy put on three different
// nodes converge; an edit made on another node than the album's reaches its clients; the node serving an album is
// SIGKILLed while its clients edit, and every edit a client was told is saved is in the album afterwards: read through
// haproxy from the node that took the album over and straight from the database before the clients come back, and
// in every client once they have reconnected. Needs TEST_DATABASE_URL and /usr/sbin/haproxy (CI has both).
import * as A from '@automerge/automerge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEditor } from '@album/editor-core';
import type { AlbumDocument, Editor } from '@album/editor-core';
import { AlbumView, DOC_KINDS, albumDocumentId } from '@album/sync';
import type { AlbumDocs } from '@album/sync';
import { createAlbumSync, memoryOutbox } from '@album/sync/client';
import type { AlbumSync } from '@album/sync/client';
import { clusterSupport, startCluster } from './testing/cluster';
import type { Cluster, ClusterNode } from './testing/cluster';
import { sleep } from './testing/live';

const support = clusterSupport();
const CLIENTS_PER_ALBUM = 10;
const DEMO = { email: 'demo@example.com', password: 'demo-album' };

/** The property of an element one client writes: no two clients of an album write the same. */
interface Slot {
  id: string;
  prop: 'x' | 'y';
}

interface Client {
  editor: Editor;
  sync: AlbumSync;
  slot: Slot;
}

/** Polls `check` until it holds; throws with `what` (read at the deadline) after `timeoutMs`. */
async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string | (() => string),
  timeoutMs = 15_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`${typeof what === 'string' ? what : what()}: not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

const started = Date.now();
/** Progress in the test's output: where a slow or failed run spent its time. */
const step = (what: string) =>
  console.info(`[multi-node] ${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);

const valueIn = (doc: AlbumDocument, slot: Slot): number | undefined =>
  (doc.nodes[slot.id]?.props as { x?: number; y?: number } | undefined)?.[slot.prop];

/** A client's save state in a failure message: what a client left on "saving" waits for. */
function describeSaving(sync: AlbumSync): string {
  const s = sync.store.getState();
  if (s.synced) return 'saved';
  const errors = s.errors.map((e) => e.detail ?? e.messageKey).join('; ');
  return `saving(pending ${s.pending}, writing ${s.saving}, connected ${s.connected}${errors ? `, ${errors}` : ''})`;
}

/** One client's edit loop: sets its slot to `base + n` for n = 1, 2, ... and counts what it was told is saved. */
class Editing {
  made = 0;
  confirmed = 0;
  onConfirmed: () => void = () => {};
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    readonly client: Client,
    readonly base: number,
  ) {
    this.loops = [this.edit(), this.watch()];
  }

  private async edit(): Promise<void> {
    while (this.running) {
      this.made++;
      this.client.editor.updateProps([this.client.slot.id], {
        [this.client.slot.prop]: this.base + this.made,
      });
      this.client.sync.flush();
      // Pauses as a person makes them: `whenSynced` resolves only when nothing is pending.
      if (Math.random() < 0.3) await Promise.race([this.client.sync.whenSynced(), sleep(1000)]);
      else await sleep(40 + Math.random() * 80);
    }
  }

  private async watch(): Promise<void> {
    while (this.running) {
      // Read before waiting: `whenSynced` covers every edit made up to the moment it is called.
      const target = this.made;
      await Promise.race([this.client.sync.whenSynced(), sleep(200)]);
      if (this.running && this.client.sync.store.getState().synced && target > this.confirmed) {
        this.confirmed = target;
        this.onConfirmed();
      }
      await sleep(5);
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

describe.skipIf(!support.ok)(
  `three server processes behind haproxy on PostgreSQL${support.ok ? '' : ` (skipped: ${support.reason})`}`,
  () => {
    let cluster: Cluster;
    let token: string;
    const clients: Client[] = [];

    const api = (path: string, init: RequestInit = {}, base = cluster.url) =>
      fetch(`${base}/api/v1${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
      });

    /** The node haproxy sends an album's REST requests to (its `X-Album-Node` answer header). */
    const restNode = async (albumId: string) =>
      (await api(`/albums/${albumId}`)).headers.get('x-album-node') ?? '';

    /** The node haproxy sends an album's sync socket to: the header of the socket's upgrade answer. */
    const socketNode = (albumId: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`${cluster.url.replace(/^http/, 'ws')}/sync?album=${albumId}`, [
          'automerge-repo',
          `bearer.${token}`,
        ]);
        socket.on('upgrade', (response) => resolve(String(response.headers['x-album-node'] ?? '')));
        socket.on('open', () => socket.close());
        socket.on('error', reject);
        socket.on('unexpected-response', (_request, response) =>
          reject(new Error(`socket refused: ${response.statusCode}`)),
        );
      });

    function open(albumId: string, slotOf: (editor: Editor) => Slot, url = cluster.url): Client {
      const editor = createEditor();
      const sync = createAlbumSync({
        editor,
        albumId,
        url: `${url.replace(/^http/, 'ws')}/sync`,
        token: () => token,
        storage: null,
        outbox: memoryOutbox(),
        watchOnline: false,
        delayMs: 0,
        // At least 500 ms before a reconnection: after the kill below, the clients are taken offline before they
        // could hand anything back to the node taking over.
        backoff: { initialMs: 500, maxMs: 1000 },
      });
      const client: Client = { editor, sync, slot: { id: '', prop: 'x' } };
      void sync.ready.then(() => (client.slot = slotOf(editor)));
      clients.push(client);
      return client;
    }

    /** The album's elements, sorted: client i writes x of element i, then y of element i - count. */
    const slotFor =
      (index: number) =>
      (editor: Editor): Slot => {
        const ids = Object.values(editor.getDocument().nodes)
          .filter((node) => node.type === 'Rectangle' || node.type === 'Text' || node.type === 'Image')
          .map((node) => node.id)
          .sort();
        if (ids.length * 2 < CLIENTS_PER_ALBUM) throw new Error(`the album has only ${ids.length} elements`);
        return { id: ids[index % ids.length]!, prop: index < ids.length ? 'x' : 'y' };
      };

    /** Rows of a query on the cluster's database (a connection of its own, not through any node). */
    async function query<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
      const pg = (await import('pg')).default;
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      try {
        return (await db.query(text, values)).rows as R[];
      } finally {
        await db.end();
      }
    }

    /** The album as stored: every content chunk of its documents in `sync_chunks`, merged. */
    async function storedAlbum(albumId: string): Promise<AlbumDocument> {
      const docs = {} as Record<string, A.Doc<unknown>>;
      for (const kind of DOC_KINDS) {
        const rows = await query<{ data: Uint8Array }>(
          `select data from sync_chunks where key like $1 || '/snapshot/%' or key like $1 || '/incremental/%'`,
          [albumDocumentId(albumId, kind)],
        );
        let doc = A.init<unknown>();
        for (const row of rows) doc = A.loadIncremental(doc, new Uint8Array(row.data));
        docs[kind] = doc;
      }
      return new AlbumView(docs as unknown as AlbumDocs).doc;
    }

    const connected = (group: Client[]) => group.every((c) => c.sync.store.getState().connected && c.slot.id);
    const same = (group: Client[]) => {
      const first = JSON.stringify(group[0]!.editor.getDocument());
      return group.every((c) => JSON.stringify(c.editor.getDocument()) === first);
    };

    beforeAll(async () => {
      cluster = await startCluster({ nodes: 3 });
      const signIn = await fetch(`${cluster.url}/api/v1/auth/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      expect(signIn.status).toBe(200);
      token = ((await signIn.json()) as { data: { token: string } }).data.token;
    }, 180_000);

    afterAll(async () => {
      await Promise.all(clients.map((c) => c.sync.destroy().catch(() => undefined)));
      await cluster?.close();
    }, 60_000);

    it('spreads 30 clients of three albums over the nodes, carries changes between nodes, and loses no saved edit when a node is SIGKILLed', async () => {
      // Albums until haproxy has put one on each node (consistent hashing of the album id).
      const blueprintId = await query<{ id: string }>(
        `select id from blueprints where seed_key = 'seed:wedding'`,
      ).then((rows) => rows[0]!.id);
      const albumOf = new Map<string, string>();
      for (let i = 0; albumOf.size < 3; i++) {
        if (i >= 24) throw new Error(`haproxy put 24 albums on ${albumOf.size} nodes only`);
        const created = await api('/albums', {
          method: 'POST',
          body: JSON.stringify({
            blueprint_id: blueprintId,
            album: { title: `Nodes ${i}`, releaseDate: '2026-06-01' },
          }),
        });
        expect(created.status).toBe(201);
        const id = ((await created.json()) as { data: { album: { id: string } } }).data.album.id;
        const node = await restNode(id);
        if (!albumOf.has(node)) albumOf.set(node, id);
      }
      step(`albums on ${[...albumOf.keys()].join(', ')}`);
      const nodeOf = new Map([...albumOf].map(([node, id]) => [id, node]));
      const albums = [...albumOf.values()];
      expect(new Set(cluster.nodes.map((n) => n.name))).toEqual(new Set(albumOf.keys()));
      // The sync socket of an album goes where its REST routes go.
      for (const id of albums) expect(await socketNode(id)).toBe(nodeOf.get(id));

      // 10 clients per album through haproxy, each writing a property of its own.
      const groups = albums.map((id) =>
        Array.from({ length: CLIENTS_PER_ALBUM }, (_, i) => open(id, slotFor(i))),
      );
      const all = groups.flat();
      await eventually(() => connected(all), '30 clients connected', 60_000);
      step('30 clients connected');
      for (const [i, client] of all.entries()) {
        for (let k = 1; k <= 3; k++) {
          client.editor.updateProps([client.slot.id], { [client.slot.prop]: 100 + i * 10 + k });
          client.sync.flush();
        }
      }
      await eventually(
        () =>
          groups.every(
            (group) =>
              same(group) &&
              group.every(
                (c) => valueIn(group[0]!.editor.getDocument(), c.slot) === 100 + all.indexOf(c) * 10 + 3,
              ),
          ),
        'the clients of each album converged on every edit',
        60_000,
      );

      step('converged');
      // An edit on another node than the album's (a client connected to it directly, bypassing haproxy)
      // reaches the album's clients on their node through the database's notifications.
      const [target, ...others] = albums;
      const home = cluster.nodes.find((n) => n.name === nodeOf.get(target!))!;
      const elsewhere = cluster.nodes.find((n) => n !== home)!;
      const direct = open(target!, slotFor(0), elsewhere.url);
      await eventually(() => connected([direct]), 'a client on another node');
      direct.editor.updateProps([direct.slot.id], { [direct.slot.prop]: 5000 });
      direct.sync.flush();
      await eventually(
        () => groups[0]!.every((c) => valueIn(c.editor.getDocument(), direct.slot) === 5000),
        'the other node’s edit at the album’s clients',
        30_000,
      );
      // And back: the album's clients' edits reach the client on the other node.
      groups[0]![1]!.editor.updateProps([groups[0]![1]!.slot.id], { [groups[0]![1]!.slot.prop]: 6000 });
      await eventually(
        () => valueIn(direct.editor.getDocument(), groups[0]![1]!.slot) === 6000,
        'an edit of the album’s node at the other node’s client',
        30_000,
      );
      step('edits crossed the nodes');
      await direct.sync.destroy();
      clients.splice(clients.indexOf(direct), 1);

      // The node serving the album is SIGKILLed while its 10 clients edit.
      const group = groups[0]!;
      const editors = group.map((client, i) => new Editing(client, 100_000 + i * 10_000));
      await eventually(
        () => editors.every((e) => e.confirmed >= 2),
        () =>
          `every client told some edits are saved (${editors.map((e) => `${e.made}/${e.confirmed}`).join(' ')})`,
        60_000,
      );
      step('edits confirmed');
      // In the middle of the edits: right after a confirmation, when a node that confirmed before its storage
      // committed would lose what it confirmed (or after 5 s without one: edits are in flight then anyway).
      await Promise.race([
        new Promise<void>((resolve) => {
          for (const e of editors) e.onConfirmed = resolve;
        }),
        sleep(5000),
      ]);
      await home.kill();
      const confirmed = editors.map((e) => e.confirmed);
      // Offline before they can reconnect (their backoff is at least 500 ms): what the node taking over has, it
      // read from the database.
      for (const e of editors) e.client.sync.setOnline(false);
      await Promise.all(editors.map((e) => e.stop()));
      const made = editors.map((e) => e.made);
      expect(Math.min(...confirmed)).toBeGreaterThanOrEqual(2);
      step(`killed ${home.name}: made ${made.join(' ')}, confirmed ${confirmed.join(' ')}`);

      // haproxy marks the node down and moves the album to another node; the other albums stay where they were.
      await eventually(
        async () => !(await cluster.upNodes()).includes(home.name),
        'haproxy marks the node down',
      );
      const successor = await restNode(target!);
      expect(successor).not.toBe(home.name);
      expect(await socketNode(target!)).toBe(successor);
      for (const id of others) expect(await restNode(id)).toBe(nodeOf.get(id));

      step(`${successor} took the album over`);
      // Every saved edit, read through haproxy from the node that took over, and from the database.
      const reader = open(target!, slotFor(0));
      await eventually(() => connected([reader]), 'a reader through haproxy after the kill', 30_000);
      const stored = await storedAlbum(target!);
      editors.forEach((e, i) => {
        const saved = e.base + confirmed[i]!;
        expect(
          valueIn(reader.editor.getDocument(), e.client.slot),
          `client ${i} at the new node`,
        ).toBeGreaterThanOrEqual(saved);
        expect(valueIn(stored, e.client.slot), `client ${i} in the database`).toBeGreaterThanOrEqual(saved);
      });

      // Back online through haproxy: the clients reconnect to the new node, their unsaved edits are sent again,
      // and they converge with every edit each of them made.
      for (const e of editors) e.client.sync.setOnline(true);
      await eventually(
        () =>
          connected(group) &&
          same([...group, reader]) &&
          editors.every((e, i) => valueIn(reader.editor.getDocument(), e.client.slot) === e.base + made[i]!),
        () =>
          `the clients converged after the handover (${editors
            .map((e, i) => `${valueIn(reader.editor.getDocument(), e.client.slot)! - e.base}/${made[i]}`)
            .join(' ')})`,
        60_000,
      );
      step('converged after the handover');
      // And the database has every edit they made (stored by the node that took over), and each client says so: its
      // "saved" comes back although what it had sent was stored by the dead node (see docs/sync.md).
      await eventually(
        async () => {
          const stored = await storedAlbum(target!);
          return editors.every((e, i) => valueIn(stored, e.client.slot) === e.base + made[i]!);
        },
        'every edit in the database',
        30_000,
      );
      await eventually(
        () => editors.every((e) => e.client.sync.store.getState().synced),
        () =>
          `every client says its edits are saved (${editors
            .map((e) => describeSaving(e.client.sync))
            .join(' ')})`,
        30_000,
      );
      expect(cluster.nodes.filter((n: ClusterNode) => n.alive)).toHaveLength(2);
    }, 120_000);
  },
);
