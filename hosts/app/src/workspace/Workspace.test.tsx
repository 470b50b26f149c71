import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Album } from '@album/api-client';
import { ConfirmHost } from '../dialogs/confirm';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { stubMatchMedia } from '../test/match-media';
import { NOTHING_DONE } from '../tabs/onboarding/onboarding-steps';
import { createWorkspaceTest } from '../test/render-workspace';
import type { TabKey } from './tabs';
import { Workspace } from './Workspace';

// The workspace's own layout and URL rules are under test; the canvas (CanvasKit), the top bar and the tab panels
// have their own tests and stand in as markers here.
vi.mock('../canvas/CanvasArea', () => ({ CanvasArea: () => <div data-testid="canvas-stand-in" /> }));
vi.mock('../topbar/TopBar', () => ({ TopBar: () => <header data-testid="top-bar-stand-in" /> }));
vi.mock('../mobile/MobileHandoff', () => ({ MobileHandoff: () => null }));
vi.mock('./TabPanelContent', () => ({
  TabPanelContent: ({ tab }: { tab: TabKey }) => <div data-testid={`panel-${tab}`} />,
}));

function WorkspaceAtUrl() {
  const { key } = useParams();
  return <Workspace tabKey={key} />;
}

const album = {
  id: 'album-1',
  title: 'Sommerfest',
  releaseDate: null,
  category: 'wedding',
  hasOrder: false,
  onboardingState: NOTHING_DONE,
} as unknown as Album;

function renderWorkspaceAt(url: string, options: { phone?: boolean; isAdmin?: boolean } = {}) {
  let phone = options.phone ?? false;
  const screenSize = stubMatchMedia(() => phone);
  const test = createWorkspaceTest({
    session: { album, isAdmin: options.isAdmin ?? false },
    // The onboarding tab's badge asks for the steps done.
    api: { albums: { onboardingState: () => Promise.resolve(NOTHING_DONE) } },
    inner: (children) => <ConfirmHost>{children}</ConfirmHost>,
  });
  // As in the app: a crash inside the route would show the error screen (and report), so "no crash" is checked by
  // the workspace still being there and nothing reported.
  const router = createMemoryRouter(
    [
      {
        ErrorBoundary: RouteErrorScreen,
        children: [{ path: '/album/:albumId/:key?', Component: WorkspaceAtUrl }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: test.wrapper });
  const narrow = () =>
    act(() => {
      phone = true;
      screenSize.change();
    });
  return { ...test, router, narrow };
}

function expectNoCrash(reportError: unknown) {
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(reportError).not.toHaveBeenCalled();
  expect(screen.getByTestId('canvas-stand-in')).toBeInTheDocument();
}

describe('Workspace tab URLs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a tab the user may see', async () => {
    const { router, services } = renderWorkspaceAt('/album/album-1/layouts');
    expect(await screen.findByTestId('panel-layouts')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/album-1/layouts');
    expectNoCrash(services.reportError);
  });

  it.each([
    ['an unknown tab key (an old link)', '/album/album-1/no-such-tab', {}],
    ['the jobs tab for a user who is not an admin', '/album/album-1/jobs', {}],
    ['a desktop-only tab on a phone', '/album/album-1/layouts', { phone: true }],
  ])('redirects %s to the album, replacing the entry, without a crash', async (_case, url, options) => {
    const { router, services } = renderWorkspaceAt(`${url}?entrypoint=wedding`, options);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/album/album-1'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The album's entry point survives the redirect.
    expect(router.state.location.search).toBe('?entrypoint=wedding');
    expect(await screen.findByTestId('canvas-stand-in')).toBeInTheDocument();
    expectNoCrash(services.reportError);
  });

  it('keeps the jobs tab for an admin', async () => {
    const { router } = renderWorkspaceAt('/album/album-1/jobs', { isAdmin: true });
    expect(await screen.findByTestId('panel-jobs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/album/album-1/jobs');
  });

  it('leaves a desktop-only tab for the album without a crash when the window narrows under 1000 px', async () => {
    const { router, services, narrow } = renderWorkspaceAt('/album/album-1/layouts');
    expect(await screen.findByTestId('panel-layouts')).toBeInTheDocument();
    narrow();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/album/album-1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByTestId('panel-layouts')).not.toBeInTheDocument();
    expect(document.querySelector('.workspace')).toHaveAttribute('data-layout', 'mobile');
    expectNoCrash(services.reportError);
  });
});
