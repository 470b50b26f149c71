import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { SignInScreen } from './SignInScreen';

const user = {
  id: 'u1',
  sub: 'u1',
  email: 'ben@example.com',
  nickname: 'ben',
  picture: null,
  roles: [],
  locale: 'en',
  organizations: [],
  activated: true,
  cookie_consent: null,
};

function setUp(answers: Response[]) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = vi.fn(() => Promise.resolve(answers.shift() ?? new Response(null, { status: 500 })));
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: () => <SignInScreen oidc={null} /> },
      { path: '*', Component: () => <p>arrived</p> },
    ],
    { initialEntries: ['/sign-in?next=%2Falbum%2Fa1&email=ben%40example.com'] },
  );
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { fetch, services, router };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sign-in screen', () => {
  it('asks for both fields before calling, shows the server’s refusal, then signs in and goes on', async () => {
    const refused = new Response(
      JSON.stringify({ error: { code: 'invalid_credentials', message: 'wrong' } }),
      { status: 401 },
    );
    const accepted = new Response(
      JSON.stringify({ data: { token: 't1', expires_at: '2030-01-01T00:00:00Z', user } }),
      { status: 200 },
    );
    const { fetch, services, router } = setUp([refused, accepted]);
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ben@example.com');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter your email address and password.',
    );
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Password'), 'not it');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email address or password is wrong.');
    expect(services.session.getState().token).toBeNull();

    await userEvent.click(submit);
    expect(await screen.findByText('arrived')).toBeVisible();
    expect(router.state.location.pathname).toBe('/album/a1');
    expect(services.session.getState().token).toBe('t1');
  });
});
