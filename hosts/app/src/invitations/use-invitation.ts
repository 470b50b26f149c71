/**
 * An invitation's server state through TanStack Query: the landing data of a token for its landing and
 * confirmation pages (`GET /public/invitations/:token`: the album, the inviter and the invited address) and the
 * confirmation (`POST /invitations/:token/confirm`) as a mutation. Unknown, cancelled and used tokens all end in
 * `error`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationLanding } from '@album/api-client';
import { useServices } from '../app/services';
import { ALBUMS_KEY } from '../start/queries';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; invitation: InvitationLanding };

/** The cache key of a token's invitation. */
export const invitationKey = (token: string) => ['invitations', token] as const;

/** Loads the invitation of `token`. */
export function useInvitation(token: string): InvitationState {
  const { api } = useServices();
  const query = useQuery({
    queryKey: invitationKey(token),
    queryFn: () => api.invitations.landing(token),
    // A token's answer does not change while the page is open; after a confirmation it is used up anyway.
    staleTime: Infinity,
  });
  if (query.data) return { status: 'ready', invitation: query.data };
  return query.isError ? { status: 'error', error: query.error } : { status: 'loading' };
}

/**
 * Confirms the invitation of `token` and answers the album's id. The album list then holds one album more, so the
 * start page's cached list is refreshed.
 */
export function useConfirmInvitation(token: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.invitations.confirm(token),
    onSuccess: () => client.invalidateQueries({ queryKey: ALBUMS_KEY }),
  });
}
