import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { ApiError } from '@album/api-client';
import type { Album, Association, Invitation, User } from '@album/api-client';
import { createQueryClient } from '../app/App';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { createWorkspaceTest } from '../test/render-workspace';
import { toastMessages } from '../test/toasts';
import { useRotatedPreviewPaths } from './preview-link';
import { SettingsModal } from './SettingsModal';
import type { SettingsSection } from './settings-sections';

const OWNER = { id: 'owner-1', email: 'owner@example.com' } as User;
const GUEST = { id: 'guest-1', email: 'guest@example.com' } as User;

const associations: Association[] = [
  { id: 'as-owner', owner: true, user: { id: OWNER.id, email: OWNER.email, picture: null } },
  { id: 'as-guest', owner: false, user: { id: GUEST.id, email: GUEST.email, picture: null } },
];
const invitations: Invitation[] = [
  {
    id: 'inv-1',
    email: 'later@example.com',
    created_at: '2026-03-07T10:00:00Z',
    accept_path: '/invitations/t1/accept',
  },
];

const album = {
  id: 'album-1',
  owner_identifier: OWNER.id,
  emailNotificationsEnabled: true,
  language: 'de',
  albumPreviewPath: '/album/album-1/preview/old-token',
} as unknown as Album;

/** The default fake's shape, for typed access in the tests. */
interface FakeApi {
  associations: { list: Mock; delete: Mock };
  invitations: { list: Mock; delete: Mock; create: Mock };
  albums: { rotatePreviewToken: Mock };
}

afterEach(() => {
  useRotatedPreviewPaths.setState({ paths: {} });
  vi.unstubAllGlobals();
});

function setup(
  options: { section?: SettingsSection; user?: User; api?: object; updateAlbum?: () => Promise<Album> } = {},
) {
  const api = options.api ?? {
    associations: {
      list: vi.fn(() => Promise.resolve(associations)),
      delete: vi.fn(() => Promise.resolve()),
    },
    invitations: {
      list: vi.fn(() => Promise.resolve(invitations)),
      delete: vi.fn(() => Promise.resolve()),
      create: vi.fn((_id: string, email: string) =>
        Promise.resolve({
          id: 'inv-2',
          email,
          created_at: '2026-03-08T10:00:00Z',
          accept_path: '/invitations/t2/accept',
          mail_sent: true,
        }),
      ),
    },
    albums: { rotatePreviewToken: vi.fn(() => Promise.resolve('/album/album-1/preview/new-token')) },
  };
  const updateAlbum = vi.fn(options.updateAlbum ?? (() => Promise.resolve(album)));
  const onSection = vi.fn();
  const onClose = vi.fn();
  const test = createWorkspaceTest({
    api,
    session: { album, user: options.user ?? OWNER, updateAlbum },
    // A fresh server-state cache per test, as the app provides around every screen.
    outer: (children) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>,
  });
  render(<SettingsModal section={options.section ?? 'general'} onSection={onSection} onClose={onClose} />, {
    wrapper: test.wrapper,
  });
  return { ...test, api: api as FakeApi, updateAlbum, onSection, onClose };
}

describe('SettingsModal, general tab', () => {
  it('is a named dialog with the two tabs, and closes by the close button', async () => {
    const { onClose, onSection } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Album settings' });
    expect(within(dialog).getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Users' }));
    expect(onSection).toHaveBeenCalledWith('users');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    await expectNoSeriousA11yViolations(dialog);
  });

  it('saves e-mail notifications and the album language', async () => {
    const { updateAlbum } = setup();
    const box = screen.getByRole('checkbox', { name: 'Email notifications' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(updateAlbum).toHaveBeenCalledWith({ email_notifications_enabled: false });
    await userEvent.click(screen.getByRole('button', { name: /Album language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    expect(updateAlbum).toHaveBeenCalledWith({ language: 'fr' });
  });

  it('shows the failure toast and the saved value when a save fails', async () => {
    const { services } = setup({ updateAlbum: () => Promise.reject(new Error('offline')) });
    const box = screen.getByRole('checkbox', { name: 'Email notifications' });
    await userEvent.click(box);
    await waitFor(() => expect(toastMessages(services)).toContain('The settings could not be saved.'));
    expect(box).toBeChecked();
  });

  it('shows the preview link with the switch, copies it and renews it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { api } = setup();
    expect(screen.queryByRole('textbox', { name: 'Preview link' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Album preview link' }));
    const field = screen.getByRole('textbox', { name: 'Preview link' });
    expect(field).toHaveValue(`${window.location.origin}/album/album-1/preview/old-token`);
    expect(field).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/album/album-1/preview/old-token`);
    expect(screen.getByRole('status')).toHaveTextContent('The link was copied.');

    await userEvent.click(screen.getByRole('button', { name: 'Create a new link' }));
    expect(api.albums.rotatePreviewToken).toHaveBeenCalledWith('album-1');
    await waitFor(() =>
      expect(field).toHaveValue(`${window.location.origin}/album/album-1/preview/new-token`),
    );
    expect(screen.getByRole('status')).toHaveTextContent('the old link no longer works');
    await expectNoSeriousA11yViolations(screen.getByRole('dialog'));
  });
});

describe('SettingsModal, users tab', () => {
  it('lists users with the owner badge and invitations; the owner removes, cancels and invites', async () => {
    const { api } = setup({ section: 'users' });
    const rows = await screen.findAllByTestId('settings-user');
    // Each row: the avatar's initials (hidden from assistive technology), the address, the badge or controls.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/owner@example\.com \(you\)Owner/),
      expect.stringMatching(/^Gguest@example\.comRemove$/),
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('settings-invitation')).toHaveTextContent(
      'later@example.comInvited on 7.3.2026',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove guest@example.com' }));
    expect(api.associations.delete).toHaveBeenCalledWith('as-guest');
    await userEvent.click(
      screen.getByRole('button', { name: 'Cancel the invitation for later@example.com' }),
    );
    expect(api.invitations.delete).toHaveBeenCalledWith('inv-1');
    // Each change loads the lists again.
    await waitFor(() => expect(api.associations.list).toHaveBeenCalledTimes(3));

    await userEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const email = screen.getByRole('textbox', { name: /Email address/ });
    const send = screen.getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    await userEvent.type(email, 'LATER@example.com');
    expect(send).toBeDisabled();
    expect(screen.getByText('This person has already been invited.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'guest@example.com');
    expect(screen.getByText('This person already has access to the album.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    expect(send).toBeEnabled();
    await expectNoSeriousA11yViolations(screen.getByRole('dialog'));
    await userEvent.click(send);
    expect(api.invitations.create).toHaveBeenCalledWith('album-1', 'new@example.com');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'new@example.com is invited and gets an email with the link.',
      ),
    );
    expect(email).toHaveValue('');
  });

  it('shows a server refusal of an invitation under the field, other failures as the generic one', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, { code: 'already_member', message: 'x' }))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({
        id: 'inv-3',
        email: 'other@example.com',
        created_at: '2026-03-08T10:00:00Z',
        mail_sent: false,
      });
    setup({
      section: 'users',
      api: {
        associations: { list: () => Promise.resolve(associations) },
        invitations: { list: () => Promise.resolve([]), create },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), 'other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This person already has access to the album.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Operation failed, try again later.')).toBeInTheDocument();
    // Invited, but the mail did not go out: the owner is told to pass the link on.
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/the email could not be sent/)).toBeInTheDocument();
  });

  it('shows collaborators the lists without controls', async () => {
    setup({ section: 'users', user: GUEST });
    await screen.findAllByTestId('settings-user');
    const list = screen.getByRole('list', { name: 'Users and invitations' });
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
    expect(
      screen.getByText('Only the album’s owner can invite people and remove users.'),
    ).toBeInTheDocument();
  });

  it('says "Operation failed" when the lists cannot be loaded, and tries again', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(associations);
    setup({
      section: 'users',
      api: { associations: { list }, invitations: { list: () => Promise.resolve([]) } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Operation failed, try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('settings-user')).toHaveLength(2);
  });
});
