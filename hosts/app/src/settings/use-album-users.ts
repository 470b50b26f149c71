/**
 * The users tab's server state through TanStack Query (spec section 7): the album's users
 * (`GET /albums/:id/associations`) and open invitations (`GET /albums/:id/invitations`) as one query, and the
 * owner's writes (invite, cancel an invitation, remove a user) as mutations that load the lists again once done.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Association, Invitation } from '@album/api-client';
import { useServices } from '../app/services';

export type AlbumUsers =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; associations: Association[]; invitations: Invitation[] };

export interface AlbumUsersState {
  users: AlbumUsers;
  /** Loads both lists again (the retry button after a failed load). */
  reload(): Promise<void>;
}

/** The cache key of an album's users and invitations. */
export const albumUsersKey = (albumId: string) => ['albums', albumId, 'users'] as const;

/** Loads the users and invitations of `albumId`; a failed load shows the spec's user-management failure. */
export function useAlbumUsers(albumId: string): AlbumUsersState {
  const { api } = useServices();
  const query = useQuery({
    queryKey: albumUsersKey(albumId),
    queryFn: async () => {
      const [associations, invitations] = await Promise.all([
        api.associations.list(albumId),
        api.invitations.list(albumId),
      ]);
      return { associations, invitations };
    },
  });
  const users: AlbumUsers = query.data
    ? { status: 'ready', ...query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return {
    users,
    reload: async () => {
      await query.refetch();
    },
  };
}

/**
 * The owner's writes on the users tab. Each settles only once the lists were loaded again, so the row it acted on
 * is gone (or the new invitation is there) when the caller goes on.
 */
export function useAlbumUserActions(albumId: string) {
  const { api } = useServices();
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: albumUsersKey(albumId) });
  const invite = useMutation({
    mutationFn: (email: string) => api.invitations.create(albumId, email),
    onSuccess: reload,
  });
  const cancelInvitation = useMutation({
    mutationFn: (invitationId: string) => api.invitations.delete(invitationId),
    onSuccess: reload,
  });
  const removeUser = useMutation({
    mutationFn: (associationId: string) => api.associations.delete(associationId),
    onSuccess: reload,
  });
  return { invite, cancelInvitation, removeUser };
}
