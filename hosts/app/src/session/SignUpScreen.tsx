/**
 * The embedded sign-up: e-mail, password under the rules (ticked off while typing), an optional name. The account
 * works at once; the server mails a link that confirms the address (`/profile/activate`). The interface language
 * becomes the account's language, so the mails arrive in it. A partner link the visitor came with goes along.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { passwordProblems } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { storedReferral } from '../analytics/referral';
import type { Referral } from '../analytics/referral';
import { useLanguage } from '../app/language';
import { useServices } from '../app/services';
import { useApiProblem } from './api-problem';
import { AuthLayout } from './AuthLayout';
import { PasswordRules } from './PasswordRules';
import { authLink } from './SignInScreen';
import { safeNext } from './sign-in-target';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const withReferral = (referral: Referral | null) => (referral ? { analytics_metadata: referral } : {});

export function SignUpScreen() {
  const intl = useIntl();
  const problem = useApiProblem();
  const { language } = useLanguage();
  const { api, session } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const rulesId = useId();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const signUp = useMutation({
    mutationFn: () =>
      api.auth.signUp({
        email: email.trim(),
        password,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        locale: language,
        // The partner link the visitor came with (in the last 30 days): the server records the referral.
        ...withReferral(storedReferral(globalThis.localStorage)),
      }),
    onSuccess: (signedUp) => {
      session.signIn(signedUp.token, signedUp.user);
      void navigate(safeNext(next), { replace: true });
    },
  });
  const busy = signUp.isPending;
  const error = signUp.isError ? problem(signUp.error) : null;

  const emailInvalid = !EMAIL_SHAPE.test(email.trim());
  const passwordInvalid = passwordProblems(password, email.trim()).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailInvalid || passwordInvalid) return;
    signUp.mutate();
  };

  return (
    <AuthLayout>
      <form className="sign-in__form" onSubmit={submit} noValidate>
        <h1>
          <FormattedMessage id="auth.signUp.title" />
        </h1>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          isInvalid={submitted && emailInvalid}
          errorMessage={intl.formatMessage({ id: 'auth.error.email' })}
        />
        <div className="sign-in__field">
          <TextField
            label={intl.formatMessage({ id: 'auth.password' })}
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            isRequired
            aria-describedby={rulesId}
            isInvalid={submitted && passwordInvalid}
            errorMessage={intl.formatMessage({ id: 'auth.error.passwordRules' })}
          />
          <PasswordRules id={rulesId} password={password} email={email.trim()} />
        </div>
        <TextField
          label={intl.formatMessage({ id: 'auth.nickname' })}
          name="nickname"
          autoComplete="nickname"
          value={nickname}
          onChange={setNickname}
          maxLength={100}
        />
        {error && (
          <p className="sign-in__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" isDisabled={busy}>
          <FormattedMessage id={busy ? 'auth.signingUp' : 'auth.signUp.submit'} />
        </Button>
        <p className="sign-in__links">
          <Link to={authLink('/sign-in', next, email)}>
            <FormattedMessage id="auth.switchToSignIn" />
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
