import { expect, it } from 'vitest';
import { sessionClientId } from './client-id';

it('keeps one client id per browser and replaces a malformed one', () => {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
  const first = sessionClientId(storage);
  expect(first).toMatch(/^web-[0-9a-f-]{36}$/);
  expect(sessionClientId(storage)).toBe(first);
  map.set('album.stickerUpload.clientId', 'bad id!');
  expect(sessionClientId(storage)).not.toBe('bad id!');
});
