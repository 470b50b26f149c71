import { describe, expect, it } from 'vitest';
import {
  HANDOFF_DISMISSED_KEY,
  handoffUrl,
  rememberDismissed,
  requestLinkHref,
  wasDismissed,
} from './handoff';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('handoffUrl', () => {
  it('links the album’s editor on the same origin, id encoded', () => {
    expect(handoffUrl('https://app.example.org/', 'a b/1')).toBe('https://app.example.org/album/a%20b%2F1');
  });
});

describe('requestLinkHref', () => {
  it('writes to the user’s own address with subject and body encoded', () => {
    expect(requestLinkHref('anna+x@example.org', 'Dein Link', 'Öffne: https://x.test/album/1?a=1&b=2')).toBe(
      'mailto:anna%2Bx@example.org?subject=Dein%20Link&body=%C3%96ffne%3A%20https%3A%2F%2Fx.test%2Falbum%2F1%3Fa%3D1%26b%3D2',
    );
  });

  it('leaves the recipient to the mail app when the address is unknown', () => {
    expect(requestLinkHref(null, 'S', 'B')).toBe('mailto:?subject=S&body=B');
  });
});

describe('dismissal', () => {
  it('is remembered in the given storage', () => {
    const storage = memoryStorage();
    expect(wasDismissed(storage)).toBe(false);
    rememberDismissed(storage);
    expect(wasDismissed(storage)).toBe(true);
    expect(storage.getItem(HANDOFF_DISMISSED_KEY)).toBe('1');
  });

  it('counts unreadable storage as not dismissed and ignores failed writes', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(wasDismissed(broken)).toBe(false);
    expect(() => rememberDismissed(broken)).not.toThrow();
    expect(wasDismissed(undefined)).toBe(false);
  });
});
