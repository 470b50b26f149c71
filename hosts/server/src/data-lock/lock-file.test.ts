import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataLockHeldError, LOCK_FILE, acquireDataLock, dataLockHolder } from './lock-file';

const dirs: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that surely ran and ended: a child process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('data folder lock', () => {
  it('holds the folder with pid, host and start time, readable by its owner only, and releases it', () => {
    const dir = folder();
    const lock = acquireDataLock(dir);
    const info = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as Record<string, unknown>;
    expect(info).toMatchObject({ pid: process.pid, host: hostname(), holder: 'server' });
    expect(Date.parse(String(info.startedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(statSync(join(dir, LOCK_FILE)).mode & 0o077).toBe(0);
    lock.announce('http://127.0.0.1:1234', 'key');
    expect(dataLockHolder(dir)).toMatchObject({ url: 'http://127.0.0.1:1234', localKey: 'key' });
    lock.release();
    expect(dataLockHolder(dir)).toBeUndefined();
    acquireDataLock(dir).release();
  });

  it('refuses a second holder, naming the first', () => {
    const dir = folder();
    const lock = acquireDataLock(dir);
    try {
      expect(() => acquireDataLock(dir, 'render')).toThrow(DataLockHeldError);
      expect(() => acquireDataLock(dir)).toThrow(new RegExp(`pid ${process.pid} on ${hostname()}, since `));
    } finally {
      lock.release();
    }
  });

  it('takes over a stale lock of a dead process on this host', () => {
    const dir = folder();
    const stale = {
      pid: deadPid(),
      host: hostname(),
      startedAt: '2020-01-01T00:00:00.000Z',
      holder: 'server',
    };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(stale));
    expect(dataLockHolder(dir)).toBeUndefined();
    const lock = acquireDataLock(dir);
    expect(lock.info.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock with its own pid that it does not hold (a restarted container is pid 1 again)', () => {
    const dir = folder();
    const earlier = { pid: process.pid, host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(earlier));
    acquireDataLock(dir).release();
  });

  it('never takes over a lock from another host', () => {
    const dir = folder();
    const remote = { pid: deadPid(), host: `not-${hostname()}`, startedAt: '2020-01-01T00:00:00.000Z' };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(remote));
    expect(() => acquireDataLock(dir)).toThrow(/another host/);
  });
});
