/**
 * Every row of the route table (account spec section 2) for a signed-out visitor, a signed-in user and an admin:
 * where they end up and what they see. The lazily loaded screens (workspace, preview, profile) are stood in for by
 * a marker naming the route, so the table is tested without loading the editor.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@album/api-client';
import { App, createQueryClient } from './App';
import { routes } from './router';
import { createServices } from './services';
import { rememberPendingInvitation } from '../invitations/pending-invitation';

type Who = 'signedOut' | 'user' | 'admin';

/** The routes with each lazy screen replaced by a marker `lazy:<path>`. */
function withMarkers(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const {
      lazy,
      HydrateFallback: _fallback,
      ...rest
    } = route as RouteObject & { HydrateFallback?: unknown };
    const children = route.children ? { children: withMarkers(route.children) } : {};
    if (!lazy) return { ...rest, ...children } as RouteObject;
    const Marker = () => <p data-testid="lazy-screen">{`lazy:${route.path ?? ''}`}</p>;
    return { ...rest, ...children, Component: Marker } as RouteObject;
  });
}

const user = (roles: User['roles']): User => ({
  id: 'u1',
  sub: 'u1',
  email: 'ann@example.com',
  nickname: 'Ann',
  picture: null,
  roles,
  locale: 'en',
  organizations: [],
  activated: true,
  cookie_consent: null,
});

function answer(data: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify({ data }), { status }));
}

function visit(url: string, who: Who, stored: (storage: Storage) => void = () => undefined) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/v1/albums') return answer({ albums: [] });
    if (method === 'POST' && path === '/api/v1/albums') return answer({ album: { id: 'new-album' } }, 201);
    if (method === 'PATCH' && path === '/api/v1/users/activate') return answer({ user: user([]) });
    return answer({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  localStorage.clear();
  stored(localStorage);
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  if (who !== 'signedOut') services.session.signIn('token', user(who === 'admin' ? ['admin'] : []));
  const router = createMemoryRouter(withMarkers(routes), { initialEntries: [url] });
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return router;
}

/** Waits until the screen shows `text` (a heading or the lazy marker): redirects have then settled. */
async function sees(text: string | RegExp) {
  const found = await screen.findAllByText(text, {}, { timeout: 5000 });
  expect(found.length).toBeGreaterThan(0);
}

interface Row {
  url: string;
  signedOut: string;
  user: string;
  admin?: string;
}

// Each cell: the path the visitor ends on, then `|` and what they see there.
const SIGN_IN = '/sign-in|Sign in to your account';
const SIGN_UP = '/sign-up|Create a new account';
const START = '/start|Your sticker albums';
const ROWS: Row[] = [
  { url: '/sign-in', signedOut: SIGN_IN, user: SIGN_IN },
  { url: '/sign-up', signedOut: SIGN_UP, user: SIGN_UP },
  {
    url: '/reset-password',
    signedOut: '/reset-password|Reset your password',
    user: '/reset-password|Reset your password',
  },
  {
    url: '/album/a1/preview/t1',
    signedOut: '/album/a1/preview/t1|lazy:/album/:albumId/preview/:previewToken',
    user: '/album/a1/preview/t1|lazy:/album/:albumId/preview/:previewToken',
  },
  {
    url: '/invitations/t1/accept',
    signedOut: '/invitations/t1/accept|lazy:/invitations/:token/accept',
    user: '/invitations/t1/accept|lazy:/invitations/:token/accept',
  },
  // The invitee most likely has no account yet: sign-up first.
  {
    url: '/invitations/t1/confirm',
    signedOut: SIGN_UP,
    user: '/invitations/t1/confirm|lazy:/invitations/:token/confirm',
  },
  { url: '/', signedOut: SIGN_IN, user: '/|Your sticker albums' },
  { url: '/start', signedOut: SIGN_IN, user: START },
  { url: '/start?hint=signup', signedOut: SIGN_UP, user: START },
  {
    url: '/album/new/confirm',
    signedOut: SIGN_UP,
    user: '/album/new/confirm|lazy:/album/new/confirm',
  },
  // The wizard does not force a login.
  {
    url: '/album/new',
    signedOut: '/album/new|lazy:/album/new/:key?',
    user: '/album/new|lazy:/album/new/:key?',
  },
  {
    url: '/album/new/k1',
    signedOut: '/album/new/k1|lazy:/album/new/:key?',
    user: '/album/new/k1|lazy:/album/new/:key?',
  },
  { url: '/profile', signedOut: SIGN_IN, user: '/profile|lazy:/profile/*' },
  { url: '/profile/activate?token=t', signedOut: SIGN_IN, user: START },
  { url: '/orders', signedOut: SIGN_IN, user: '/orders|lazy:/orders' },
  { url: '/orders/o1', signedOut: SIGN_IN, user: '/orders/o1|lazy:/orders/:id' },
  {
    url: '/album/a1',
    signedOut: SIGN_IN,
    user: '/album/a1|lazy:/album/:albumId/:key?/:childKey?/:childChildKey?',
  },
  {
    url: '/album/a1/settings/general',
    signedOut: SIGN_IN,
    user: '/album/a1/settings/general|lazy:/album/:albumId/:key?/:childKey?/:childChildKey?',
  },
  {
    url: '/album/a1/checkout',
    signedOut: SIGN_IN,
    user: '/album/a1/checkout|lazy:/album/:albumId/:key?/:childKey?/:childChildKey?',
  },
  {
    url: '/dashboard',
    signedOut: SIGN_IN,
    user: '/dashboard|Page not found',
    admin: '/dashboard|lazy:/dashboard',
  },
  // Public: the partner's token in the address is the key.
  {
    url: '/affiliate?token=t1',
    signedOut: '/affiliate|lazy:/affiliate',
    user: '/affiliate|lazy:/affiliate',
  },
  { url: '/no/such/page', signedOut: SIGN_IN, user: START },
];

const CASES = ROWS.flatMap((row) =>
  (['signedOut', 'user', 'admin'] as const).map((who) => ({
    url: row.url,
    who,
    expected: who === 'admin' ? (row.admin ?? row.user) : row[who],
  })),
);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('route table', () => {
  it.each(CASES)('$url ($who) → $expected', async ({ url, who, expected }) => {
    const [path, text] = expected.split('|') as [string, string];
    const router = visit(url, who);
    await sees(text);
    expect(router.state.location.pathname).toBe(path);
  });

  it('goes on from the confirmation link to the invitation that waited for the confirmed address', async () => {
    const router = visit('/profile/activate?token=t', 'user', (storage) =>
      rememberPendingInvitation(storage, 't1'),
    );
    await sees('lazy:/invitations/:token/confirm');
    expect(router.state.location.pathname).toBe('/invitations/t1/confirm');
    // Used once: the next confirmation link goes to the start page again.
    expect(localStorage.getItem('album.pendingInvitation')).toBeNull();
  });

  it('sends signed-out visitors back where they were going', async () => {
    const router = visit('/album/a1/stickers?entrypoint=wedding', 'signedOut');
    await sees('Sign in to your account');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/album/a1/stickers?entrypoint=wedding',
    );
  });
});
