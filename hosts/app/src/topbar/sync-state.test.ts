import { describe, expect, it } from 'vitest';
import { lastSavedAt, syncIndicatorState } from './sync-state';

const idle = { ready: true, online: true, connected: true, saving: false, hasUnsavedChanges: false };

describe('syncIndicatorState', () => {
  it('is saved when nothing waits', () => {
    expect(syncIndicatorState(idle)).toBe('saved');
  });

  it('is unsaved while changes wait for the next batch, saving while a batch is on its way', () => {
    expect(syncIndicatorState({ ...idle, hasUnsavedChanges: true })).toBe('unsaved');
    expect(syncIndicatorState({ ...idle, hasUnsavedChanges: true, saving: true })).toBe('saving');
  });

  it('is offline without network or when the socket of a loaded album is down, whatever waits', () => {
    expect(syncIndicatorState({ ...idle, online: false, saving: true })).toBe('offline');
    expect(syncIndicatorState({ ...idle, connected: false, hasUnsavedChanges: true })).toBe('offline');
  });

  it('does not call a sync that is still starting offline', () => {
    expect(syncIndicatorState({ ...idle, ready: false, connected: false })).toBe('saved');
    expect(syncIndicatorState({ ...idle, ready: false, connected: false, online: false })).toBe('offline');
  });
});

describe('syncIndicatorState with errors', () => {
  const error = { kind: 'save' as const, messageKey: 'sync.error.save', at: 2_000 };

  it('shows an error until a later write is confirmed', () => {
    expect(syncIndicatorState({ ...idle, errors: [error], lastSavedAt: 1_000 })).toBe('error');
    expect(syncIndicatorState({ ...idle, errors: [error], lastSavedAt: null, saving: true })).toBe('error');
    expect(syncIndicatorState({ ...idle, errors: [error], lastSavedAt: 3_000 })).toBe('saved');
  });

  it('calls a sync stopped for good (access removed, album deleted) an error, not offline', () => {
    const stopped = { ...idle, connected: false };
    expect(syncIndicatorState({ ...stopped, ended: 'revoked' })).toBe('error');
    expect(syncIndicatorState({ ...stopped, ended: 'deleted' })).toBe('error');
    expect(syncIndicatorState({ ...stopped, ended: 'newer-version' })).toBe('error');
    // A refused change: the album is being reopened, offline until the new sync is connected.
    expect(syncIndicatorState({ ...stopped, ended: 'refused' })).toBe('offline');
  });

  it('still calls a missing network offline', () => {
    expect(syncIndicatorState({ ...idle, online: false, errors: [error], lastSavedAt: null })).toBe(
      'offline',
    );
  });
});

describe('lastSavedAt', () => {
  it('prefers the sync’s last write, else the album’s update time', () => {
    expect(lastSavedAt(1_000, '2026-01-01T00:00:00Z')).toBe(1_000);
    expect(lastSavedAt(null, '2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    expect(lastSavedAt(null, null)).toBeNull();
    expect(lastSavedAt(null, 'not a date')).toBeNull();
  });
});
