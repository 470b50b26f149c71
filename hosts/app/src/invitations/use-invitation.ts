/**
 * The invitation of a token for its landing and confirmation pages (`GET /public/invitations/:token`): the album,
 * the inviter and the invited address. Unknown, cancelled and used tokens all end in `error`.
 */
import { useEffect, useState } from 'react';
import type { InvitationLanding } from '@album/api-client';
import { useServices } from '../app/services';

export type InvitationState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; invitation: InvitationLanding };

/** Loads the invitation of `token`. */
export function useInvitation(token: string): InvitationState {
  const { api } = useServices();
  const [state, setState] = useState<InvitationState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.invitations.landing(token).then(
      (invitation) => live && setState({ status: 'ready', invitation }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);
  return state;
}
