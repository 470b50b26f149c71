/**
 * Three (or more) server processes on one PostgreSQL database behind a real haproxy, for `multi-node.test.ts`: the
 * server bundled as `npm start` runs it (`bundleServer`), each node a child process with its own port and the same
 * DATABASE_URL, AUTH_SECRET and PUBLIC_URL (the balancer's address), haproxy started on a configuration generated into
 * a temporary folder (`haproxyConfig`, the same as `deploy/haproxy.cfg` but for these ports), with its runtime API on
 * a Unix socket to read which nodes it sees up.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { adminUrl } from '../../../test/postgres';
import { postgresTemplate } from '../../../test/template';
import { bundleServer, freeLoopbackPort } from '../durability-rounds';
import { haproxyConfig } from '../haproxy-config';
import { eventually } from './live';

export const HAPROXY_BIN = '/usr/sbin/haproxy';
const AUTH_SECRET = 'multi-node-test-secret-of-32-characters!';

/** Whether the multi-node test can run here: PostgreSQL for tests and haproxy. */
export function clusterSupport(env = process.env): { ok: true } | { ok: false; reason: string } {
  if (!env.TEST_DATABASE_URL) return { ok: false, reason: 'TEST_DATABASE_URL is not set' };
  if (!existsSync(HAPROXY_BIN))
    return { ok: false, reason: `${HAPROXY_BIN} is missing (apt-get install haproxy)` };
  return { ok: true };
}

/** A port for the cluster: from `MULTI_NODE_PORT_BASE` upward when set (a reserved range), else any free one. */
async function portFinder(): Promise<() => Promise<number>> {
  const base = Number(process.env.MULTI_NODE_PORT_BASE ?? 0);
  if (!base) return freeLoopbackPort;
  let next = base;
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  return async () => {
    while (next < base + 100) {
      const port = next++;
      if (await free(port)) return port;
    }
    throw new Error(`no free port in ${base}-${base + 99}`);
  };
}

/** A child process that can be killed or stopped. */
class Child {
  stderr = '';
  private readonly exited: Promise<void>;

  constructor(readonly process: ChildProcess) {
    process.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.exited = new Promise((resolve) => process.once('exit', () => resolve()));
  }

  get gone(): boolean {
    return this.process.exitCode !== null || this.process.signalCode !== null;
  }

  /** Sends the signal and resolves once the process is gone. */
  async end(signal: NodeJS.Signals): Promise<void> {
    if (!this.gone) this.process.kill(signal);
    await this.exited;
  }
}

/** One server node of the cluster. */
export interface ClusterNode {
  /** Its name in haproxy. */
  name: string;
  /** Its own address (bypassing haproxy). */
  url: string;
  port: number;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  readonly alive: boolean;
}

export interface Cluster {
  /** The balancer's address: every node's PUBLIC_URL. */
  url: string;
  nodes: ClusterNode[];
  /** The test database's connection string. */
  databaseUrl: string;
  /** The nodes haproxy has marked up, by name (from its runtime API). */
  upNodes(): Promise<string[]>;
  close(): Promise<void>;
}

async function waitHealthy(child: Child, url: string, what: string, timeoutMs: number): Promise<void> {
  await eventually(
    async () => {
      if (child.gone)
        throw new Error(
          `${what} exited (${child.process.exitCode ?? child.process.signalCode}): ${child.stderr}`,
        );
      try {
        return (await fetch(`${url}/api/v1/health`)).ok;
      } catch {
        return false;
      }
    },
    what,
    timeoutMs,
  );
}

/** One command to haproxy's runtime API over its Unix socket; answers the reply text. */
function haproxyCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let reply = '';
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

/**
 * Starts the cluster: a database copied from the test template, `nodes` server processes (the first seeds the demo
 * data: the demo user signs in on any node), haproxy in front; resolves once haproxy sees every node up.
 */
export async function startCluster(options: { nodes?: number; timeoutMs?: number } = {}): Promise<Cluster> {
  const count = options.nodes ?? 3;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const pg = (await import('pg')).default;
  const template = await postgresTemplate(baseUrl);
  const name = `album_test_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const databaseUrl = adminUrl(baseUrl, name);

  const dir = mkdtempSync(join(tmpdir(), 'album-cluster-'));
  const children: Child[] = [];
  let entry: string | undefined;
  const close = async () => {
    for (const child of children) await child.end('SIGKILL');
    if (entry) rmSync(dirname(entry), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  try {
    const port = await portFinder();
    const balancerPort = await port();
    const url = `http://127.0.0.1:${balancerPort}`;
    entry = await bundleServer(join('src', 'main.ts'), 'album-cluster-server');
    const nodes: ClusterNode[] = [];
    const startNode = async (index: number) => {
      const nodePort = await port();
      const child = new Child(
        spawn(process.execPath, [entry!], {
          cwd: dirname(entry!),
          env: {
            ...process.env,
            PORT: String(nodePort),
            HOST: '127.0.0.1',
            PUBLIC_URL: url,
            // One folder for the nodes' files, as a shared file store (S3) would be.
            DATA_DIR: join(dir, 'data'),
            DATABASE_URL: databaseUrl,
            AUTH_SECRET,
            SEED_DEMO: index === 0 ? '1' : '0',
            LOG_LEVEL: 'silent',
            TRUST_PROXY: '127.0.0.1',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        }),
      );
      children.push(child);
      const node: ClusterNode = {
        name: `node${index + 1}`,
        url: `http://127.0.0.1:${nodePort}`,
        port: nodePort,
        kill: () => child.end('SIGKILL'),
        get alive() {
          return !child.gone;
        },
      };
      nodes[index] = node;
      await waitHealthy(child, node.url, `node ${index + 1}`, timeoutMs);
    };
    // The first node seeds the demo data alone; then the others start together.
    await startNode(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => startNode(i + 1)));

    const statsSocket = join(dir, 'haproxy.sock');
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({
        bind: `127.0.0.1:${balancerPort}`,
        nodes: nodes.map((node) => ({ name: node.name, address: `127.0.0.1:${node.port}` })),
        // Quick checks: a killed node is marked down within about a second.
        check: { interMs: 400, fall: 2, rise: 1 },
        statsSocket,
      }),
    );
    const haproxy = new Child(
      spawn(HAPROXY_BIN, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] }),
    );
    children.push(haproxy);
    const upNodes = async () => {
      const state = await haproxyCommand(statsSocket, 'show servers state nodes');
      // Columns: be_id be_name srv_id srv_name srv_addr srv_op_state (2 = running) ...
      return state
        .split('\n')
        .map((line) => line.split(' '))
        .filter((cols) => cols.length > 6 && cols[1] === 'nodes' && cols[5] === '2')
        .map((cols) => cols[3]!);
    };
    await eventually(
      async () => {
        if (haproxy.gone) throw new Error(`haproxy exited: ${haproxy.stderr}`);
        try {
          return (await upNodes()).length === count;
        } catch {
          return false;
        }
      },
      'haproxy sees every node up',
      timeoutMs,
    );
    return { url, nodes, databaseUrl, upNodes, close };
  } catch (error) {
    await close();
    throw error;
  }
}
