import { describe, expect, it } from 'vitest';
import { collaboratorColor, COLLABORATOR_COLORS } from './colors';
import { createStatusStore, pushError } from './status';

describe('sync status', () => {
  it('starts synced and records errors as message keys, one per kind in a row', () => {
    const store = createStatusStore(true);
    expect(store.getState()).toMatchObject({
      synced: true,
      hasUnsavedChanges: false,
      online: true,
      connected: false,
    });
    pushError(store, 'connection', 'refused', 1);
    pushError(store, 'connection', 'refused again', 2);
    pushError(store, 'merge', undefined, 3);
    expect(store.getState().errors).toEqual([
      { kind: 'connection', messageKey: 'sync.error.connection', detail: 'refused', at: 1 },
      { kind: 'merge', messageKey: 'sync.error.merge', detail: undefined, at: 3 },
    ]);
  });
});

describe('collaboratorColor', () => {
  it('gives a user the same palette colour in an album on every client, and spreads users over the palette', () => {
    expect(collaboratorColor('album-1', 'user-1')).toBe(collaboratorColor('album-1', 'user-1'));
    const colors = new Set(Array.from({ length: 40 }, (_, i) => collaboratorColor('album-1', `user-${i}`)));
    for (const color of colors) expect(COLLABORATOR_COLORS).toContain(color);
    expect(colors.size).toBeGreaterThan(6);
  });
});
