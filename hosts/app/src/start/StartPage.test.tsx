import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlbumSummary, User } from '@album/api-client';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { CoverRendererContext } from './covers';
import { StartPage } from './StartPage';

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

function album(
  id: string,
  title: string,
  owner: string,
  updatedAt: string,
  extra: Partial<AlbumSummary> = {},
) {
  return {
    id,
    title,
    owner_identifier: owner,
    updated_at: updatedAt,
    blueprint: false,
    // Covers from the server's address: the tile shows it without drawing.
    cover_preview_url: `/covers/${id}.jpg`,
    ...extra,
  } as AlbumSummary;
}

const ALBUMS = [
  album('a1', 'Older own', 'me', '2026-01-02T10:00:00Z'),
  album('a2', 'Newer own', 'me', '2026-03-04T10:00:00Z', { blueprint: true }),
  album('s1', 'Club album', 'someone', '2026-02-01T10:00:00Z'),
];

function json(data: unknown, status = 200) {
  return Promise.resolve(new Response(status === 204 ? null : JSON.stringify({ data }), { status }));
}

function renderStart(options: { state?: object } = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls: string[] = [];
  // The server's albums: a delete takes the album out, so the refetch after it answers without it.
  let albums = [...ALBUMS];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (method === 'GET' && path === '/api/v1/albums') return json({ albums });
    if (method === 'DELETE') {
      albums = albums.filter((entry) => path !== `/api/v1/albums/${entry.id}`);
      return json(null, 204);
    }
    if (method === 'POST' && path === '/api/v1/users/activation_mail') return json(null, 204);
    return json({}, 404);
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  services.session.signIn('token', me);
  const router = createMemoryRouter([{ path: '/start', Component: StartPage }], {
    initialEntries: [{ pathname: '/start', state: options.state ?? null }],
  });
  const covers = { render: vi.fn(() => Promise.reject(new Error('not drawn in these tests'))) };
  render(
    <CoverRendererContext.Provider value={covers}>
      <App services={services} router={router} queryClient={createQueryClient()} />
    </CoverRendererContext.Provider>,
  );
  return { calls };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('start page', () => {
  it('lists own albums newest first with cover, Template badge and last update, shared ones in their tab', async () => {
    renderStart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sticker albums' })).toBeVisible();
    const own = await screen.findAllByTestId('album-tile');
    expect(own.map((tile) => within(tile).getByRole('link').textContent)).toEqual([
      expect.stringContaining('Newer own'),
      expect.stringContaining('Older own'),
    ]);
    expect(within(own[0]!).getByText('Template')).toBeVisible();
    expect(within(own[1]!).queryByText('Template')).toBeNull();
    expect(within(own[1]!).getByText(/^Updated 02\.01\.2026 \(/)).toBeVisible();
    expect(within(own[0]!).getByRole('link')).toHaveAttribute('href', '/album/a2');
    expect(own[0]!.querySelector('img')).toHaveAttribute('src', '/covers/a2.jpg');
    expect(within(own[0]!).getByRole('button', { name: 'Delete album “Newer own”' })).toBeInTheDocument();
    expect(screen.getByTestId('price-label')).toHaveTextContent('Printed albums from €285');
    expect(screen.getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expectNoSeriousA11yViolations(document.body);

    await userEvent.click(screen.getByRole('tab', { name: 'Shared with me (1)' }));
    const shared = await screen.findAllByTestId('album-tile');
    expect(shared).toHaveLength(1);
    expect(shared[0]).toHaveTextContent('Club album');
    // Only own albums can be deleted from here.
    expect(within(shared[0]!).queryByRole('button')).toBeNull();
  });

  it('deletes an own album only after confirmation', async () => {
    const { calls } = renderStart();
    const [newer] = await screen.findAllByTestId('album-tile');
    await userEvent.click(within(newer!).getByRole('button', { name: 'Delete album “Newer own”' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this album?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).not.toContain('DELETE /api/v1/albums/a2');

    await userEvent.click(within(newer!).getByRole('button', { name: 'Delete album “Newer own”' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('album-tile')).toHaveLength(1));
    expect(calls).toContain('DELETE /api/v1/albums/a2');
  });

  it('asks to confirm the e-mail and sends the mail again', async () => {
    const { calls } = renderStart();
    expect(
      await screen.findByText('Please confirm your e-mail address: we sent a link to ann@example.com.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('We have sent you a new confirmation e-mail.')).toBeVisible();
    expect(calls).toContain('POST /api/v1/users/activation_mail');
  });

  it('shows the account-activated notice the activation screen hands over', async () => {
    renderStart({ state: { activated: true } });
    expect(await screen.findByText('Your account is activated.')).toBeVisible();
    expect(screen.queryByText(/Please confirm your e-mail address/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Your account is activated.')).toBeNull();
  });
});
