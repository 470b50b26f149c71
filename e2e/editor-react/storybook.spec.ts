import { expect, test } from '@playwright/test';
import './album-window';

/**
 * Every story of the built Storybook opens, its canvas draws at least one frame, and nothing throws or logs an
 * error on the way.
 */
interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

/** The stories are opened in this many parts, one test each, so the config's workers open them at once. */
const PARTS = 2;

test.describe('storybook', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let part = 0; part < PARTS; part++) {
    test(`every story renders without errors (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
      test.setTimeout(600_000);
      const index = (await (await request.get('/index.json')).json()) as {
        entries: Record<string, IndexEntry>;
      };
      const all = Object.values(index.entries).filter((e) => e.type === 'story');
      expect(all.length).toBeGreaterThan(20);
      // Every other story, so each part gets canvas stories and component stories alike.
      const stories = all.filter((_, i) => i % PARTS === part);
      const problems: string[] = [];
      for (const story of stories) {
        const errors: string[] = [];
        const onError = (e: Error) => errors.push(`pageerror: ${e.message}`);
        const onConsole = (m: { type(): string; text(): string }) => {
          // Chromium's software GL reports driver performance notes as warnings; a missing favicon is not the story's.
          if (m.type() === 'error' && !m.text().includes('favicon') && !m.text().includes('404'))
            errors.push(m.text());
        };
        page.on('pageerror', onError);
        page.on('console', onConsole);
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
        try {
          if (story.title.startsWith('UI/')) {
            // Component-kit stories draw no canvas: they must mount something into the story root.
            await expect(page.locator('#storybook-root > *').first()).toBeAttached();
            await page.waitForTimeout(150);
            continue;
          }
          if (story.title.startsWith('App/')) {
            // The app's panels shown alone (a sidebar tab beside no canvas): something visible, and no error while
            // they settle.
            await expect(page.locator('#storybook-root > *').first()).toBeVisible();
            await page.waitForTimeout(500);
            continue;
          }
          await expect(page.locator('[data-album-canvas][data-state="ready"]').first()).toBeVisible();
          // Stories on the playground expose their canvas; the embed guide does not, it is given time to draw.
          const exposed = (await page.locator('[data-playground]').count()) > 0;
          if (exposed)
            await page.waitForFunction(() => (window.__album?.stats?.frames ?? 0) > 0, null, {
              timeout: 20_000,
            });
          else await page.waitForTimeout(1000);
          await page.waitForTimeout(150);
        } catch (error) {
          errors.push(`did not render: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          page.off('pageerror', onError);
          page.off('console', onConsole);
          if (errors.length > 0) problems.push(`${story.title} / ${story.name}: ${errors.join(' | ')}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
