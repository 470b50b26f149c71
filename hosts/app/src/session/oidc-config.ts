/**
 * The OpenID Connect provider the sign-in screen offers, from the build's environment: `VITE_OIDC_ISSUER` and
 * `VITE_OIDC_CLIENT_ID` (both needed; the issuer must be the server's `OIDC_ISSUER`), optionally
 * `VITE_OIDC_AUDIENCE` (Auth0 only issues JWT access tokens for an API audience; the server's `OIDC_AUDIENCE`),
 * `VITE_OIDC_SCOPE` and `VITE_OIDC_NAME` (the provider's name on the button). See docs/operations.md.
 */

/** The scope the server requires of provider tokens (`auth/tokens.ts` ALBUM_SCOPE), plus the profile claims. */
export const DEFAULT_OIDC_SCOPE = 'openid profile email manage:current_user_albums';

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  audience: string | undefined;
  scope: string;
  /** Shown on the sign-in button: the configured name, else the issuer's host name. */
  name: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The provider configured in `env` (`import.meta.env` in the app), or null without issuer or client id. */
export function oidcConfigFrom(env: Record<string, unknown>): OidcClientConfig | null {
  const issuer = text(env.VITE_OIDC_ISSUER);
  const clientId = text(env.VITE_OIDC_CLIENT_ID);
  if (!issuer || !clientId) return null;
  let host: string;
  try {
    host = new URL(issuer).host;
  } catch {
    // A malformed issuer cannot be discovered: offer no provider rather than a button that always fails.
    return null;
  }
  return {
    issuer,
    clientId,
    audience: text(env.VITE_OIDC_AUDIENCE),
    scope: text(env.VITE_OIDC_SCOPE) ?? DEFAULT_OIDC_SCOPE,
    name: text(env.VITE_OIDC_NAME) ?? host,
  };
}

/** The provider this build offers, or null. */
export function appOidcConfig(): OidcClientConfig | null {
  return oidcConfigFrom(import.meta.env as Record<string, unknown>);
}
