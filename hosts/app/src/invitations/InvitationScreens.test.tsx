import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '@album/api-client';
import type { ApiClient, InvitationLanding, User } from '@album/api-client';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import { createToastQueue } from '@album/ui';
import { createQueryClient } from '../app/App';
import type { AppServices } from '../app/services';
import { ServicesContext } from '../app/services';
import { createSessionStore } from '../session/session-store';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { InvitationAcceptScreen } from './InvitationAcceptScreen';
import { InvitationConfirmScreen } from './InvitationConfirmScreen';

const landing: InvitationLanding = {
  id: 'inv-1',
  email: 'ben@example.com',
  created_at: '2026-03-07T10:00:00Z',
  album_id: 'album-9',
  album_title: 'Summer wedding',
  inviter_email: 'carla@example.com',
};

function renderAt(path: string, options: { api: object; signedInAs?: string }) {
  const storage = window.sessionStorage;
  storage.clear();
  const session = createSessionStore(storage);
  if (options.signedInAs) session.signIn('token', { id: 'u', email: options.signedInAs } as User);
  const services = {
    api: options.api as unknown as ApiClient,
    session,
    toasts: createToastQueue(5),
    language: () => 'en',
  } as unknown as AppServices;
  const router = createMemoryRouter(
    [
      { path: '/invitations/:token/accept', Component: InvitationAcceptScreen },
      { path: '/invitations/:token/confirm', Component: InvitationConfirmScreen },
      { path: '/album/:albumId', element: <p>album page</p> },
      { path: '/sign-in', element: <p>sign-in page</p> },
      { path: '/sign-up', element: <p>sign-up page</p> },
      { path: '/', element: <p>start page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  render(
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>,
  );
  return { router, session, queryClient };
}

const landingApi = (confirm = vi.fn(() => Promise.resolve('album-9'))) => ({
  invitations: { landing: vi.fn(() => Promise.resolve(landing)), confirm },
});

describe('InvitationAcceptScreen', () => {
  it('shows inviter, album and address, and leads visitors to sign in or sign up and back', async () => {
    const { router } = renderAt('/invitations/tok/accept', { api: landingApi() });
    expect(
      await screen.findByText('carla@example.com invites you to design the album “Summer wedding” together.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This invitation is for ben@example.com.')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(router.state.location.pathname).toBe('/sign-up');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('next')).toBe('/invitations/tok/confirm');
    expect(query.get('email')).toBe('ben@example.com');
  });

  it('lets the invited account accept at once', async () => {
    const { router } = renderAt('/invitations/tok/accept', {
      api: landingApi(),
      signedInAs: 'Ben@example.com',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    // Through the confirmation, which redeems the invitation and opens the album.
    expect(await screen.findByText('album page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/album-9');
  });

  it('tells another account the invitation is personal and lets it switch', async () => {
    const { router, session } = renderAt('/invitations/tok/accept', {
      api: landingApi(),
      signedInAs: 'eve@example.com',
    });
    expect(
      await screen.findByText(
        'You are signed in as eve@example.com. Sign in as ben@example.com to accept this invitation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(session.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('shows the invitation error for a token that does not load', async () => {
    renderAt('/invitations/gone/accept', {
      api: {
        invitations: {
          landing: () => Promise.reject(new ApiError(404, { code: 'not_found', message: 'x' })),
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation could not be loaded.');
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toBeInTheDocument();
  });
});

describe('InvitationConfirmScreen', () => {
  it('confirms once and opens the album', async () => {
    const confirm = vi.fn(() => Promise.resolve('album-9'));
    const { router } = renderAt('/invitations/tok/confirm', {
      api: landingApi(confirm),
      signedInAs: 'ben@example.com',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/album/album-9'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('tok');
  });

  it('refreshes the cached album list once the invitation is confirmed', async () => {
    const { router, queryClient } = renderAt('/invitations/tok/confirm', {
      api: landingApi(),
      signedInAs: 'ben@example.com',
    });
    queryClient.setQueryData(['albums'], []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/album/album-9'));
    await waitFor(() => expect(queryClient.getQueryState(['albums'])?.isInvalidated).toBe(true));
  });

  it('confirms nothing for a token that does not load, and says so', async () => {
    const confirm = vi.fn(() => Promise.resolve('album-9'));
    renderAt('/invitations/gone/confirm', {
      api: {
        invitations: {
          landing: () => Promise.reject(new ApiError(404, { code: 'not_found', message: 'x' })),
          confirm,
        },
      },
      signedInAs: 'ben@example.com',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation could not be loaded.');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows the generic error with the server’s reason, and a way to switch accounts', async () => {
    const confirm = vi.fn(() =>
      Promise.reject(new ApiError(403, { code: 'invitation_for_other_email', message: 'personal' })),
    );
    const { router, session } = renderAt('/invitations/tok/confirm', {
      api: landingApi(confirm),
      signedInAs: 'eve@example.com',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again.');
    expect(alert).toHaveTextContent('This invitation is personal');
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(session.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('ben@example.com');
  });

  it('asks an account with an unconfirmed address to confirm it first, then accepts on request', async () => {
    const confirm = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(403, { code: 'account_not_activated', message: 'activate' }))
      .mockResolvedValueOnce('album-9');
    const resendActivation = vi.fn(() => Promise.resolve());
    const { router } = renderAt('/invitations/tok/confirm', {
      api: { ...landingApi(confirm), auth: { resendActivation } },
      signedInAs: 'ben@example.com',
    });
    expect(await screen.findByRole('heading', { name: 'Confirm e-mail address' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Before you can accept this invitation, confirm your e-mail address ben@example.com',
    );
    expect(alert).not.toHaveTextContent('An error occurred');
    // The activation page comes back here (`pending-invitation.ts`).
    expect(JSON.parse(localStorage.getItem('album.pendingInvitation')!)).toMatchObject({ token: 'tok' });
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('We have sent you a new confirmation e-mail.')).toBeInTheDocument();
    expect(resendActivation).toHaveBeenCalledTimes(1);

    // The address confirmed meanwhile (from the mail, in another tab): accepting again opens the album.
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/album/album-9'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
