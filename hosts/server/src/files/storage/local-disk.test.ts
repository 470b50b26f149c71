import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk';
import { storageContract } from './storage-contract';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function makeStorage(): LocalDiskStorage {
  const root = mkdtempSync(join(tmpdir(), 'album-files-'));
  roots.push(root);
  return new LocalDiskStorage(root);
}

storageContract('local disk', makeStorage);

describe('local disk specifics', () => {
  it('keeps objects as plain files under the root and its work files out of listings', async () => {
    const storage = makeStorage();
    await storage.put('blobs/ab/abc', Buffer.from('abc'));
    expect(readdirSync(join(storage.root, 'blobs', 'ab'))).toEqual(['abc']);
    expect(readdirSync(join(storage.root, '.tmp'))).toEqual([]);
    expect((await storage.list('')).map((o) => o.key)).toEqual(['blobs/ab/abc']);
  });

  it('has no signed URLs (the server streams the bytes)', async () => {
    expect(await makeStorage().signedUrl()).toBeNull();
  });
});
