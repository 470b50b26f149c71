import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureReferral } from '../analytics/referral';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SignUpScreen } from './SignUpScreen';

const user = {
  id: 'u1',
  sub: 'u1',
  email: 'ben@example.com',
  nickname: 'ben',
  picture: null,
  roles: [],
  locale: 'en',
  organizations: [],
  activated: false,
  cookie_consent: null,
};

function setUp(url: string, answer: (path: string, body: unknown) => Response) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const bodies: Array<{ path: string; body: unknown }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    bodies.push({ path, body });
    return Promise.resolve(answer(path, body));
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  const router = createMemoryRouter(
    [
      { path: '/sign-up', Component: SignUpScreen },
      { path: '/reset-password', Component: ResetPasswordScreen },
      { path: '*', Component: () => <p>arrived</p> },
    ],
    { initialEntries: [url] },
  );
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { bodies, services, router };
}

const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ data }), { status });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('sign-up screen', () => {
  it('ticks off the password rules, refuses a weak password without calling, and signs up in the interface language', async () => {
    const { bodies, services, router } = setUp('/sign-up?next=%2Falbum%2Fnew&email=ben%40example.com', () =>
      ok({ token: 't1', expires_at: '2030-01-01T00:00:00Z', user }, 201),
    );
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('ben@example.com');
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'ben12345');
    const rules = screen.getByRole('list');
    expect(rules).toHaveTextContent('At least 8 characters(met)');
    expect(rules).toHaveTextContent('Does not contain your e-mail name(not yet met)');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The password does not meet all the rules below.')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.clear(password);
    await userEvent.type(password, 'summer stickers 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('arrived')).toBeVisible();
    expect(router.state.location.pathname).toBe('/album/new');
    expect(bodies).toEqual([
      {
        path: '/api/v1/auth/sign_up',
        body: { email: 'ben@example.com', password: 'summer stickers 1', locale: 'en' },
      },
    ]);
    expect(services.session.getState().token).toBe('t1');
  });

  it('sends the partner link the visitor came with', async () => {
    const { bodies } = setUp('/sign-up', () =>
      ok({ token: 't1', expires_at: '2030-01-01T00:00:00Z', user }, 201),
    );
    captureReferral('?ref=partner-7&aud=wedding', localStorage);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'ben@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'summer stickers 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('arrived')).toBeVisible();
    expect(bodies[0]?.body).toMatchObject({
      analytics_metadata: { partner_token: 'partner-7', source: 'wedding' },
    });
  });

  it('says so when the address has an account already', async () => {
    setUp(
      '/sign-up',
      () =>
        new Response(JSON.stringify({ error: { code: 'email_taken', message: 'taken', field: 'email' } }), {
          status: 409,
        }),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'ben@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'summer stickers 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
  });
});

describe('password reset screen', () => {
  it('requests a link and says where it went, alike for any address', async () => {
    const { bodies } = setUp(
      '/reset-password?email=ben%40example.com',
      () => new Response(null, { status: 202 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ben@example.com');
    expect(bodies).toEqual([
      { path: '/api/v1/auth/password_reset', body: { email: 'ben@example.com', locale: 'en' } },
    ]);
  });

  it('sets the new password with the mailed token and signs in', async () => {
    const { bodies, services } = setUp('/reset-password?token=tok&email=ben%40example.com', () =>
      ok({ token: 't2', expires_at: '2030-01-01T00:00:00Z', user }),
    );
    await userEvent.type(await screen.findByLabelText('New password'), 'winter stickers 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('arrived')).toBeVisible();
    expect(bodies).toEqual([
      { path: '/api/v1/auth/password_reset/confirm', body: { token: 'tok', password: 'winter stickers 2' } },
    ]);
    expect(services.session.getState().token).toBe('t2');
  });
});
