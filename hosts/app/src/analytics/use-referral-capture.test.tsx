import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { storedReferral } from './referral';
import { useReferralCapture } from './use-referral-capture';

function Root() {
  useReferralCapture();
  return <Outlet />;
}

function visit(url: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          // A signed-in page a visitor is sent away from at once, as the session guard does.
          { path: '/start', element: <Navigate to="/sign-up?next=%2Fstart" replace /> },
          { path: '/sign-up', element: <p>sign-up page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => localStorage.clear());

describe('partner link capture', () => {
  it('keeps the partner link of the page opened, though a redirect replaces the address at once', async () => {
    const router = visit('/start?ref=partner-7&aud=business');
    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fstart');
    expect(storedReferral(localStorage)).toEqual({ partner_token: 'partner-7', source: 'business' });
  });

  it('stores nothing for a page without one', async () => {
    visit('/start');
    expect(await screen.findByText('sign-up page')).toBeInTheDocument();
    expect(storedReferral(localStorage)).toBeNull();
  });
});
