/**
 * The embedded sign-in (the server's `POST /auth/sign_in`), and, when the build names an OpenID Connect provider,
 * a button that signs in there instead (`OidcSignInButton`, back through `/auth/callback`). The e-mail is
 * prefilled from `?email=` (an invitation's address, or the one typed on the sign-up screen); errors are shown
 * under the form, translated from the server's error code.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { useServices } from '../app/services';
import { useApiProblem } from './api-problem';
import { AuthLayout } from './AuthLayout';
import { appOidcConfig, type OidcClientConfig } from './oidc-config';
import { OidcSignInButton } from './OidcSignInButton';
import { safeNext } from './sign-in-target';

/** The same `next` and e-mail carried to the other auth screens. */
export function authLink(path: string, next: string | null, email: string): string {
  const query = new URLSearchParams();
  if (next) query.set('next', next);
  if (email.trim()) query.set('email', email.trim());
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export interface SignInScreenProps {
  /** The OpenID Connect provider to offer besides the form; the build's by default (tests give their own). */
  oidc?: OidcClientConfig | null;
}

export function SignInScreen({ oidc = appOidcConfig() }: SignInScreenProps = {}) {
  const intl = useIntl();
  const problem = useApiProblem();
  const { api, session } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  // Said before asking the server: a field is empty.
  const [missing, setMissing] = useState(false);
  const signIn = useMutation({
    mutationFn: () => api.auth.signIn(email.trim(), password),
    onSuccess: (signedIn) => {
      session.signIn(signedIn.token, signedIn.user);
      void navigate(safeNext(next), { replace: true });
    },
  });
  const busy = signIn.isPending;
  const error = missing
    ? intl.formatMessage({ id: 'auth.error.required' })
    : signIn.isError
      ? problem(signIn.error)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = !email.trim() || !password;
    setMissing(empty);
    if (empty) {
      signIn.reset();
      return;
    }
    signIn.mutate();
  };

  return (
    <AuthLayout>
      <form className="sign-in__form" onSubmit={submit} noValidate>
        <h1>
          <FormattedMessage id="auth.signIn.title" />
        </h1>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isRequired
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
        />
        {error && (
          <p className="sign-in__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" isDisabled={busy}>
          <FormattedMessage id={busy ? 'auth.signingIn' : 'auth.signIn.submit'} />
        </Button>
        {oidc && <OidcSignInButton config={oidc} next={next} />}
        <p className="sign-in__links">
          <Link to={authLink('/reset-password', null, email)}>
            <FormattedMessage id="auth.forgotPassword" />
          </Link>
          <Link to={authLink('/sign-up', next, email)}>
            <FormattedMessage id="auth.switchToSignUp" />
          </Link>
        </p>
        <p className="sign-in__hint">
          <FormattedMessage
            id="auth.demoHint"
            values={{ email: 'demo@example.com', password: 'demo-album' }}
          />
        </p>
      </form>
    </AuthLayout>
  );
}
