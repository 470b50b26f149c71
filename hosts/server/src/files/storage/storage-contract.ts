/**
 * The behaviour every `Storage` driver must show, as a vitest suite that each driver's test file runs against
 * its own instance (`local-disk.test.ts`, `s3.test.ts`).
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readAll, StorageKeyError, StorageNotFoundError } from './storage';
import type { Storage } from './storage';

/** A stream that yields `chunks` and then fails, like a client that disconnects mid-upload. */
function failingStream(chunks: Buffer[]): Readable {
  let i = 0;
  return new Readable({
    read() {
      if (i < chunks.length) this.push(chunks[i++]);
      else this.destroy(new Error('client went away'));
    },
  });
}

export function storageContract(name: string, make: () => Storage): void {
  describe(`${name}: storage contract`, () => {
    it('stores a buffer and reads it back', async () => {
      const storage = make();
      const bytes = Buffer.from('hello storage');
      expect(await storage.put('a/one.txt', bytes, { contentType: 'text/plain' })).toEqual({
        size: bytes.length,
      });
      expect(await readAll(await storage.get('a/one.txt'))).toEqual(bytes);
      const head = await storage.head('a/one.txt');
      expect(head?.size).toBe(bytes.length);
      expect(head?.lastModified).toBeInstanceOf(Date);
    });

    it('stores a stream of several chunks (more than one multipart part) and counts its size', async () => {
      const storage = make();
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const chunks = Array.from({ length: 6 }, (_, i) => Buffer.from(chunk.map((b) => (b + i) & 0xff)));
      const result = await storage.put('big/stream.bin', Readable.from(chunks));
      expect(result.size).toBe(6 * chunk.length);
      const back = await readAll(await storage.get('big/stream.bin'));
      expect(back.length).toBe(6 * chunk.length);
      expect(back.equals(Buffer.concat(chunks))).toBe(true);
    });

    it('replaces an object as a whole', async () => {
      const storage = make();
      await storage.put('r/x', Buffer.from('first version, long'));
      await storage.put('r/x', Buffer.from('second'));
      expect((await readAll(await storage.get('r/x'))).toString()).toBe('second');
      expect((await storage.head('r/x'))?.size).toBe(6);
    });

    it('leaves nothing behind when a stream fails midway', async () => {
      const storage = make();
      const chunks = [Buffer.alloc(64 * 1024, 1), Buffer.alloc(64 * 1024, 2)];
      await expect(storage.put('fail/obj', failingStream(chunks))).rejects.toThrow('client went away');
      expect(await storage.head('fail/obj')).toBeNull();
      expect(await storage.list('fail/')).toEqual([]);
    });

    it('keeps the old object when a replacing stream fails', async () => {
      const storage = make();
      await storage.put('keep/obj', Buffer.from('old'));
      await expect(storage.put('keep/obj', failingStream([Buffer.from('new')]))).rejects.toThrow();
      expect((await readAll(await storage.get('keep/obj'))).toString()).toBe('old');
    });

    it('answers missing objects: get rejects, head is null, delete is quiet', async () => {
      const storage = make();
      await expect(storage.get('missing/obj')).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await storage.head('missing/obj')).toBeNull();
      await expect(storage.delete('missing/obj')).resolves.toBeUndefined();
    });

    it('deletes', async () => {
      const storage = make();
      await storage.put('d/obj', Buffer.from('x'));
      await storage.delete('d/obj');
      expect(await storage.head('d/obj')).toBeNull();
    });

    it('lists by prefix in key order', async () => {
      const storage = make();
      await storage.put('list/b/2', Buffer.from('22'));
      await storage.put('list/a/1', Buffer.from('1'));
      await storage.put('list/a/10', Buffer.from('10'));
      await storage.put('lister/other', Buffer.from('o'));
      const all = await storage.list('list/');
      expect(all.map((o) => o.key)).toEqual(['list/a/1', 'list/a/10', 'list/b/2']);
      expect(all.map((o) => o.size)).toEqual([1, 2, 2]);
      expect((await storage.list('list/a/1')).map((o) => o.key)).toEqual(['list/a/1', 'list/a/10']);
      expect((await storage.list('list')).map((o) => o.key)).toContain('lister/other');
      expect(await storage.list('nothing-here/')).toEqual([]);
    });

    it('refuses keys that could leave the store', async () => {
      const storage = make();
      for (const key of ['', '../x', 'a/../../x', '/abs', 'a//b', 'a/.hidden', 'back\\slash', 'sp ace']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage.head(key)).rejects.toBeInstanceOf(StorageKeyError);
      }
    });
  });
}
