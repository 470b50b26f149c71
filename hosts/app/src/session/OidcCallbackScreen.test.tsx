import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@album/api-client';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { expectNoSeriousA11yViolations } from '../test/axe';
import type { OidcClientConfig } from './oidc-config';
import { OIDC_PENDING_KEY } from './oidc-flow';
import { OidcCallbackScreen } from './OidcCallbackScreen';

const config: OidcClientConfig = {
  issuer: 'https://id.example.com',
  clientId: 'album-app',
  audience: undefined,
  scope: 'openid manage:current_user_albums',
  name: 'Example ID',
};

const user: User = {
  id: 'u1',
  sub: 'oidc|u1',
  email: 'ann@example.com',
  nickname: 'Ann',
  picture: null,
  roles: [],
  locale: 'en',
  organizations: [],
  activated: true,
  cookie_consent: null,
};

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderCallback(search: string) {
  // The provider: discovery and the token endpoint, reached with the browser's fetch.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      String(input).endsWith('/.well-known/openid-configuration')
        ? json({
            authorization_endpoint: 'https://id.example.com/authorize',
            token_endpoint: 'https://id.example.com/token',
          })
        : json({ access_token: 'provider-token' }),
    ),
  );
  // The album server: the user of the provider's token.
  const api = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
    new Headers(init?.headers).get('authorization') === 'Bearer provider-token'
      ? json({ data: { user } })
      : json({ error: { code: 'invalid_token', message: 'no' } }, 401),
  );
  const services = createServices({ language: () => 'en', storage: localStorage, fetch: api });
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', Component: () => <OidcCallbackScreen config={config} /> },
      { path: '/album/:id', Component: () => <p>album screen</p> },
    ],
    { initialEntries: [`/auth/callback${search}`] },
  );
  const view = render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { view, services, router };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem(
    OIDC_PENDING_KEY,
    JSON.stringify({ state: 's1', verifier: 'v1', next: '/album/a1' }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('OIDC callback screen', () => {
  it('signs in with the provider’s token and goes on to where the user was going', async () => {
    const { services, router } = renderCallback('?code=c1&state=s1');
    await screen.findByText('album screen');
    expect(router.state.location.pathname).toBe('/album/a1');
    expect(services.session.getState()).toEqual({ token: 'provider-token', user });
  });

  it('refuses an answer with another state and offers the way back to the sign-in', async () => {
    const { view, services } = renderCallback('?code=c1&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with Example ID did not work.');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/sign-in');
    expect(services.session.getState().token).toBeNull();
    // Neither the provider was asked (no code exchanged) nor the refusal reported as an app error.
    expect(fetch).not.toHaveBeenCalled();
    await expectNoSeriousA11yViolations(view.container);
  });
});
