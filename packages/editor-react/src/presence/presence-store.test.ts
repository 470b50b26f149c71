import { describe, expect, it, vi } from 'vitest';
import { createPresenceStore, initialsOf, NO_PRESENCE } from './presence-store';

const ana = { id: 'u1', email: 'ana.bell@example.org', picture: null, color: '#e63946' };

describe('presence store', () => {
  it('merges users, selections and removals, notifying only on change', () => {
    const store = createPresenceStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.mergeUser(ana);
    expect(store.getCollaborators()).toEqual([{ ...ana, selection: [] }]);
    store.mergeSelection('u1', ['n1', 'n2']);
    expect(store.getCollaborators()[0]!.selection).toEqual(['n1', 'n2']);
    const snapshot = store.getCollaborators();
    store.mergeSelection('u1', ['n1', 'n2']);
    store.mergeUser(ana);
    expect(store.getCollaborators()).toBe(snapshot);
    expect(store.getCollaborators()[0]!.selection).toEqual(['n1', 'n2']);
    store.mergeSelection('unknown', ['x']);
    store.removeUser('u1');
    expect(store.getCollaborators()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('updates a colour in place', () => {
    const store = createPresenceStore([{ ...ana, selection: ['a'] }]);
    store.mergeUser({ ...ana, color: '#000000' });
    expect(store.getCollaborators()).toEqual([{ ...ana, color: '#000000', selection: ['a'] }]);
  });

  it('clears everyone and unsubscribes', () => {
    const store = createPresenceStore([{ ...ana, selection: [] }]);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.clear();
    expect(store.getCollaborators()).toHaveLength(0);
    expect(listener).not.toHaveBeenCalled();
    expect(NO_PRESENCE.getCollaborators()).toHaveLength(0);
  });

  it('makes initials from an e-mail', () => {
    expect(initialsOf('ana.bell@example.org')).toBe('AB');
    expect(initialsOf('zoe@example.org')).toBe('ZO');
  });
});
