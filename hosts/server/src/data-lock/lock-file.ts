/**
 * One process per data folder. Embedded PGlite is PostgreSQL in WebAssembly writing `DATA_DIR/pglite` with no
 * locking of its own: two processes on one folder (the server and `npm run render`, or two servers) overwrite each
 * other's pages and can corrupt every album. So whoever opens the folder first creates `DATA_DIR/server.lock`
 * exclusively (`O_EXCL`), with its pid, host name and start time; everyone else refuses, naming the holder.
 *
 * A lock whose pid no longer runs on this host is stale (a crash or SIGKILL leaves it behind) and is taken over.
 * A lock from another host (a folder on a network share) is never guessed to be stale: the operator removes it.
 * A server adds its URL and a local key to the lock once it listens, so that command line tools on the same machine
 * can ask it instead of opening the folder (see `local-routes.ts`); the file is therefore readable by its owner only.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export interface DataLockInfo {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  startedAt: string;
  /** What holds it, e.g. `server`, `render`, `restore`. */
  holder: string;
  /** The holder's HTTP address, once a server listens. */
  url?: string;
  /** The key of the holder's local routes (`x-local-key`), once a server listens. */
  localKey?: string;
}

/** Another live process holds the folder. */
export class DataLockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly info: DataLockInfo | undefined,
  ) {
    super(heldMessage(lockPath, info));
    this.name = 'DataLockHeldError';
  }
}

function heldMessage(lockPath: string, info: DataLockInfo | undefined): string {
  if (!info) {
    return `The data folder is in use: ${lockPath} exists but cannot be read. If no server or tool uses this folder, delete that file.`;
  }
  const who = `${info.holder} (pid ${info.pid} on ${info.host}, since ${info.startedAt}${info.url ? `, at ${info.url}` : ''})`;
  const remote = info.host !== hostname();
  return (
    `The data folder is in use by ${who}. Only one process may open the embedded database at a time. ` +
    (remote
      ? `It is held from another host; if no process there uses this folder any more, delete ${lockPath}.`
      : `Stop it first (or use it: npm run render and npm run backup go through a running server).`)
  );
}

/** The refusal for a folder whose lock `info` is live (tools that found the holder themselves). */
export function heldError(dataDir: string, info: DataLockInfo | undefined): DataLockHeldError {
  return new DataLockHeldError(join(dataDir, LOCK_FILE), info);
}

/** Locks this process holds, by path: its own pid is alive, but only these are really its own. */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parse(text: string): DataLockInfo | undefined {
  try {
    const value = JSON.parse(text) as Partial<DataLockInfo>;
    if (
      typeof value.pid !== 'number' ||
      typeof value.host !== 'string' ||
      typeof value.startedAt !== 'string'
    ) {
      return undefined;
    }
    return { holder: 'server', ...value } as DataLockInfo;
  } catch {
    return undefined;
  }
}

/** The lock's content, or undefined when there is no lock file. */
export function readDataLock(dataDir: string): { path: string; info: DataLockInfo | undefined } | undefined {
  const path = join(dataDir, LOCK_FILE);
  try {
    return { path, info: parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Whether a lock is left over: its holder ran on this host and is gone. A lock carrying this process's own pid that
 * this process does not hold comes from an earlier process with the same pid (a container restarts as pid 1).
 */
export function isStale(path: string, info: DataLockInfo | undefined): boolean {
  if (!info || info.host !== hostname()) return false;
  if (info.pid === process.pid) return !heldHere.has(path);
  return !alive(info.pid);
}

/** The live holder of the folder, or undefined when nobody (or only a stale lock) holds it. */
export function dataLockHolder(dataDir: string): DataLockInfo | undefined {
  const found = readDataLock(dataDir);
  if (!found || isStale(found.path, found.info)) return undefined;
  if (!found.info) throw new DataLockHeldError(found.path, undefined);
  return found.info;
}

export interface DataLock {
  readonly path: string;
  readonly info: DataLockInfo;
  /** Records the server's URL and local key in the lock (replaced atomically, readers never see half a file). */
  announce(url: string, localKey: string): void;
  /** Removes the lock; idempotent. */
  release(): void;
}

function create(path: string, info: DataLockInfo): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(info));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes the folder's lock for this process, or throws `DataLockHeldError` naming the live holder. */
export function acquireDataLock(dataDir: string, holder = 'server'): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let info: DataLockInfo = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    holder,
  };
  // Two rounds: the second after moving a stale lock aside. Renaming it (rather than deleting) means that of two
  // processes taking over at once only one moves it; the other then finds the winner's fresh lock and refuses.
  for (let round = 0; round < 2; round += 1) {
    if (create(path, info)) {
      heldHere.add(path);
      let released = false;
      return {
        path,
        get info() {
          return info;
        },
        announce(url, localKey) {
          info = { ...info, url, localKey };
          const next = `${path}.${process.pid}.tmp`;
          writeFileSync(next, JSON.stringify(info), { mode: 0o600 });
          renameSync(next, path);
        },
        release() {
          if (released) return;
          released = true;
          heldHere.delete(path);
          rmSync(path, { force: true });
        },
      };
    }
    const found = readDataLock(dataDir);
    if (!found) continue;
    if (!isStale(found.path, found.info)) throw new DataLockHeldError(path, found.info);
    try {
      renameSync(path, `${path}.stale-${found.info?.pid ?? 'unknown'}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    rmSync(`${path}.stale-${found.info?.pid ?? 'unknown'}`, { force: true });
  }
  const found = readDataLock(dataDir);
  throw new DataLockHeldError(path, found?.info);
}
