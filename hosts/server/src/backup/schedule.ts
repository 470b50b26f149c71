/**
 * Scheduled backups of a running server: `BACKUP_DIR` (enables them), `BACKUP_EVERY` (interval, e.g. `6h`, `1d`;
 * default `1d`) and `BACKUP_KEEP` (how many to keep, default 7). Each backup is written under a temporary name and
 * renamed when complete, so the folder never holds a half backup under a backup's name; the oldest beyond
 * `BACKUP_KEEP` are then removed.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';

export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
export const BACKUP_PREFIX = 'album-backup-';
export const BACKUP_SUFFIX = '.albumbackup';

export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhd])$/.exec(text.trim());
  if (!match) throw new Error(`BACKUP_EVERY: "${text}" is not a duration like 30m, 6h or 1d`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** The schedule from the environment, or undefined when `BACKUP_DIR` is not set. */
export function loadBackupSchedule(
  env: Record<string, string | undefined> = process.env,
): BackupSchedule | undefined {
  if (!env.BACKUP_DIR) return undefined;
  const everyMs = parseDuration(env.BACKUP_EVERY || '1d');
  if (everyMs < 60_000) throw new Error('BACKUP_EVERY: at least 1m');
  const keep = Number(env.BACKUP_KEEP || '7');
  if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP: a whole number, at least 1');
  return { dir: resolve(env.BACKUP_DIR), everyMs, keep };
}

/** The file name of a backup taken at `date`: sortable, so the oldest come first. */
export function backupFileName(date: Date): string {
  return `${BACKUP_PREFIX}${date.toISOString().replace(/[:.]/g, '-')}${BACKUP_SUFFIX}`;
}

/** Writes one backup into the folder and removes the oldest beyond `keep`; answers the new file's path. */
export async function backupIntoFolder(
  schedule: Pick<BackupSchedule, 'dir' | 'keep'>,
  write: (out: Writable) => Promise<void>,
  now = new Date(),
): Promise<string> {
  await mkdir(schedule.dir, { recursive: true });
  const path = join(schedule.dir, backupFileName(now));
  const partial = `${path}.partial`;
  const out = createWriteStream(partial, { mode: 0o600 });
  try {
    await write(out);
    await rename(partial, path);
  } catch (error) {
    // The stream opens its file asynchronously: a write that fails at once would otherwise have the file created
    // after it was removed, leaving a `.partial` behind.
    out.destroy();
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(partial, { force: true });
    throw error;
  }
  const backups = (await readdir(schedule.dir))
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith(BACKUP_SUFFIX))
    .sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - schedule.keep))) {
    await rm(join(schedule.dir, old), { force: true });
  }
  return path;
}

/** Runs `backupIntoFolder` every `everyMs` (never two at once) until stopped. */
export function startBackupSchedule(
  schedule: BackupSchedule,
  write: Parameters<typeof backupIntoFolder>[1],
  log: { info(message: string): void; error(error: unknown, message: string): void },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = backupIntoFolder(schedule, write)
      .then((path) => log.info(`backup written to ${path}`))
      .catch((error: unknown) => log.error(error, 'scheduled backup failed'))
      .finally(() => (busy = false));
  }, schedule.everyMs);
  // The schedule alone does not keep the process alive.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
