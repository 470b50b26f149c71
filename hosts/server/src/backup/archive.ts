/**
 * The backup file: a gzip stream of named entries, each a 4-byte name length, the UTF-8 name, an 8-byte size and
 * the bytes, ended by an entry with an empty name. Written here instead of taking a tar library: the format only has
 * to carry our own entries (any size, streamed both ways), and the end marker tells a complete file from one cut
 * short (a server that died while sending it, a full disk).
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const ARCHIVE_MAGIC = Buffer.from('ALBUM-BACKUP-1\n');

export interface ArchiveEntry {
  name: string;
  size: number;
  data: Uint8Array | AsyncIterable<Uint8Array>;
}

/** An archive that cannot be read: not a backup, or cut short. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

function header(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name);
  const head = Buffer.alloc(4 + nameBytes.length + 8);
  head.writeUInt32BE(nameBytes.length, 0);
  nameBytes.copy(head, 4);
  head.writeBigUInt64BE(BigInt(size), 4 + nameBytes.length);
  return head;
}

async function* serialize(entries: AsyncIterable<ArchiveEntry>): AsyncGenerator<Uint8Array> {
  yield ARCHIVE_MAGIC;
  for await (const entry of entries) {
    if (entry.name.length === 0) throw new Error('An archive entry needs a name');
    yield header(entry.name, entry.size);
    let written = 0;
    const chunks = entry.data instanceof Uint8Array ? [entry.data] : entry.data;
    for await (const chunk of chunks) {
      written += chunk.byteLength;
      yield chunk;
    }
    // A file that changed size while read would shift every later entry: fail rather than write a broken backup.
    if (written !== entry.size) throw new Error(`${entry.name} changed while it was backed up`);
  }
  yield header('', 0);
}

/** Writes `entries` as one archive to `out`. */
export async function writeArchive(out: Writable, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  await pipeline(Readable.from(serialize(entries)), createGzip(), out);
}

/** Where a read entry's bytes go. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
}

/** Reads an archive, handing each entry's bytes to the sink `open` gives for it (in order, one at a time). */
export async function readArchive(
  source: Readable,
  open: (name: string, size: number) => EntrySink | Promise<EntrySink>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let magicSeen = false;
  let ended = false;
  let current: { sink: EntrySink; left: number } | undefined;
  const gunzip = source.pipe(createGunzip());
  source.on('error', (error) => gunzip.destroy(error));
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (ended) {
          if (pending.length) throw new ArchiveError('Data after the end of the backup');
          break;
        }
        if (!magicSeen) {
          if (pending.length < ARCHIVE_MAGIC.length) break;
          if (!pending.subarray(0, ARCHIVE_MAGIC.length).equals(ARCHIVE_MAGIC)) {
            throw new ArchiveError('This file is not an album backup');
          }
          pending = pending.subarray(ARCHIVE_MAGIC.length);
          magicSeen = true;
        }
        if (current) {
          const take = Math.min(current.left, pending.length);
          if (take > 0) await current.sink.write(pending.subarray(0, take));
          current.left -= take;
          pending = pending.subarray(take);
          if (current.left > 0) break;
          await current.sink.end();
          current = undefined;
        }
        if (pending.length < 4) break;
        const nameLength = pending.readUInt32BE(0);
        if (pending.length < 4 + nameLength + 8) break;
        const name = pending.subarray(4, 4 + nameLength).toString('utf8');
        const size = Number(pending.readBigUInt64BE(4 + nameLength));
        pending = pending.subarray(4 + nameLength + 8);
        if (name === '') {
          ended = true;
          continue;
        }
        current = { sink: await open(name, size), left: size };
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(
      `The backup cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!ended) throw new ArchiveError('The backup is incomplete (cut short before its end)');
}

/** A sink that collects an entry in memory. */
export function memorySink(done: (bytes: Buffer) => void): EntrySink {
  const parts: Buffer[] = [];
  return {
    write: (chunk) => void parts.push(Buffer.from(chunk)),
    end: () => done(Buffer.concat(parts)),
  };
}
