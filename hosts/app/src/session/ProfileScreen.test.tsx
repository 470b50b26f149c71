import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@album/api-client';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { RequireSession } from './RequireSession';
import { ProfileScreen } from './ProfileScreen';

const me: User = {
  id: 'me',
  sub: 'me',
  email: 'ann@example.com',
  nickname: 'Ann',
  picture: null,
  roles: [],
  locale: 'en',
  organizations: [],
  activated: false,
  cookie_consent: null,
};

function setUp(answer: (method: string, path: string, body: unknown) => Response) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, path, body });
    return Promise.resolve(answer(method, path, body));
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  services.session.signIn('token', me);
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: () => <p>sign-in screen</p> },
      { Component: RequireSession, children: [{ path: '/profile', Component: ProfileScreen }] },
    ],
    { initialEntries: ['/profile'] },
  );
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { calls, services, router };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('profile', () => {
  it('shows the address with its confirmation state and saves a new name', async () => {
    const { calls, services } = setUp(
      () => new Response(JSON.stringify({ data: { user: { ...me, nickname: 'Ann B.' } } }), { status: 200 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByText('ann@example.com')).toBeVisible();
    expect(screen.getByText('Not confirmed yet')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ann B.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/v1/me', body: { nickname: 'Ann B.' } }]);
    expect(services.session.getState().user?.nickname).toBe('Ann B.');
  });

  it('signs out and goes to sign-in on a 401 (the token expired meanwhile)', async () => {
    const { services, router } = setUp(
      () =>
        new Response(JSON.stringify({ error: { code: 'token_expired', message: 'expired' } }), {
          status: 401,
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('sign-in screen')).toBeVisible();
    expect(services.session.getState().token).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile');
  });
});
