/**
 * A ZIP file written entry by entry (yazl): each page is added as soon as it exists and the archive streams to
 * disk, so only the page being written is held in memory.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/** An open archive. */
export interface ZipWriter {
  /** Adds a file; resolves once the archive stream has room for more. */
  add(name: string, bytes: Uint8Array, options?: { compress?: boolean }): Promise<void>;
  /** Finishes the archive; resolves when the file is complete. */
  close(): Promise<void>;
}

/** Opens a ZIP archive at `path`; entries are dated `mtime` (default: when the archive is opened). */
export function openZip(path: string, mtime: Date = new Date()): ZipWriter {
  const zip = new yazl.ZipFile();
  const file = createWriteStream(path);
  const done = pipeline(zip.outputStream, file);
  // A failed write rejects `done`; keep it observed until close() awaits it.
  done.catch(() => undefined);
  return {
    async add(name, bytes, options = {}) {
      zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), name, {
        compress: options.compress ?? true,
        mtime,
      });
      if (file.writableNeedDrain) await once(file, 'drain');
    },
    async close() {
      zip.end();
      await done;
    },
  };
}
