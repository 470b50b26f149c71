/**
 * Helpers of the app's end-to-end tests: signing in through the API (the sign-in screen has its own test), finding
 * the demo albums, and the axe check.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'demo-album' };
export const ADMIN = { email: 'admin@example.com', password: 'admin-album' };

export interface Session {
  token: string;
  user: { id: string; email: string; roles: string[] };
}

export async function apiSignIn(request: APIRequestContext, account = DEMO): Promise<Session> {
  const response = await request.post('/api/v1/auth/sign_in', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Session }).data;
}

/** Signs the page in by storing the session where the app keeps it. */
export async function signIn(page: Page, account = DEMO): Promise<Session> {
  const session = await apiSignIn(page.request, account);
  await page.goto('/sign-in');
  await page.evaluate((value) => localStorage.setItem('album.session', JSON.stringify(value)), {
    token: session.token,
    user: session.user,
  });
  return session;
}

export interface AlbumListEntry {
  id: string;
  title: string;
  category: string | null;
  albumPreviewPath: string | null;
}

export async function albumsOf(request: APIRequestContext, session: Session): Promise<AlbumListEntry[]> {
  const response = await request.get('/api/v1/albums', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  return ((await response.json()) as { data: { albums: AlbumListEntry[] } }).data.albums;
}

/** Waits until the canvas has drawn the album (the canvas marks itself ready). */
export async function waitForCanvas(page: Page): Promise<void> {
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.waitForFunction(
    () => document.querySelector('[data-album-canvas][data-state="ready"]') !== null,
    undefined,
    {
      timeout: 60_000,
    },
  );
}

/** axe-core on the page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, context = 'page'): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe violations on ${context}`).toEqual([]);
}
