/**
 * `/invitations/:token/confirm` for signed-in users (companion specification, section 4): loads the invitation,
 * confirms it (`POST /invitations/:token/confirm`) and opens the album. A failure shows the generic error with the
 * server's reason (for instance: the invitation is for another address), a way to switch accounts where that
 * helps, and the way to the start page. An account whose address is not confirmed yet is refused too (a new
 * account is where a sign-up from the invitation lands): that is no error of theirs, so the page says what to do
 * instead, offers the confirmation mail again and lets them accept here once they have clicked its link.
 */
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@album/api-client';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, Spinner } from '@album/ui';
import { useServices } from '../app/services';
import { useApiProblem } from '../session/api-problem';
import { InvitationCard } from './InvitationCard';
import { rememberPendingInvitation } from './pending-invitation';
import { authPath } from './invitation-links';
import { useConfirmInvitation, useInvitation } from './use-invitation';

/** Why the page failed: the server's reason where it has one, the invitation error for an unknown token. */
function failureReason(
  caught: unknown,
  problems: ReturnType<typeof useProblemFormatter>,
  intl: ReturnType<typeof useIntl>,
): string {
  return caught instanceof ApiError && caught.code !== 'not_found'
    ? problems.apiError({ code: caught.code })
    : intl.formatMessage({ id: 'invitation.loadFailed' });
}

export function InvitationConfirmScreen() {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { api, session } = useServices();
  const landing = useInvitation(token);
  const confirm = useConfirmInvitation(token);
  // Confirming is not idempotent (a second call answers "already used"): once per token, also under StrictMode.
  const started = useRef<string | null>(null);
  const { mutate } = confirm;
  const resend = useMutation({ mutationFn: () => api.auth.resendActivation() });
  const apiProblem = useApiProblem();

  useEffect(() => {
    if (landing.status !== 'ready' || started.current === token) return;
    started.current = token;
    mutate(undefined, {
      onSuccess: (albumId) => void navigate(`/album/${encodeURIComponent(albumId)}`, { replace: true }),
    });
  }, [landing.status, token, mutate, navigate]);
  // After the address is confirmed (often in another tab, from the mail) the same page accepts on request.
  const retry = () =>
    mutate(undefined, {
      onSuccess: (albumId) => void navigate(`/album/${encodeURIComponent(albumId)}`, { replace: true }),
    });

  const caught = landing.status === 'error' ? landing.error : confirm.error;
  const state = caught
    ? {
        status: 'failed' as const,
        reason: failureReason(caught, problems, intl),
        code: caught instanceof ApiError ? caught.code : null,
        email: landing.status === 'ready' ? landing.invitation.email : null,
      }
    : { status: 'working' as const };

  if (state.status === 'working') {
    return (
      <InvitationCard busy>
        <p role="status">{intl.formatMessage({ id: 'invitation.confirming' })}</p>
        <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </InvitationCard>
    );
  }
  const email = state.email;
  if (state.code === 'account_not_activated') {
    // The activation page, maybe in the tab the mail opens, comes back here once the address is confirmed.
    rememberPendingInvitation(globalThis.localStorage, token);
    return (
      <InvitationCard>
        <h1>{intl.formatMessage({ id: 'activate.title' })}</h1>
        <p role="alert">{intl.formatMessage({ id: 'invitation.activateFirst' }, { email: email ?? '' })}</p>
        {resend.isSuccess && <p role="status">{intl.formatMessage({ id: 'activate.resent' })}</p>}
        {resend.isError && (
          <p className="invitation__error" role="alert">
            {apiProblem(resend.error)}
          </p>
        )}
        <div className="invitation__actions">
          <Button variant="primary" onPress={retry}>
            {intl.formatMessage({ id: 'invitation.accept' })}
          </Button>
          {!resend.isSuccess && (
            <Button variant="secondary" isDisabled={resend.isPending} onPress={() => resend.mutate()}>
              {intl.formatMessage({ id: 'activate.resend' })}
            </Button>
          )}
        </div>
        <Link to="/">{intl.formatMessage({ id: 'error.notFound.link' })}</Link>
      </InvitationCard>
    );
  }
  return (
    <InvitationCard>
      <h1>{intl.formatMessage({ id: 'invitation.confirmFailed' })}</h1>
      <div role="alert">
        <p>{intl.formatMessage({ id: 'error.generic' })}</p>
        {state.reason && <p className="invitation__error">{state.reason}</p>}
      </div>
      <div className="invitation__actions">
        {state.code === 'invitation_for_other_email' && email && (
          <Button
            variant="primary"
            onPress={() => {
              session.signOut();
              void navigate(authPath('sign-in', token, email));
            }}
          >
            {intl.formatMessage({ id: 'invitation.switchAccount' })}
          </Button>
        )}
        <Link to="/">{intl.formatMessage({ id: 'error.notFound.link' })}</Link>
      </div>
    </InvitationCard>
  );
}
