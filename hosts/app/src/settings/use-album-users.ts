/**
 * The users tab's data (spec section 7): the album's users (`GET /albums/:id/associations`) and open invitations
 * (`GET /albums/:id/invitations`), loaded together and loaded again after each change the owner makes.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Association, Invitation } from '@album/api-client';
import { useServices } from '../app/services';

export type AlbumUsers =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; associations: Association[]; invitations: Invitation[] };

export interface AlbumUsersState {
  users: AlbumUsers;
  /** Loads both lists again (after an invitation, a cancellation or a removal). */
  reload(): Promise<void>;
}

/** Loads the users and invitations of `albumId`; a failed load shows the spec's user-management failure. */
export function useAlbumUsers(albumId: string): AlbumUsersState {
  const { api } = useServices();
  const [users, setUsers] = useState<AlbumUsers>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      const [associations, invitations] = await Promise.all([
        api.associations.list(albumId),
        api.invitations.list(albumId),
      ]);
      return { status: 'ready', associations, invitations } as const;
    } catch {
      return { status: 'error' } as const;
    }
  }, [api, albumId]);
  useEffect(() => {
    let live = true;
    void load().then((next) => live && setUsers(next));
    return () => {
      live = false;
    };
  }, [load]);
  const reload = useCallback(async () => setUsers(await load()), [load]);
  return { users, reload };
}
