/**
 * `/auth/callback`: where the OpenID Connect provider sends the browser back. Checks the state, exchanges the code
 * (see `oidc-flow.ts`), asks the server for the user of the provider's token and signs in with both, then goes on
 * to where the user was going. A refused or failed answer shows one message and the way back to the sign-in.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Spinner } from '@album/ui';
import { useServices } from '../app/services';
import { AuthLayout } from './AuthLayout';
import { appOidcConfig, type OidcClientConfig } from './oidc-config';
import { completeOidcSignIn, OidcCallbackError } from './oidc-flow';
import { safeNext } from './sign-in-target';

export interface OidcCallbackScreenProps {
  /** The provider; the build's by default (tests give their own). */
  config?: OidcClientConfig | null;
}

export function OidcCallbackScreen({ config = appOidcConfig() }: OidcCallbackScreenProps) {
  const intl = useIntl();
  const { api, session, reportError } = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The code exchange and the user's lookup are one write: the code and the pending state are single-use.
  const signIn = useMutation({
    mutationFn: async (oidc: OidcClientConfig) => {
      const { accessToken, next } = await completeOidcSignIn(oidc, search, {
        storage: sessionStorage,
        origin: window.location.origin,
      });
      return { accessToken, next, user: await api.auth.meWith(accessToken) };
    },
    onSuccess: ({ accessToken, next, user }) => {
      session.signIn(accessToken, user);
      void navigate(safeNext(next), { replace: true });
    },
    // A refused answer (forged or stale state, the user declined at the provider) is no fault of the app.
    onError: (error) => {
      if (!(error instanceof OidcCallbackError)) reportError(error);
    },
  });
  // A second run (React's strict mode) must not spend the code again.
  const started = useRef(false);
  const { mutate } = signIn;
  useEffect(() => {
    if (started.current || !config) return;
    started.current = true;
    mutate(config);
  }, [config, mutate]);
  const failed = !config || signIn.isError;

  return (
    <AuthLayout>
      <div className="sign-in__form">
        <h1>
          <FormattedMessage id="auth.signIn.title" />
        </h1>
        {failed ? (
          <>
            <p className="sign-in__error" role="alert">
              <FormattedMessage id="auth.oidc.failed" values={{ provider: config?.name ?? '' }} />
            </p>
            <Link to="/sign-in">
              <FormattedMessage id="auth.backToSignIn" />
            </Link>
          </>
        ) : (
          <Spinner aria-label={intl.formatMessage({ id: 'auth.signingIn' })} />
        )}
      </div>
    </AuthLayout>
  );
}
