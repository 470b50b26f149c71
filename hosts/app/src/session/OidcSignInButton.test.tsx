import { webcrypto } from 'node:crypto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { expectNoSeriousA11yViolations } from '../test/axe';
import type { OidcClientConfig } from './oidc-config';
import { OIDC_PENDING_KEY } from './oidc-flow';
import { OidcSignInButton } from './OidcSignInButton';
import { SignInScreen } from './SignInScreen';

const config: OidcClientConfig = {
  issuer: 'https://id.example.com',
  clientId: 'album-app',
  audience: undefined,
  scope: 'openid manage:current_user_albums',
  name: 'Example ID',
};

function renderSignIn(
  oidc: OidcClientConfig | null,
  discovery: () => Promise<Response>,
  go?: (url: string) => void,
) {
  vi.stubGlobal('fetch', vi.fn(discovery));
  // jsdom has no SubtleCrypto; Node's WebCrypto is the same API the browser gives.
  vi.stubGlobal('crypto', webcrypto);
  const services = createServices({ language: () => 'en', storage: localStorage });
  // With `go` the button alone, to see where it leaves for (jsdom cannot navigate away).
  const Screen =
    go && oidc
      ? () => <OidcSignInButton config={oidc} next="/album/a1" go={go} />
      : () => <SignInScreen oidc={oidc} />;
  const router = createMemoryRouter([{ path: '/sign-in', Component: Screen }], {
    initialEntries: ['/sign-in?next=%2Falbum%2Fa1'],
  });
  return render(<App services={services} router={router} queryClient={createQueryClient()} />);
}

const discoveryDocument = () =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        authorization_endpoint: 'https://id.example.com/authorize',
        token_endpoint: 'https://id.example.com/token',
      }),
    ),
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sign-in with the OpenID Connect provider', () => {
  it('offers no provider when none is configured', async () => {
    renderSignIn(null, discoveryDocument);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('leaves for the provider with the challenge and remembers where the user was going', async () => {
    const assign = vi.fn();
    const view = renderSignIn(config, discoveryDocument, assign);
    await expectNoSeriousA11yViolations(view.container);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Example ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback`);
    const pending = JSON.parse(sessionStorage.getItem(OIDC_PENDING_KEY) ?? '{}') as {
      next?: string;
      state?: string;
    };
    expect(pending.next).toBe('/album/a1');
    expect(url.searchParams.get('state')).toBe(pending.state);
  });

  it('says so when the provider cannot be reached', async () => {
    const view = renderSignIn(config, () => Promise.resolve(new Response('down', { status: 503 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Example ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Example ID cannot be reached right now.');
    // The whole sign-in screen, form and provider button, stays accessible.
    await expectNoSeriousA11yViolations(view.container);
  });
});
