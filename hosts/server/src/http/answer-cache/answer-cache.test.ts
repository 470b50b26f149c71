import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache, type BuiltAnswer } from './answer-cache';

const json = (title: string, size = 0) => Buffer.from(JSON.stringify({ title, filler: 'x'.repeat(size) }));

function counted(body: Buffer, tag = '"t"') {
  let builds = 0;
  const build = (): Promise<BuiltAnswer> => {
    builds += 1;
    return Promise.resolve({ tag, body });
  };
  return { build, builds: () => builds };
}

describe('AnswerCache', () => {
  it('builds an answer once per key and serves it from memory after that', async () => {
    const cache = new AnswerCache();
    const first = counted(json('A'));
    const answer = await cache.answer('album', 'k1', first.build);
    expect(await cache.answer('album', 'k1', first.build)).toBe(answer);
    expect(first.builds()).toBe(1);
    expect(cache.get('album', 'k1')).toBe(answer);
  });

  it('builds once for requests that miss the same answer together', async () => {
    const cache = new AnswerCache();
    const { build, builds } = counted(json('B'));
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('album', 'k', build)));
    expect(new Set(answers).size).toBe(1);
    expect(builds()).toBe(1);
  });

  it('replaces the slot’s answer when the key changes: no stale answer, one answer per slot', async () => {
    const cache = new AnswerCache();
    await cache.answer('album', 'old', counted(json('old'), '"1"').build);
    expect(cache.get('album', 'new')).toBeUndefined();
    const fresh = await cache.answer('album', 'new', counted(json('new'), '"2"').build);
    expect(JSON.parse(fresh.body.toString()).title).toBe('new');
    expect(cache.get('album', 'old')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(fresh.body.length);
  });

  it('compresses each encoding once, and the bytes decode to the answer', async () => {
    const cache = new AnswerCache();
    const body = json('C', 10_000);
    const answer = await cache.answer('album', 'k', counted(body).build);
    const gzip = await cache.encode(answer, 'gzip');
    const br = await cache.encode(answer, 'br');
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(await cache.encode(answer, 'gzip')).toBe(gzip);
    expect(await cache.encode(answer, 'identity')).toBe(body);
    expect(cache.bytes).toBe(body.length + gzip.length + br.length);
  });

  it('keeps within its bytes, dropping the least recently used slots', async () => {
    const cache = new AnswerCache({ maxBytes: 2_500 });
    await cache.answer('a', 'k', counted(json('a', 1_000)).build);
    await cache.answer('b', 'k', counted(json('b', 1_000)).build);
    // Using `a` makes `b` the oldest.
    expect(cache.get('a', 'k')).toBeDefined();
    await cache.answer('c', 'k', counted(json('c', 1_000)).build);
    expect(cache.get('b', 'k')).toBeUndefined();
    expect(cache.get('a', 'k')).toBeDefined();
    expect(cache.get('c', 'k')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(2_500);
  });

  it('serves but does not keep an answer larger than the whole cache, or one built while the data changed', async () => {
    const cache = new AnswerCache({ maxBytes: 100 });
    const big = await cache.answer('big', 'k', counted(json('big', 200)).build);
    expect(JSON.parse(big.body.toString()).title).toBe('big');
    expect(cache.size).toBe(0);
    const racing = await cache.answer('r', 'k', () =>
      Promise.resolve({ tag: '"r"', body: json('r'), keep: false }),
    );
    expect(racing.tag).toBe('"r"');
    expect(cache.get('r', 'k')).toBeUndefined();
  });

  it('builds again after its age runs out, keeping the compressions when the answer is the same', async () => {
    let now = 0;
    const cache = new AnswerCache({ maxAgeMs: 1_000, now: () => now });
    const body = json('D', 5_000);
    const same = counted(body, '"d"');
    const answer = await cache.answer('album', 'k', same.build);
    const gzip = await cache.encode(answer, 'gzip');
    now = 1_500;
    expect(cache.get('album', 'k')).toBeUndefined();
    const again = await cache.answer('album', 'k', same.build);
    expect(same.builds()).toBe(2);
    expect(await cache.encode(again, 'gzip')).toBe(gzip);
    now = 3_000;
    const changed = await cache.answer('album', 'k', counted(json('E', 5_000), '"e"').build);
    expect(gunzipSync(await cache.encode(changed, 'gzip')).toString()).toContain('"E"');
  });

  it('forgets a deleted slot', async () => {
    const cache = new AnswerCache();
    await cache.answer('album', 'k', counted(json('F')).build);
    cache.delete('album');
    expect(cache.get('album', 'k')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
