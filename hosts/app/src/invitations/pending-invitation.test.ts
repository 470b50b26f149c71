import { describe, expect, it } from 'vitest';
import { rememberPendingInvitation, takePendingInvitation } from './pending-invitation';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('pending invitation', () => {
  it('gives the remembered token back once', () => {
    const storage = memoryStorage();
    rememberPendingInvitation(storage, 'abc-123', 1_000);
    expect(takePendingInvitation(storage, 2_000)).toBe('abc-123');
    expect(takePendingInvitation(storage, 2_000)).toBeNull();
  });

  it('forgets an entry older than a week, and one from the future', () => {
    const storage = memoryStorage();
    rememberPendingInvitation(storage, 'old', 0);
    expect(takePendingInvitation(storage, 8 * 24 * 3600 * 1000)).toBeNull();
    rememberPendingInvitation(storage, 'future', 5_000);
    expect(takePendingInvitation(storage, 1_000)).toBeNull();
  });

  it('ignores what it did not write: another shape, a token that is no path segment, broken JSON', () => {
    const storage = memoryStorage();
    for (const raw of ['{"token":"../../x","at":1}', '{"token":5,"at":1}', '[', 'null']) {
      storage.setItem('album.pendingInvitation', raw);
      expect(takePendingInvitation(storage, 2)).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as Storage;
    expect(() => rememberPendingInvitation(broken, 'abc')).not.toThrow();
    expect(takePendingInvitation(broken)).toBeNull();
    expect(takePendingInvitation(undefined)).toBeNull();
  });
});
