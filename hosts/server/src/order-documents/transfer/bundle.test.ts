import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBundle, type BundleFile } from './bundle';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bundle-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const files = (): BundleFile[] => [
  {
    name: 'cover.pdf',
    kind: 'cover',
    pages: 1,
    open: async () => Readable.from([Buffer.from('%PDF-cover')]),
  },
  {
    name: 'inside.pdf',
    kind: 'inside',
    pages: 2,
    open: async () => Readable.from([Buffer.from('%PDF-inside')]),
  },
];
const order = { id: 'o1', name: 'Hochzeit', album_id: 'a1' };

describe('writeBundle', () => {
  it('lists every file with size and checksum, and writes the same bytes for the same transfer', async () => {
    const at = new Date(Date.UTC(2026, 10, 27, 10));
    const first = await writeBundle(join(dir, 'a.zip'), order, files(), at);
    expect(first.manifest).toEqual({
      schema_version: 1,
      order_id: 'o1',
      order_name: 'Hochzeit',
      album_id: 'a1',
      created_at: '2026-11-27T10:00:00.000Z',
      files: [
        {
          name: 'cover.pdf',
          kind: 'cover',
          size: 10,
          sha256: createHash('sha256').update('%PDF-cover').digest('hex'),
          pages: 1,
        },
        {
          name: 'inside.pdf',
          kind: 'inside',
          size: 11,
          sha256: createHash('sha256').update('%PDF-inside').digest('hex'),
          pages: 2,
        },
      ],
    });
    const second = await writeBundle(join(dir, 'b.zip'), order, files(), at);
    expect(second.sha256).toBe(first.sha256);
    expect(await readFile(second.path)).toEqual(await readFile(first.path));
    expect(
      createHash('sha256')
        .update(await readFile(first.path))
        .digest('hex'),
    ).toBe(first.sha256);
  });
});
