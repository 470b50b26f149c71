import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPendingInvitation, takePendingInvitation } from './pending-invitation';

describe('pending invitation', () => {
  // The browser's own storage (jsdom's here), as the app passes it.
  const storage = localStorage;
  beforeEach(() => storage.clear());

  it('gives the remembered token back once', () => {
    rememberPendingInvitation(storage, 'abc-123', 1_000);
    expect(takePendingInvitation(storage, 2_000)).toBe('abc-123');
    expect(takePendingInvitation(storage, 2_000)).toBeNull();
  });

  it('forgets an entry older than a week, and one from the future', () => {
    rememberPendingInvitation(storage, 'old', 0);
    expect(takePendingInvitation(storage, 8 * 24 * 3600 * 1000)).toBeNull();
    rememberPendingInvitation(storage, 'future', 5_000);
    expect(takePendingInvitation(storage, 1_000)).toBeNull();
  });

  it('ignores what it did not write: another shape, a token that is no path segment, broken JSON', () => {
    for (const raw of ['{"token":"../../x","at":1}', '{"token":5,"at":1}', '[', 'null']) {
      storage.setItem('album.pendingInvitation', raw);
      expect(takePendingInvitation(storage, 2)).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    // A storage that refuses (private browsing, a full quota): only the calls used are overridden.
    const broken = Object.create(storage, {
      getItem: {
        value: () => {
          throw new Error('blocked');
        },
      },
      setItem: {
        value: () => {
          throw new Error('full');
        },
      },
    }) as Storage;
    expect(() => rememberPendingInvitation(broken, 'abc')).not.toThrow();
    expect(takePendingInvitation(broken)).toBeNull();
    expect(takePendingInvitation(undefined)).toBeNull();
  });
});
