import { describe, expect, it } from 'vitest';
import type { SyncError } from '@album/sync/client';
import { planSyncNotices } from './sync-notices';

const error = (kind: SyncError['kind'], at = 1): SyncError => ({
  kind,
  messageKey: `sync.error.${kind}`,
  at,
});

describe('planSyncNotices', () => {
  it('shows each new error once, translated, and reopens the album on a merge error', () => {
    const errors = [error('save'), error('merge', 2)];
    expect(planSyncNotices({ errors, ended: null }, 0)).toEqual({
      notices: [
        { tone: 'warning', id: 'sync.error.save' },
        { tone: 'error', id: 'sync.error.merge' },
      ],
      reload: true,
      readOnly: false,
    });
    expect(planSyncNotices({ errors, ended: null }, 2)).toEqual({
      notices: [],
      reload: false,
      readOnly: false,
    });
  });

  it('ends editing when access was removed or the album deleted, without reopening', () => {
    expect(planSyncNotices({ errors: [error('access')], ended: 'revoked' }, 0)).toEqual({
      notices: [{ tone: 'error', id: 'sync.error.access' }],
      reload: false,
      readOnly: true,
    });
    expect(planSyncNotices({ errors: [error('deleted')], ended: 'deleted' }, 0)).toMatchObject({
      notices: [{ tone: 'error', id: 'sync.error.deleted' }],
      readOnly: true,
    });
  });

  it('reopens after a refused change (the sync reports it as a merge error once its local state is dropped)', () => {
    expect(planSyncNotices({ errors: [error('merge'), error('merge', 2)], ended: 'refused' }, 1).reload).toBe(
      true,
    );
  });
});
