import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import type { OpenAlbumState } from '../album/use-open-album';
import { AlbumWorkspace } from './AlbumWorkspace';

// The opening itself (REST answer, sync) has its own tests; here only what the page does with its outcome.
let opened: OpenAlbumState = { status: 'loading' };
vi.mock('../album/use-open-album', () => ({ useOpenAlbum: () => opened }));

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/album/:albumId/preview/:previewToken', element },
      { path: '/album/:albumId', element },
      { path: '/', element: <p>start page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('AlbumWorkspace', () => {
  it('sends a preview link that does not open (renewed token, deleted album) silently to the start', async () => {
    opened = { status: 'error', code: 'forbidden', message: 'Preview token does not match' };
    const router = renderAt('/album/a1/preview/old', <AlbumWorkspace albumId="a1" previewToken="old" />);
    expect(await screen.findByText('start page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows signed-in users why their album does not open', async () => {
    opened = { status: 'error', code: 'forbidden', message: 'no access' };
    const router = renderAt('/album/a1', <AlbumWorkspace albumId="a1" />);
    expect(await screen.findByRole('link', { name: 'Go to the start page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/a1');
  });
});
