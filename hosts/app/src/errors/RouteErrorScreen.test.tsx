import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { routes } from '../app/router';
import { createServices } from '../app/services';

// A screen of the app's real route tree that throws while rendering, as the workspace did on hidden tab URLs.
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('./reload-page', () => ({ reloadPage }));

vi.mock('../session/SignInScreen', () => ({
  SignInScreen: () => {
    throw new Error('The sign-in screen broke');
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAppAt(url: string) {
  // The reporter's transport: `sendBeacon` when the browser has it (jsdom has not), else `fetch`.
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(null, { status: 204 })),
  );
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const services = createServices({ language: () => 'en', storage: window.localStorage });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<App services={services} router={router} />);
  return { fetch };
}

describe('an error inside a route', () => {
  it("shows the app's error screen, not React Router's, and reports the error to the server", async () => {
    const { fetch } = renderAppAt('/sign-in');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong.');
    expect(alert).toHaveTextContent('Error message: The sign-in screen broke');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, something went wrong.');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [endpoint, init] = fetch.mock.calls[0]!;
    expect(endpoint).toBe('/api/v1/client_errors');
    expect(init?.method).toBe('POST');
    const report = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(report).toMatchObject({ message: 'The sign-in screen broke', url: expect.any(String) });
    expect(report.stack).toContain('The sign-in screen broke');
  });

  it('offers a reload from the keyboard', async () => {
    renderAppAt('/sign-in');
    const reload = await screen.findByRole('button', { name: 'Reload page' });
    await userEvent.tab();
    expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
