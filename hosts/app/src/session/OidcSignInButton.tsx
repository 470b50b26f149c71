/**
 * The sign-in screen's button for the configured OpenID Connect provider: starts the authorization code flow with
 * PKCE (`oidc-flow.ts`) and leaves for the provider; `/auth/callback` brings the user back to `next`.
 */
import { useState } from 'react';
import { FormattedMessage } from '@album/i18n';
import { Button } from '@album/ui';
import type { OidcClientConfig } from './oidc-config';
import { beginOidcSignIn } from './oidc-flow';
import { safeNext } from './sign-in-target';

export interface OidcSignInButtonProps {
  config: OidcClientConfig;
  /** The `next` of the sign-in screen's address. */
  next: string | null;
  /** Leaves the app for the provider; `window.location.assign` unless a test gives its own. */
  go?: (url: string) => void;
}

export function OidcSignInButton({
  config,
  next,
  go = (url) => window.location.assign(url),
}: OidcSignInButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      go(
        await beginOidcSignIn(config, safeNext(next), {
          storage: sessionStorage,
          origin: window.location.origin,
        }),
      );
    } catch {
      // The provider's discovery document could not be read (offline, provider down, blocked by policy).
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="sign-in__provider">
      <p className="sign-in__divider" aria-hidden="true">
        <FormattedMessage id="auth.oidc.or" />
      </p>
      <Button variant="secondary" isDisabled={busy} onPress={() => void start()}>
        <FormattedMessage id="auth.oidc.signIn" values={{ provider: config.name }} />
      </Button>
      {failed && (
        <p className="sign-in__error" role="alert">
          <FormattedMessage id="auth.oidc.unavailable" values={{ provider: config.name }} />
        </p>
      )}
    </div>
  );
}
