import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ADMIN, DEMO, albumsOf, apiSignIn, signIn } from './support';
import type { AlbumListEntry } from './support';

/** Pages of a PDF file: its page objects (`/Type /Page`, not the `/Pages` tree nodes). */
function pdfPageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** axe-core on the jobs panel alone: no serious or critical violation. */
async function expectAccessiblePanel(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[data-testid="jobs-panel"]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(serious).toEqual([]);
}

test('an admin starts a PDF job from the jobs panel, watches its progress and downloads the file', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The admin opens one of the demo user's albums: admins reach every album, the jobs tab is theirs alone. Other
  // specs export from some of these albums earlier in the same run, so take one without any export yet.
  const owner = await apiSignIn(page.request, DEMO);
  const admin = await apiSignIn(page.request, ADMIN);
  let album: AlbumListEntry | undefined;
  for (const candidate of await albumsOf(page.request, owner)) {
    const listed = await page.request.get(`/api/v1/render_jobs?album_id=${candidate.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.ok()).toBe(true);
    const jobs = ((await listed.json()) as { data: { render_jobs: unknown[] } }).data.render_jobs;
    if (jobs.length === 0) {
      album = candidate;
      break;
    }
  }
  expect(album).toBeDefined();
  await signIn(page, ADMIN);
  await page.goto(`/album/${album!.id}/jobs`);

  const panel = page.getByTestId('jobs-panel');
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('preflight-stats')).toBeVisible();
  await expect(panel.getByText('No exports yet.')).toBeVisible();
  await expectAccessiblePanel(page);

  // The print file of two inside pages at a low density, so the render stays short.
  await expect(page.getByTestId('job-preset')).toContainText('Album inside pages (print)');
  await expect(page.getByTestId('job-format')).toContainText('PDF document');
  const dpi = page.getByRole('textbox', { name: 'DPI' });
  await expect(dpi).toHaveValue('300');
  await dpi.fill('100');
  await page.getByRole('textbox', { name: 'Pages' }).fill('3-4');
  await page.getByTestId('job-start').click();

  const row = page.getByTestId('job-row').first();
  await expect(row).toBeVisible();
  // Watching: the row shows the job running with its progress bar until a poll answers it finished.
  await expect(row).toHaveAttribute('data-state', /queued|working/);
  await expect(row.getByTestId('job-progress')).toBeVisible();
  await expect(row).toHaveAttribute('data-state', 'finished', { timeout: 120_000 });
  await expect(row).toContainText('2 pages');
  await expect(row.getByTestId('job-progress')).toHaveCount(0);
  await expectAccessiblePanel(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByTestId('job-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/album_softcover_inside\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfPageCount(file)).toBe(2);

  // The render URL now carries the render token of the start.
  await expect(page.getByTestId('render-url-copy')).toBeEnabled();
});

test('an admin deletes a job after confirming', async ({ page }) => {
  const owner = await apiSignIn(page.request, DEMO);
  const [album] = await albumsOf(page.request, owner);
  const admin = await signIn(page, ADMIN);
  // A job of its own, started through the API: a check image of page 1.
  const created = await page.request.post('/api/v1/exports/render_jobs', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      render_job: {
        params: {
          album_id: album!.id,
          mode: 'album_check',
          format: 'jpg',
          resolution: 'original',
          dpi: 72,
          showStickers: true,
          includeCover: false,
          includeBleed: false,
          compress: false,
          range: '1',
        },
      },
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`/album/${album!.id}/jobs`);
  const rows = page.getByTestId('job-row');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  const before = await rows.count();
  await rows.first().getByTestId('job-delete').click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(before);
  await rows.first().getByTestId('job-delete').click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(before - 1);
});
