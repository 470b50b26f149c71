import { describe, expect, it, vi } from 'vitest';
import { createPresenceStore } from '@album/editor-react';
import { deferredPresence } from './deferred-presence';

const ana = { id: 'ana', email: 'ana@example.com', picture: null, color: '#e11d48', selection: ['n1'] };

describe('deferredPresence', () => {
  it('is empty until the source arrives, then reports and follows it', async () => {
    const store = createPresenceStore();
    let resolve!: (source: typeof store) => void;
    const presence = deferredPresence(new Promise((r) => (resolve = r)));
    const listener = vi.fn();
    presence.subscribe(listener);
    expect(presence.getCollaborators()).toEqual([]);

    store.mergeUser(ana);
    resolve(store);
    await Promise.resolve();
    await Promise.resolve();
    expect(presence.getCollaborators()).toEqual([ana]);
    expect(listener).toHaveBeenCalledTimes(1);

    store.mergeSelection('ana', ['n2']);
    expect(presence.getCollaborators()[0]?.selection).toEqual(['n2']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stays empty when the sync fails to start', async () => {
    const presence = deferredPresence(Promise.reject(new Error('offline')));
    await new Promise((r) => setTimeout(r, 0));
    expect(presence.getCollaborators()).toEqual([]);
  });
});
