import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupIntoFolder, loadBackupSchedule, parseDuration } from './schedule';

describe('scheduled backups', () => {
  it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP', () => {
    expect(loadBackupSchedule({})).toBeUndefined();
    expect(loadBackupSchedule({ BACKUP_DIR: '/b' })).toEqual({ dir: '/b', everyMs: 86_400_000, keep: 7 });
    expect(loadBackupSchedule({ BACKUP_DIR: '/b', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' })).toEqual({
      dir: '/b',
      everyMs: 6 * 3_600_000,
      keep: 3,
    });
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(() => loadBackupSchedule({ BACKUP_DIR: '/b', BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY/);
    expect(() => loadBackupSchedule({ BACKUP_DIR: '/b', BACKUP_EVERY: '10s' })).toThrow(/at least 1m/);
    expect(() => loadBackupSchedule({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('keeps the newest BACKUP_KEEP backups and never leaves a failed one under a backup name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backup-schedule-'));
    try {
      for (let day = 1; day <= 4; day += 1) {
        await backupIntoFolder(
          { dir, keep: 2 },
          async (out) => {
            out.end(`backup ${day}`);
            await new Promise((resolve) => out.on('finish', resolve));
          },
          new Date(Date.UTC(2026, 0, day)),
        );
      }
      await expect(
        backupIntoFolder(
          { dir, keep: 2 },
          async () => Promise.reject(new Error('disk full')),
          new Date(Date.UTC(2026, 0, 9)),
        ),
      ).rejects.toThrow('disk full');
      const kept = join(dir, 'album-backup-2026-01-04T00-00-00-000Z.albumbackup');
      // Owner only: a backup holds the signing key and the password hashes.
      expect((await stat(kept)).mode & 0o077).toBe(0);
      expect(await readdir(dir)).toEqual([
        'album-backup-2026-01-03T00-00-00-000Z.albumbackup',
        'album-backup-2026-01-04T00-00-00-000Z.albumbackup',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
