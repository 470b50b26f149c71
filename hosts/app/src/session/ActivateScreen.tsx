/**
 * `/profile/activate?token=…`, the link of the confirmation mail (spec: "calls an account activation and shows
 * success or error"). Success goes on to the start page, which shows the account-activated notice, or back to the
 * invitation that waited for the confirmed address (`pending-invitation.ts`), which then accepts it; an error stays
 * here with the reason and the way to a new link.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, Spinner } from '@album/ui';
import { useServices } from '../app/services';
import { takePendingInvitation } from '../invitations/pending-invitation';
import { useApiProblem } from './api-problem';
import { AuthLayout } from './AuthLayout';

export function ActivateScreen() {
  const intl = useIntl();
  const problem = useApiProblem();
  const { api, session } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Read once, when the activation succeeded: the entry is consumed, so a later visit goes to the start page.
  const invitation = useRef<string | null>(null);
  const activate = useMutation({
    mutationFn: (linkToken: string) => api.auth.activate(linkToken),
    onSuccess: (user) => {
      invitation.current = takePendingInvitation(globalThis.localStorage);
      session.setUser(user);
    },
  });
  const resend = useMutation({ mutationFn: () => api.auth.resendActivation() });
  // Once per link: a re-render (or React's development double effect) must not call again.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (token && started.current !== token) {
      started.current = token;
      activate.mutate(token);
    }
  }, [token, activate]);

  if (activate.isSuccess) {
    if (invitation.current) {
      return <Navigate to={`/invitations/${encodeURIComponent(invitation.current)}/confirm`} replace />;
    }
    return <Navigate to="/start" replace state={{ activated: true }} />;
  }
  const failed = !token || activate.isError;
  return (
    <AuthLayout>
      <section className="sign-in__form" aria-busy={!failed}>
        <h1>
          <FormattedMessage id="activate.title" />
        </h1>
        {failed ? (
          <>
            <p className="sign-in__error" role="alert">
              {token ? problem(activate.error) : intl.formatMessage({ id: 'api.error.link_invalid' })}
            </p>
            {resend.isSuccess ? (
              <p role="status" className="sign-in__success">
                <FormattedMessage id="activate.resent" />
              </p>
            ) : (
              <Button variant="secondary" isDisabled={resend.isPending} onPress={() => resend.mutate()}>
                <FormattedMessage id="activate.resend" />
              </Button>
            )}
            {resend.isError && (
              <p className="sign-in__error" role="alert">
                {problem(resend.error)}
              </p>
            )}
            <Link to="/start">
              <FormattedMessage id="error.notFound.link" />
            </Link>
          </>
        ) : (
          <Spinner aria-label={intl.formatMessage({ id: 'activate.working' })} />
        )}
      </section>
    </AuthLayout>
  );
}
