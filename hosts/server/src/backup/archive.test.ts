import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ArchiveError, memorySink, readArchive, writeArchive, type ArchiveEntry } from './archive';

async function archive(entries: ArchiveEntry[]): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  await writeArchive(
    out,
    (async function* () {
      yield* entries;
    })(),
  );
  return Buffer.concat(parts);
}

async function read(bytes: Buffer): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // Small chunks: entries and headers cross chunk boundaries.
  const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
    bytes.subarray(i * 7, i * 7 + 7),
  );
  await readArchive(Readable.from(chunks), (name) => memorySink((data) => found.set(name, data.toString())));
  return found;
}

describe('backup archive', () => {
  const big = 'x'.repeat(200_000);
  const entries = (): ArchiveEntry[] => [
    { name: 'manifest.json', size: 2, data: Buffer.from('{}') },
    { name: 'empty', size: 0, data: new Uint8Array() },
    {
      name: 'files/a/b.jpg',
      size: big.length,
      data: (async function* () {
        yield Buffer.from(big.slice(0, 1000));
        yield Buffer.from(big.slice(1000));
      })(),
    },
  ];

  it('reads back what it wrote, streamed entries and empty ones included', async () => {
    const found = await read(await archive(entries()));
    expect([...found.keys()]).toEqual(['manifest.json', 'empty', 'files/a/b.jpg']);
    expect(found.get('empty')).toBe('');
    expect(found.get('files/a/b.jpg')).toBe(big);
  });

  it('refuses a file cut short and a file that is no backup', async () => {
    const whole = await archive(entries());
    const gunzipped = gunzipSync(whole);
    await expect(read(gzipSync(gunzipped.subarray(0, gunzipped.length - 12)))).rejects.toThrow(/incomplete/);
    await expect(read(whole.subarray(0, whole.length - 30))).rejects.toThrow(ArchiveError);
    await expect(read(gzipSync(Buffer.from('just some text, long enough')))).rejects.toThrow(
      /not an album backup/,
    );
  });

  it('fails the backup when an entry is not the size it announced', async () => {
    await expect(archive([{ name: 'files/x', size: 5, data: Buffer.from('abc') }])).rejects.toThrow(
      /changed/,
    );
  });
});
