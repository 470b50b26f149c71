import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

// The mails of the e2e server: with no SMTP configured the server writes each mail to `DATA_DIR/outbox` as `.json`
// beside its `.eml`, and `server.mjs` runs it on a fresh `album-e2e-*` folder in the temporary directory. Other runs
// may have their own folders there, so a mail is found by its recipient, which is unique to this test.

interface OutboxMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  values: Record<string, string>;
}

function mailsTo(address: string): OutboxMail[] {
  const found: OutboxMail[] = [];
  for (const folder of readdirSync(tmpdir()).filter((name) => name.startsWith('album-e2e-'))) {
    const outbox = join(tmpdir(), folder, 'outbox');
    let names: string[];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8')) as OutboxMail;
      if (mail.to === address) found.push(mail);
    }
  }
  return found;
}

/** The last mail of `template` sent to `address`, waiting for it to be written. */
async function mailTo(address: string, template: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(() => {
      mail = mailsTo(address)
        .filter((entry) => entry.template === template)
        .at(-1);
      return mail !== undefined;
    })
    .toBe(true);
  return mail!;
}

test('a visitor signs up, confirms the address from the mail, creates an album and deletes it on the start page', async ({
  page,
}) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/start?hint=signup');
  await expect(page).toHaveURL(/\/sign-up\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
  // The cookie banner (shown on every page until a choice is made) is answered first.
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Save my choice' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password does not meet all the rules below.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up');
  await page.getByRole('textbox', { name: 'Password' }).fill('sticker album 2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed up and in, back where they were going: the start page asks to confirm the address until the mailed
  // link is opened.
  await expect(page).toHaveURL(/\/start\?hint=signup$/);
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
  await expect(page.getByTestId('album-tile')).toHaveCount(0);
  const mail = await mailTo(email, 'signUpConfirmation');
  expect(mail.subject).toBe('Please confirm your e-mail address');
  const link = new URL(mail.values.link!);
  expect(link.pathname).toBe('/profile/activate');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByText('Your account is activated.')).toBeVisible();
  await expect(page.getByText(`we sent a link to ${email}`)).toHaveCount(0);
  await expect(page.getByTestId('price-label')).toContainText('285');
  await expect(page.getByRole('link', { name: 'Imprint' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'start page');

  // The create button opens the creation wizard; a blueprint is enough to create the album.
  await page.getByTestId('create-album').click();
  await expect(page).toHaveURL(/\/album\/new/);
  await page.locator('[data-testid^="wizard-blueprint-"]').first().click();
  await expect(page.getByTestId('wizard-create')).toBeEnabled({ timeout: 60_000 });
  await page.getByTestId('wizard-create').click();
  await expect(page).toHaveURL(/\/album\/(?!new)[0-9a-f-]+$/, { timeout: 60_000 });
  const albumId = new URL(page.url()).pathname.split('/')[2]!;
  await page.goto('/start');
  const tile = page.locator(`[data-album-id="${albumId}"]`);
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('Updated');
  await tile.hover();
  await tile.getByTestId('album-delete').click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this album?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(tile).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sticker albums' })).toBeVisible();
  await expect(page.getByTestId('album-tile')).toHaveCount(0);
});
