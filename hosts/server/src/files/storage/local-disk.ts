/**
 * Storage on the local file system, under one root directory (default `DATA_DIR/files`).
 *
 * Writes go to a temporary file under `ROOT/.tmp` (same file system) and are renamed into place, so a reader
 * never sees half a file and a failed stream leaves nothing behind.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, StorageNotFoundError } from './storage';
import type { PutOptions, Storage, StoredObjectInfo } from './storage';

const TMP_DIR = '.tmp';

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export class LocalDiskStorage implements Storage {
  readonly driver = 'local' as const;

  /** @param root Absolute directory holding the files; created on first write. */
  constructor(readonly root: string) {}

  private path(key: string): string {
    assertValidKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Uint8Array | Readable, _options?: PutOptions): Promise<{ size: number }> {
    const target = this.path(key);
    const tmpDir = join(this.root, TMP_DIR);
    await mkdir(tmpDir, { recursive: true });
    await mkdir(dirname(target), { recursive: true });
    const tmp = join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    const source = body instanceof Readable ? body : Readable.from([body]);
    try {
      await pipeline(source, createWriteStream(tmp, { flags: 'wx' }));
      const { size } = await stat(tmp);
      await rename(tmp, target);
      return { size };
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) throw new StorageNotFoundError(key);
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
    return createReadStream(path);
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { key, size: info.size, lastModified: info.mtime } : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async list(prefix: string): Promise<StoredObjectInfo[]> {
    // Walk only the directory the prefix is certainly inside.
    const slash = prefix.lastIndexOf('/');
    const base = slash < 0 ? this.root : join(this.root, ...prefix.slice(0, slash).split('/'));
    const found: StoredObjectInfo[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const full = join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.isFile()) {
          const key = relative(this.root, full).split(sep).join('/');
          if (!key.startsWith(prefix)) continue;
          const info = await stat(full);
          found.push({ key, size: info.size, lastModified: info.mtime });
        }
      }
    };
    await walk(base);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }
}
