/**
 * SIGKILL rounds against the real server process, for `durability.test.ts` (3 rounds) and the soak script
 * `bench/sync-sigkill-soak.mjs` (20): the server (`main.ts`, bundled with esbuild from the sources) runs as a child
 * process on loopback with PGlite under a data directory; two clients edit one album concurrently, each counting how
 * many of its edits it was told are saved (`whenSynced`); the server is killed with SIGKILL in the middle of the
 * edits and restarted on the same data directory. Then every edit a client was told is saved must be there (read by
 * a fresh client before the editing clients reconnect, so that they cannot hand it back), and once they reconnect,
 * every edit they made at all (their unconfirmed changes are sent again).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEditor } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { createAlbumSync, memoryOutbox } from '@album/sync/client';
import type { AlbumSync } from '@album/sync/client';
import { openDatabase } from '../db/connect';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const AUTH_SECRET = 'durability-rounds-secret-of-32-characters!';
const DEMO = { email: 'demo@example.com', password: 'demo-album' };

/**
 * Each round's edits write x values of their own range (half of it per client): values only grow, so the value the
 * server has says how many of a client's edits it has. Coordinates are clamped at 1,000,000 by editor-core.
 */
const ROUND_RANGE = 10_000;
const MAX_ROUNDS = 98;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string | (() => string),
  timeoutMs = 30_000,
) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`${typeof what === 'string' ? what : what()}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** A free loopback port. */
export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Bundles an entry of the server (by default its `main.ts`, as `npm start` runs it) for a child process: workspace
 * packages from their sources, npm packages from node_modules. The bundle goes into a folder of its own two levels
 * below `hosts/server` (`node_modules/.<name>-<pid>/server.js`), where the server finds its assets relative to its
 * own module, named after this process so that runs at the same time do not overwrite each other's; beside it the
 * worker entries the server loads from beside its bundle (image decoder, face detector, render thread), as the built
 * server has them (`tsup.config.ts`): the demo seed decodes its library photos at start. The caller removes the
 * folder (`dirname` of the answer) when done. `entry` is relative to `hosts/server`.
 */
export async function bundleServer(
  entry = join('src', 'main.ts'),
  name = 'album-durability-server',
): Promise<string> {
  const { build } = await import('esbuild');
  const outdir = join(SERVER_ROOT, 'node_modules', `.${name}-${process.pid}`);
  await build({
    entryPoints: {
      server: join(SERVER_ROOT, entry),
      'decode.worker': join(SERVER_ROOT, 'src', 'files', 'decode', 'decode.worker.ts'),
      'detector.worker': join(SERVER_ROOT, 'src', 'faces', 'detector.worker.ts'),
      'render.worker': join(SERVER_ROOT, 'src', 'render-jobs', 'worker', 'render.worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    conditions: ['@album/source', 'import', 'node'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'workspace-only',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@album/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return join(outdir, 'server.js');
}

/**
 * A data directory whose PGlite database is a copy of the migrated test template (`templateFile`, a dump): the
 * server then starts in seconds instead of creating and migrating a database.
 */
export async function prepareDataDir(templateFile: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'album-durability-'));
  const handle = await openDatabase({
    pgliteDataDir: join(dir, 'pglite'),
    pgliteLoad: new Blob([readFileSync(templateFile)]),
  });
  await handle.close();
  return dir;
}

/** The server running as a child process. */
export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean shutdown), resolved once the process is gone. */
  stop(): Promise<void>;
}

/** Starts the bundled server on `dataDir` and waits for `/api/v1/health`. */
export async function startServerProcess(
  entry: string,
  dataDir: string,
  port: number,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: dirname(entry),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      SEED_DEMO: '1',
      LOG_LEVEL: 'silent',
      SYNC_NODES: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!gone()) child.kill(signal);
    await exited;
  };
  try {
    await eventually(
      async () => {
        if (gone()) throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
        try {
          return (await fetch(`${url}/api/v1/health`)).ok;
        } catch {
          return false;
        }
      },
      'server start',
      timeoutMs,
    );
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return { url, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** Signs in as the demo user and picks one of its albums that it may write (not locked). */
export async function demoAlbum(url: string): Promise<{ token: string; albumId: string }> {
  const signIn = await fetch(`${url}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const list = await fetch(`${url}/api/v1/albums`, { headers: { authorization: `Bearer ${token}` } });
  const albums = ((await list.json()) as { data: { albums: Array<{ id: string; locked?: boolean }> } }).data
    .albums;
  const album = albums.find((a) => !a.locked);
  if (!album) throw new Error('the demo user has no unlocked album');
  return { token, albumId: album.id };
}

interface Client {
  editor: Editor;
  sync: AlbumSync;
}

function openClient(url: string, albumId: string, token: string): Client {
  const editor = createEditor();
  const sync = createAlbumSync({
    editor,
    albumId,
    url: `${url.replace(/^http/, 'ws')}/sync`,
    token: () => token,
    storage: null,
    outbox: memoryOutbox(),
    watchOnline: false,
    // Every edit is its own batch, sent at once: as many writes as possible in flight when the server dies.
    delayMs: 0,
    backoff: { initialMs: 50, maxMs: 300 },
  });
  return { editor, sync };
}

const xOf = (editor: Editor, id: string): number | undefined =>
  (editor.getNode(id)?.props as { x?: number } | undefined)?.x;

/** One editing client: sets `x` of its own element to `base + n` for n = 1, 2, ..., and counts what is saved. */
class Editing {
  made = 0;
  /** The highest n that `whenSynced` confirmed (every edit up to it was then saved). */
  confirmed = 0;
  /** Called right after `confirmed` grew. */
  onConfirmed: () => void = () => {};
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    readonly client: Client,
    readonly elementId: string,
    readonly base: number,
    editMs: number,
  ) {
    this.loops = [this.edit(editMs), this.watch()];
  }

  /**
   * Bursts of edits with pauses, as a person makes them: `whenSynced` only resolves when nothing is pending, so a
   * client that never paused would never be told anything is saved. The pause ends at the confirmation (or after a
   * while): the kill finds writes waiting for it as often as writes that are confirmed.
   */
  private async edit(editMs: number): Promise<void> {
    while (this.running) {
      this.made++;
      this.client.editor.updateProps([this.elementId], { x: this.base + this.made });
      this.client.sync.flush();
      if (Math.random() < 0.3) await Promise.race([this.client.sync.whenSynced(), sleep(1000)]);
      // Jitter: the two clients' edits interleave differently every round.
      else await sleep(editMs / 2 + Math.random() * editMs);
    }
  }

  private async watch(): Promise<void> {
    while (this.running) {
      // Read before waiting: `whenSynced` covers every edit made up to the moment it is called.
      const target = this.made;
      await Promise.race([this.client.sync.whenSynced(), sleep(200)]);
      if (this.client.sync.store.getState().synced && target > this.confirmed) {
        this.confirmed = target;
        this.onConfirmed();
      }
      await sleep(5);
    }
  }

  /** The client's state, for a failure message. */
  describe(): string {
    const { connected, synced, saving, pending, errors } = this.client.sync.store.getState();
    const adapter = this.client.sync.adapter;
    return JSON.stringify({
      made: this.made,
      confirmed: this.confirmed,
      connected,
      synced,
      saving,
      pending,
      errors: errors.map((e) => `${e.kind}: ${e.detail ?? ''}`),
      serverError: adapter?.getState().serverError,
      failures: adapter?.getState().failures,
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

/** What one round saw. */
export interface RoundResult {
  round: number;
  /** Edits made by each client, and how many of them it was told are saved before the kill. */
  made: [number, number];
  confirmed: [number, number];
  /** `x` of each client's element read from the restarted server before the clients reconnected. */
  afterRestart: [number, number];
  /** Every confirmed edit was there after the restart. */
  durable: boolean;
  /** After the clients reconnected, the server had every edit they made. */
  complete: boolean;
  ms: number;
}

export interface RoundsOptions {
  rounds: number;
  /** A PGlite dump to start from (the server tests' template). */
  templateFile: string;
  /** Mean time between two edits of a client. Default 30 ms. */
  editMs?: number;
  onRound?: (result: RoundResult) => void;
}

/**
 * Runs SIGKILL rounds: each round opens two editing clients, kills the server while they edit, restarts it and
 * checks the album. Resolves with every round's result (the caller asserts).
 */
export async function sigkillRounds(options: RoundsOptions): Promise<RoundResult[]> {
  if (options.rounds > MAX_ROUNDS)
    throw new Error(`at most ${MAX_ROUNDS} rounds (coordinates stop at 1,000,000)`);
  const entry = await bundleServer();
  const dataDir = await prepareDataDir(options.templateFile);
  const port = await freeLoopbackPort();
  const editMs = options.editMs ?? 30;
  const results: RoundResult[] = [];
  let server = await startServerProcess(entry, dataDir, port);
  const open: Client[] = [];
  try {
    const { token, albumId } = await demoAlbum(server.url);
    const connect = async () => {
      const client = openClient(server.url, albumId, token);
      open.push(client);
      await client.sync.ready;
      await eventually(() => client.sync.store.getState().connected, 'client connected');
      return client;
    };
    const close = async (client: Client) => {
      open.splice(open.indexOf(client), 1);
      await client.sync.destroy();
    };
    for (let round = 1; round <= options.rounds; round++) {
      const started = Date.now();
      const a = await connect();
      const b = await connect();
      const ids = Object.values(a.editor.getDocument().nodes)
        .filter((node) => node.type === 'Rectangle' || node.type === 'Text' || node.type === 'Image')
        .map((node) => node.id)
        .sort();
      if (ids.length < 2) throw new Error('the album needs two elements');
      // A new range of values every round: a value of an earlier round never passes for one of this round.
      const base = round * ROUND_RANGE;
      const editors = [
        new Editing(a, ids[0]!, base, editMs),
        new Editing(b, ids[1]!, base + ROUND_RANGE / 2, editMs),
      ] as const;
      await eventually(
        () => editors.every((e) => e.confirmed >= 2),
        () => `both clients told some edits are saved (${editors.map((e) => e.describe()).join('; ')})`,
        60_000,
      );
      // In the middle of the edits, a different moment every round: right after the next confirmation, the moment a
      // server that confirms before its storage has committed loses what it confirmed.
      await sleep(Math.random() * 300);
      await new Promise<void>((resolve) => {
        for (const e of editors) e.onConfirmed = resolve;
      });
      for (const e of editors) e.onConfirmed = () => {};
      await server.kill();
      const confirmed: [number, number] = [editors[0].confirmed, editors[1].confirmed];
      // The clients edit on for a moment against a dead server, then go offline so that they cannot send anything
      // to the restarted server before it is read.
      await sleep(100);
      await Promise.all(editors.map((e) => e.stop()));
      for (const e of editors) e.client.sync.setOnline(false);
      const made: [number, number] = [editors[0].made, editors[1].made];

      server = await startServerProcess(entry, dataDir, port);
      // A fresh client reads what the restarted server has (loaded from its storage); it stays open to see the
      // editing clients' changes arrive after they reconnect.
      const reader = await connect();
      const afterRestart: [number, number] = [
        xOf(reader.editor, editors[0].elementId) ?? 0,
        xOf(reader.editor, editors[1].elementId) ?? 0,
      ];
      const durable = editors.every((e, i) => afterRestart[i]! >= e.base + confirmed[i]!);

      // Back online: what the server did not store is sent again.
      for (const e of editors) e.client.sync.setOnline(true);
      let complete = true;
      try {
        await Promise.all(editors.map((e) => e.client.sync.whenSynced()));
        await eventually(
          () => editors.every((e) => xOf(reader.editor, e.elementId) === e.base + e.made),
          'every edit after reconnecting',
          15_000,
        );
      } catch {
        complete = false;
      }
      await close(reader);
      await close(a);
      await close(b);
      const result: RoundResult = {
        round,
        made,
        confirmed,
        afterRestart: [afterRestart[0] - editors[0].base, afterRestart[1] - editors[1].base],
        durable,
        complete,
        ms: Date.now() - started,
      };
      results.push(result);
      options.onRound?.(result);
    }
  } finally {
    for (const client of open.splice(0)) await client.sync.destroy().catch(() => undefined);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dirname(entry), { recursive: true, force: true });
  }
  return results;
}
