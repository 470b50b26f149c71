/**
 * The embedded sign-in (the server's `POST /auth/sign_in`; deployments with an identity provider sign in there and
 * hand the token over the same way). Errors are shown under the form, translated from the server's error code.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@album/api-client';
import { FormattedMessage, useIntl, useProblemFormatter } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { useServices } from '../app/services';
import './sign-in.css';

/** Only same-site paths are followed after signing in (an open redirect would help phishing). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInScreen() {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const { api, session } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(intl.formatMessage({ id: 'auth.error.required' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const signedIn = await api.auth.signIn(email.trim(), password);
      session.signIn(signedIn.token, signedIn.user);
      void navigate(safeNext(params.get('next')), { replace: true });
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? problems.apiError({ code: caught.code })
          : intl.formatMessage({ id: 'error.generic' }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <form className="sign-in__form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>
          <FormattedMessage id="auth.signIn.title" />
        </h1>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isRequired
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
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
        <p className="sign-in__hint">
          <FormattedMessage
            id="auth.demoHint"
            values={{ email: 'demo@example.com', password: 'demo-album' }}
          />
        </p>
      </form>
    </main>
  );
}
