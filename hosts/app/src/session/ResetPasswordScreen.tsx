/**
 * A forgotten password: without `?token=` the screen asks for the e-mail and has a reset link mailed (the answer is
 * the same whether an account exists); the mailed link opens it with `?token=` (and `?email=`), where the new
 * password is set under the same rules as at sign-up, which also signs the user in.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { passwordProblems } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { useLanguage } from '../app/language';
import { useServices } from '../app/services';
import { useApiProblem } from './api-problem';
import { AuthLayout } from './AuthLayout';
import { PasswordRules } from './PasswordRules';
import { authLink } from './SignInScreen';

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout>
      {token ? (
        <SetPasswordForm token={token} email={params.get('email') ?? ''} />
      ) : (
        <RequestResetForm initialEmail={params.get('email') ?? ''} />
      )}
    </AuthLayout>
  );
}

function RequestResetForm({ initialEmail }: { initialEmail: string }) {
  const intl = useIntl();
  const problem = useApiProblem();
  const { language } = useLanguage();
  const { api } = useServices();
  const [email, setEmail] = useState(initialEmail);
  // Said before asking the server: the field is empty.
  const [missing, setMissing] = useState(false);
  const request = useMutation({
    mutationFn: async (address: string) => {
      await api.auth.requestPasswordReset(address, language);
      return address;
    },
  });
  const sentTo = request.data ?? null;
  const busy = request.isPending;
  const error = missing
    ? intl.formatMessage({ id: 'auth.error.email' })
    : request.isError
      ? problem(request.error)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!email.trim());
    if (!email.trim()) {
      request.reset();
      return;
    }
    request.mutate(email.trim());
  };

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <h1>
        <FormattedMessage id="auth.reset.title" />
      </h1>
      {sentTo ? (
        <p role="status" className="sign-in__success">
          <FormattedMessage id="auth.reset.sent" values={{ email: sentTo }} />
        </p>
      ) : (
        <>
          <p className="sign-in__hint">
            <FormattedMessage id="auth.reset.intro" />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'auth.email' })}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            isRequired
          />
          {error && (
            <p className="sign-in__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" variant="primary" isDisabled={busy}>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </>
      )}
      <p className="sign-in__links">
        <Link to={authLink('/sign-in', null, email)}>
          <FormattedMessage id="auth.backToSignIn" />
        </Link>
      </p>
    </form>
  );
}

function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const intl = useIntl();
  const problem = useApiProblem();
  const { api, session } = useServices();
  const navigate = useNavigate();
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reset = useMutation({
    mutationFn: () => api.auth.resetPassword(token, password),
    onSuccess: (signedIn) => {
      session.signIn(signedIn.token, signedIn.user);
      void navigate('/start', { replace: true, state: { passwordChanged: true } });
    },
  });
  const busy = reset.isPending;
  const error = reset.isError ? problem(reset.error) : null;
  const invalid = passwordProblems(password, email).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    reset.mutate();
  };

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <h1>
        <FormattedMessage id="auth.reset.newTitle" />
      </h1>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <div className="sign-in__field">
        <TextField
          label={intl.formatMessage({ id: 'auth.newPassword' })}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isRequired
          aria-describedby={rulesId}
          isInvalid={submitted && invalid}
          errorMessage={intl.formatMessage({ id: 'auth.error.passwordRules' })}
        />
        <PasswordRules id={rulesId} password={password} email={email} />
      </div>
      {error && (
        <p className="sign-in__error" role="alert">
          {error}{' '}
          <Link to={authLink('/reset-password', null, email)}>
            <FormattedMessage id="auth.reset.again" />
          </Link>
        </p>
      )}
      <Button type="submit" variant="primary" isDisabled={busy}>
        <FormattedMessage id="auth.reset.save" />
      </Button>
    </form>
  );
}
