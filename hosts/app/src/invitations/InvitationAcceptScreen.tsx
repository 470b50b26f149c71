/**
 * `/invitations/:token/accept`, the public landing page of an invitation (companion specification, sections 2 and
 * 4): who invites to which album and which address it is for, then on to accept. Visitors without a session sign
 * in or sign up (the invited address prefilled) and come back to the confirmation; someone signed in with another
 * address is told the invitation is personal and may switch accounts. A token that does not load shows the
 * invitation error.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { useIntl } from '@album/i18n';
import { Button, Spinner } from '@album/ui';
import { useServices } from '../app/services';
import { InvitationCard } from './InvitationCard';
import { authPath, confirmPath, isInvitedAddress } from './invitation-links';
import { useInvitation } from './use-invitation';

export function InvitationAcceptScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { session } = useServices();
  const signedInAs = useStore(session, (state) => (state.token ? (state.user?.email ?? null) : null));
  const state = useInvitation(token);

  if (state.status === 'loading') {
    return (
      <InvitationCard busy>
        <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </InvitationCard>
    );
  }
  if (state.status === 'error') {
    return (
      <InvitationCard>
        <h1>{intl.formatMessage({ id: 'invitation.title' })}</h1>
        <p className="invitation__error" role="alert">
          {intl.formatMessage({ id: 'invitation.loadFailed' })}
        </p>
        <Link to="/">{intl.formatMessage({ id: 'error.notFound.link' })}</Link>
      </InvitationCard>
    );
  }

  const { invitation } = state;
  const invited = invitation.email;
  const otherAccount = signedInAs !== null && !isInvitedAddress(signedInAs, invited);
  return (
    <InvitationCard>
      <h1>{intl.formatMessage({ id: 'invitation.title' })}</h1>
      <p>
        {intl.formatMessage(
          { id: 'invitation.text' },
          {
            inviter: invitation.inviter_email,
            album: invitation.album_title,
          },
        )}
      </p>
      <p className="invitation__muted">{intl.formatMessage({ id: 'invitation.for' }, { email: invited })}</p>
      {signedInAs === null && (
        <div className="invitation__actions">
          <Button variant="primary" onPress={() => void navigate(authPath('sign-in', token, invited))}>
            {intl.formatMessage({ id: 'invitation.signIn' })}
          </Button>
          <Button variant="secondary" onPress={() => void navigate(authPath('sign-up', token, invited))}>
            {intl.formatMessage({ id: 'invitation.signUp' })}
          </Button>
        </div>
      )}
      {signedInAs !== null && !otherAccount && (
        <div className="invitation__actions">
          <Button variant="primary" onPress={() => void navigate(confirmPath(token))}>
            {intl.formatMessage({ id: 'invitation.accept' })}
          </Button>
        </div>
      )}
      {otherAccount && (
        <>
          <p role="status">
            {intl.formatMessage({ id: 'invitation.otherAccount' }, { current: signedInAs, email: invited })}
          </p>
          <div className="invitation__actions">
            <Button
              variant="primary"
              onPress={() => {
                // The invitation only works for its own address: sign out here, then sign in as that address.
                session.signOut();
                void navigate(authPath('sign-in', token, invited));
              }}
            >
              {intl.formatMessage({ id: 'invitation.switchAccount' })}
            </Button>
          </div>
        </>
      )}
    </InvitationCard>
  );
}
