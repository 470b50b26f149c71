import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Album } from '@album/api-client';
import { ConfirmHost } from '../dialogs/confirm';
import { stubMatchMedia } from '../test/match-media';
import { NOTHING_DONE } from '../tabs/onboarding/onboarding-steps';
import { createWorkspaceTest } from '../test/render-workspace';
import { Workspace } from '../workspace/Workspace';
import { ShortcutsHost } from './ShortcutsHost';

// The real workspace layout with the canvas (CanvasKit) and the top bar standing in: what is under test is the
// skip link's place in the Tab order and the `?` key of the workspace.
vi.mock('../canvas/CanvasArea', () => ({
  CanvasArea: () => (
    <div
      data-album-canvas=""
      role="application"
      aria-label="Album canvas"
      tabIndex={0}
      data-testid="canvas"
    />
  ),
}));
vi.mock('../topbar/TopBar', () => ({
  TopBar: () => (
    <header>
      <button type="button">Help</button>
    </header>
  ),
}));
vi.mock('../mobile/MobileHandoff', () => ({ MobileHandoff: () => null }));
vi.mock('../workspace/TabPanelContent', () => ({ TabPanelContent: () => <div /> }));

const album = {
  id: 'album-1',
  title: 'Sommerfest',
  releaseDate: null,
  category: null,
  hasOrder: false,
  onboardingState: NOTHING_DONE,
} as unknown as Album;

function renderWorkspace() {
  stubMatchMedia(() => false);
  const test = createWorkspaceTest({
    session: { album },
    api: { albums: { onboardingState: () => Promise.resolve(NOTHING_DONE) } },
    inner: (children) => (
      <ConfirmHost>
        <ShortcutsHost>{children}</ShortcutsHost>
      </ConfirmHost>
    ),
  });
  const router = createMemoryRouter(
    [{ path: '/album/:albumId/:key?', element: <Workspace tabKey={undefined} /> }],
    {
      initialEntries: ['/album/album-1'],
    },
  );
  render(<RouterProvider router={router} />, { wrapper: test.wrapper });
  return { router, user: userEvent.setup() };
}

describe('the workspace by keyboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts the Tab order with the skip link, which moves focus to the canvas', async () => {
    const { router, user } = renderWorkspace();
    await screen.findByTestId('canvas');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to the album pages' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('canvas')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/album/album-1');
    expect(router.state.location.hash).toBe('');
  });

  it('opens the shortcuts with `?` on the canvas and gives focus back to it', async () => {
    const { user } = renderWorkspace();
    const canvas = await screen.findByTestId('canvas');
    await act(async () => canvas.focus());
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(canvas).toHaveFocus();
  });
});
