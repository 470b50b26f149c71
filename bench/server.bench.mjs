// Server benchmark: `GET /api/v1/albums/:id` of an album with 5,000 elements (and 1,000 stickers), 50 concurrent
// connections on loopback, measured with autocannon; on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a server whose role may create databases. In the same run, the limit: a bare Node http
// server answering the same bytes (per encoding, with the same headers) from memory, loaded the same way; and browsers
// revalidating (If-None-Match: 304). Each row gives requests/s, latency percentiles and CPU ms per request of both,
// their ratios, and the load average before and after (the machine is shared: CPU per request is the steadier figure).
// Run: `npx node bench/server.bench.mjs [seconds]` (default 10). Results also go to bench/results/server.json.
// Before/after comparisons: `BENCH_SERVER_ROOT=/path/to/other/checkout` benchmarks that checkout's server sources with
// this script (e.g. a `git worktree` of the commit before a change; its `node_modules` may be a symlink to this one's).
// A request that takes over 30 s counts as an error (reported, not fatal: on a loaded machine the slowest of 50
// concurrent 1 MB answers can take that long); a non-2xx answer fails the run.
// The server's TypeScript sources are bundled with esbuild first (workspace `source` condition): no build needed.
// The server (and the limit) run in a child process so that autocannon (which reads every answer too) does not share
// their event loop; on a 2-core machine each gets one core.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serveMode = process.argv[2] === '--serve';
const limitMode = process.argv[2] === '--limit';
const seconds = serveMode || limitMode ? 0 : Number(process.argv[2] ?? 10);
/** Browsers send `gzip, deflate, br` (and get brotli); gzip-only clients; plain answers show the bytes' own cost. */
const ENCODINGS = ['br', 'gzip', 'identity'];
/** The Accept-Encoding sent for each encoding (browsers send all three codings and get brotli). */
const ACCEPT = { br: 'gzip, deflate, br', gzip: 'gzip', identity: 'identity' };
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
if (!limitMode && !serveMode)
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
const server = limitMode ? undefined : await import(pathToFileURL(out).href);

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
    password: 'correct horse battery staple 42',
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

/** Child process: the limit, a bare http server answering the captured bytes of each encoding from memory. */
async function serveLimit(dir) {
  const answers = Object.fromEntries(
    ENCODINGS.map((encoding) => [encoding, JSON.parse(readFileSync(join(dir, `${encoding}.json`), 'utf8'))]),
  );
  for (const answer of Object.values(answers)) answer.body = readFileSync(join(dir, answer.file));
  const limit = createServer((request, response) => {
    const accepted = request.headers['accept-encoding'] ?? '';
    const answer = accepted.includes('br')
      ? answers.br
      : accepted.includes('gzip')
        ? answers.gzip
        : answers.identity;
    if (request.headers['if-none-match'] === answer.headers.etag) {
      response.writeHead(304, { etag: answer.headers.etag });
      response.end();
      return;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  });
  limit.keepAliveTimeout = 72_000;
  await new Promise((resolve) => limit.listen(0, '127.0.0.1', resolve));
  process.once('SIGTERM', () => limit.close(() => process.exit(0)));
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${limit.address().port}/` })}\n`);
}

/** Starts a child in `mode` and answers its first line (JSON) and a function that stops it. */
async function startChild(mode, arg) {
  // BENCH_SERVER_NODE_ARGS: Node options for the child (e.g. `--cpu-prof --cpu-prof-dir=DIR` to profile it).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, fileURLToPath(import.meta.url), mode, arg], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const line = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${mode} exited with ${code} before it was ready`)));
  });
  return {
    info: JSON.parse(line),
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The 1-minute load average, rounded (the machine is shared: every figure says how busy it was). */
const load = () => Math.round(loadavg()[0] * 100) / 100;

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One autocannon run against `url` with `headers`; `pid` is the answering process, whose CPU per request is a figure
 * that a busy machine disturbs less than requests/s. Every answer must have `status` (200, or 304 for revalidations).
 */
async function cannon(url, headers, pid, status = 200) {
  const loadBefore = load();
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 30 });
  const cpu = cpuMs(pid) - cpuBefore;
  const matching = result.statusCodeStats?.[status]?.count ?? 0;
  if (matching !== result.requests.total) {
    throw new Error(
      `${url}: ${result.requests.total - matching} answers other than ${status}: ${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  return {
    requests: result.requests.total,
    errors: result.errors,
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    answerBytes: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    cpuMsPerRequest:
      result.requests.total > 0 ? Math.round((cpu / result.requests.total) * 1000) / 1000 : null,
    loadAverage: { before: loadBefore, after: load() },
  };
}

/** The answer of `url` in each encoding as bytes and headers, for the limit to send. */
async function capture(url, token, dir) {
  const { request } = await import('node:http');
  for (const encoding of ENCODINGS) {
    // fetch() would decode the body: the raw bytes are what the limit must send.
    const { headers, body } = await new Promise((resolve, reject) => {
      const req = request(url, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      });
      req.once('response', (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.once('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.once('error', reject);
      });
      req.once('error', reject);
      req.end();
    });
    const kept = {};
    for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control']) {
      if (headers[name] !== undefined) kept[name] = headers[name];
    }
    writeFileSync(join(dir, `${encoding}.body`), body);
    writeFileSync(join(dir, `${encoding}.json`), JSON.stringify({ headers: kept, file: `${encoding}.body` }));
  }
}

/** Parent: starts the server child and the limit child, loads each with autocannon per encoding, stops them. */
async function measure(kind) {
  const served = await startChild('--serve', kind);
  const dir = mkdtempSync(join(tmpdir(), 'album-bench-limit-'));
  try {
    const { url, token } = served.info;
    await capture(url, token, dir);
    const limit = await startChild('--limit', dir);
    try {
      const rows = [];
      const etag = JSON.parse(readFileSync(join(dir, 'br.json'), 'utf8')).headers.etag;
      // Each encoding, then browsers revalidating their copy (If-None-Match with the current ETag: 304, no body).
      const runs = [...ENCODINGS.map((encoding) => ({ encoding, extra: {}, status: 200 }))];
      if (etag) runs.push({ encoding: 'revalidate-304', extra: { 'if-none-match': etag }, status: 304 });
      for (const { encoding, extra, status } of runs) {
        const headers = {
          authorization: `Bearer ${token}`,
          'accept-encoding': ACCEPT[encoding] ?? ACCEPT.br,
          ...extra,
        };
        const measured = await cannon(url, headers, served.pid, status);
        const bare = await cannon(limit.info.url, headers, limit.pid, status);
        rows.push({
          backend: kind,
          encoding,
          elements: 5000,
          stickers: 1000,
          connections,
          seconds,
          server: measured,
          limit: bare,
          // How many times faster the bare server is (1 = at the limit).
          limitRatio:
            measured.reqPerSec > 0 ? Math.round((bare.reqPerSec / measured.reqPerSec) * 100) / 100 : null,
          cpuRatio:
            bare.cpuMsPerRequest > 0
              ? Math.round((measured.cpuMsPerRequest / bare.cpuMsPerRequest) * 100) / 100
              : null,
        });
      }
      return rows;
    } finally {
      await limit.stop();
    }
  } finally {
    await served.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const line = (label, run) =>
  `${label} ${String(run.reqPerSec).padStart(7)} req/s  p50 ${run.latencyMs.p50} ms  p99 ${run.latencyMs.p99} ms  ` +
  `${run.cpuMsPerRequest} ms CPU each (${(run.answerBytes / 1e6).toFixed(3)} MB answers, ` +
  `load ${run.loadAverage.before} -> ${run.loadAverage.after}` +
  `${run.errors > 0 ? `, ${run.errors} errors` : ''})`;

if (serveMode) {
  await serve(process.argv[3]);
} else if (limitMode) {
  await serveLimit(process.argv[3]);
} else {
  const backends = [
    'pglite',
    ...(process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['postgres'] : []),
  ];
  const results = [];
  for (const kind of backends) {
    for (const result of await measure(kind)) {
      results.push(result);
      console.info(`${kind} ${result.encoding}, ${connections} connections, ${seconds} s:`);
      console.info(line('  server', result.server));
      console.info(line('  limit ', result.limit));
      console.info(
        `  the limit is ${result.limitRatio}x the server's throughput; the server uses ${result.cpuRatio}x its CPU per request`,
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
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        note: 'server and limit each in a child process; cpuMsPerRequest counts that process only (on PostgreSQL the database backends are not counted)',
        results,
      },
      null,
      2,
    ) + '\n',
  );
}
