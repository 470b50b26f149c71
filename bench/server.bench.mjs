// Server benchmark: `GET /api/v1/albums/:id` of an album with 5,000 elements (and 1,000 stickers), 50 concurrent
// connections on loopback, measured with autocannon; on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server whose role may create databases.
// Run: `npx node bench/server.bench.mjs [seconds]` (default 10). Results also go to bench/results/server.json.
// Before/after comparisons: `BENCH_SERVER_ROOT=/path/to/other/checkout` benchmarks that checkout's server sources with
// this script (e.g. a `git worktree` of the commit before a change; its `node_modules` may be a symlink to this one's).
// A request that takes over 30 s counts as an error (reported, not fatal: on a loaded machine the slowest of 50
// concurrent 1 MB answers can take that long); a non-2xx answer fails the run.
// The server's TypeScript sources are bundled with esbuild first (workspace `source` condition): no build needed.
// The server runs in a child process so that autocannon (which reads every 1 MB answer too) does not share its
// event loop; on a 2-core machine each gets one core.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serveMode = process.argv[2] === '--serve';
const seconds = serveMode ? 0 : Number(process.argv[2] ?? 10);
const root = process.env.BENCH_SERVER_ROOT || fileURLToPath(new URL('..', import.meta.url));
const resultsRoot = fileURLToPath(new URL('..', import.meta.url));
const connections = 50;

const entry = `
export { createApp, API_PREFIX } from './hosts/server/src/app';
export { loadConfig } from './hosts/server/src/config';
export { openDatabase } from './hosts/server/src/db/connect';
export { migrateToLatest } from './hosts/server/src/db/migrate';
export { createImageService, filesPlugin } from './hosts/server/src/files';
export { hashPassword } from './hosts/server/src/auth/passwords';
export { generateAlbum } from '@album/editor-core/testing';
`;
const dir = join(root, 'node_modules', '.cache', 'album-server-bench');
mkdirSync(dir, { recursive: true });
const out = join(dir, 'server-bench-bundle.mjs');
if (!serveMode)
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    conditions: ['@album/source'],
    outfile: out,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          // npm packages load from node_modules; only workspace packages are bundled from source.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@album/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
const server = await import(pathToFileURL(out).href);

/** The 5,000-element album, made valid for the server: it names no image the album does not have. */
function benchContent() {
  const { images: _images, ...content } = server.generateAlbum({
    spreads: 100,
    elements: 5000,
    stickers: 1000,
  });
  const strip = (node) => {
    if (node.type === 'Image') node.props.image = null;
    node.children?.forEach(strip);
  };
  strip(content.workspace);
  for (const sticker of content.stickers) sticker.image = null;
  return content;
}

async function openBackend(kind) {
  if (kind === 'pglite') return { handle: await server.openDatabase({}), drop: async () => undefined };
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const pg = (await import('pg')).default;
  const name = `album_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await server.openDatabase({ databaseUrl: target.toString(), poolSize: 10 });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Child process: starts the server with the big album and reports where it is; runs until killed. */
async function serve(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'album-bench-'));
  const { handle, drop } = await openBackend(kind);
  await server.migrateToLatest(handle.db);
  const config = server.loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'bench-secret-of-at-least-32-characters',
  });
  const app = await server.createApp({
    config,
    database: handle,
    modules: { createImageService: server.createImageService, plugins: [server.filesPlugin] },
    logger: false,
  });
  const base = `${await app.app.listen({ port: 0, host: '127.0.0.1' })}${server.API_PREFIX}`;
  const call = async (method, path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : (await response.json()).data;
  };
  const { token } = await call('POST', '/auth/sign_up', {
    email: 'bench@example.com',
    password: 'bench password',
  });
  const { album } = await call('POST', '/albums', { album: { title: 'Benchmark' } }, token);
  await call(
    'PUT',
    `/albums/${album.id}/document`,
    { version: album.version, content: benchContent() },
    token,
  );
  const probe = await fetch(`${base}/albums/${album.id}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await probe.arrayBuffer()).byteLength;
  const stop = async () => {
    await app.app.close();
    await handle.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.stdout.write(`${JSON.stringify({ url: `${base}/albums/${album.id}`, token, bytes })}\n`);
}

/** Parent: starts the server child, loads it with autocannon, stops it. */
async function measure(kind) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const line = await new Promise((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
    });
    const { url, token, bytes } = JSON.parse(line);
    const rows = [];
    // Browsers always send Accept-Encoding: gzip; plain answers show the cost of the bytes themselves.
    for (const encoding of ['gzip', 'identity']) {
      const result = await autocannon({
        url,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        timeout: 30,
      });
      if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
      rows.push({
        backend: kind,
        encoding,
        elements: 5000,
        stickers: 1000,
        answerBytes:
          encoding === 'gzip' ? Math.round(result.throughput.total / result.requests.total) : bytes,
        connections,
        seconds,
        requests: result.requests.total,
        errors: result.errors,
        reqPerSec: Math.round(result.requests.average * 10) / 10,
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
      });
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

if (serveMode) {
  await serve(process.argv[3]);
} else {
  const backends = [
    'pglite',
    ...(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['postgres'] : []),
  ];
  const results = [];
  for (const kind of backends) {
    for (const result of await measure(kind)) {
      results.push(result);
      console.info(
        `${kind.padEnd(8)} ${result.encoding.padEnd(8)} ${result.reqPerSec} req/s  p50 ${result.latencyMs.p50} ms  ` +
          `p99 ${result.latencyMs.p99} ms  (${(result.answerBytes / 1e6).toFixed(2)} MB answers, ` +
          `${connections} connections, ${seconds} s${result.errors > 0 ? `, ${result.errors} errors` : ''})`,
      );
    }
  }
  const resultsFile = join(
    resultsRoot,
    'bench',
    'results',
    process.env.BENCH_SERVER_ROOT ? 'server-other.json' : 'server.json',
  );
  mkdirSync(join(resultsRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(
    resultsFile,
    JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2) + '\n',
  );
}
