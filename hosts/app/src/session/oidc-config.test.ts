import { describe, expect, it } from 'vitest';
import { DEFAULT_OIDC_SCOPE, oidcConfigFrom } from './oidc-config';

describe('OIDC client configuration', () => {
  it('offers no provider without issuer and client id, or with a malformed issuer', () => {
    expect(oidcConfigFrom({})).toBeNull();
    expect(oidcConfigFrom({ VITE_OIDC_ISSUER: 'https://id.example.com/' })).toBeNull();
    expect(oidcConfigFrom({ VITE_OIDC_ISSUER: 'not a url', VITE_OIDC_CLIENT_ID: 'app' })).toBeNull();
  });

  it('defaults the scope to the server’s album scope and the name to the issuer’s host', () => {
    expect(
      oidcConfigFrom({ VITE_OIDC_ISSUER: 'https://id.example.com/', VITE_OIDC_CLIENT_ID: 'app' }),
    ).toEqual({
      issuer: 'https://id.example.com/',
      clientId: 'app',
      audience: undefined,
      scope: DEFAULT_OIDC_SCOPE,
      name: 'id.example.com',
    });
    expect(DEFAULT_OIDC_SCOPE.split(' ')).toContain('manage:current_user_albums');
  });

  it('takes audience, scope and name when set', () => {
    expect(
      oidcConfigFrom({
        VITE_OIDC_ISSUER: 'https://id.example.com/',
        VITE_OIDC_CLIENT_ID: 'app',
        VITE_OIDC_AUDIENCE: 'https://api.example.com',
        VITE_OIDC_SCOPE: 'openid manage:current_user_albums',
        VITE_OIDC_NAME: 'Company login',
      }),
    ).toMatchObject({
      audience: 'https://api.example.com',
      scope: 'openid manage:current_user_albums',
      name: 'Company login',
    });
  });
});
