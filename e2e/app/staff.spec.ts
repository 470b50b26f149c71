import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '@album/api-client';
import {
  ADMIN,
  DEMO,
  albumOfCategory,
  api,
  apiSignIn,
  expectNoSeriousA11yViolations,
  mailTo,
  messages,
  signIn,
} from './support';
import type { Session } from './support';

/**
 * The staff side (issue #17), lean, on desktop in English: the demo user orders through the API; the admin finds the
 * order in the dashboard's Review tab and by search, comments it, corrects the amount, creates the invoice (its PDF
 * reads the new gross total), adds the events in the specification's order, transfers the print files (the ZIP
 * lists PDFs that qpdf accepts and whose checksums match the manifest) and marks the order shipped; the customer's
 * order page shows each step and the outbox has the shipping mail. Then a sign-up through a partner's link leads to
 * an album and an order that the partner's page counts. axe-core checks the dashboard, the admin order page and
 * /affiliate.
 */
const t = messages('en');

/** `yyyy-mm-dd`, `days` from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Places an order of the album through the REST API (as the checkout would) and answers it. */
async function placeOrder(
  request: APIRequestContext,
  session: Session,
  albumId: string,
  email: string,
): Promise<Order> {
  const answer = await api<{ order: Order }>(request, session, 'POST', '/orders', {
    album_id: albumId,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    phone: '0049 1701234567',
    address1: 'Hauptstraße 1',
    zip_code: '10115',
    city: 'Berlin',
    country_code: 'DE',
    no_albums: 50,
    order_features: [],
    sticker_packaging_type: 'stickerpack',
    release_date: dayFromNow(90),
    print_consent: true,
  });
  return answer.order;
}

/** Downloads `url` (as the page's user) into `folder`/`name` and answers the path. */
async function download(page: Page, url: string, folder: string, name: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  const path = join(folder, name);
  writeFileSync(path, await response.body());
  return path;
}

/** Adds an event through the panel's form; `fill` fills the fields the signal asks for. */
async function addEvent(page: Page, humanTitle: RegExp, fill?: () => Promise<void>): Promise<void> {
  const form = page.getByTestId('order-event-form');
  await form.getByTestId('event-signal').getByRole('button').click();
  await page.getByRole('option', { name: humanTitle }).click();
  await fill?.();
  await form.getByRole('button', { name: t['orderAdmin.event.add'] }).click();
  const used = page.getByTestId('order-admin').getByRole('list', { name: t['orderAdmin.events.used'] });
  await expect(used.getByText(humanTitle)).toBeVisible();
}

test('staff handle an order from review to shipping; a partner sees its referrals', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const customerEmail = `staff-order-${stamp}@example.com`;
  const folder = mkdtempSync(join(tmpdir(), 'album-staff-'));
  const demo = await apiSignIn(request, DEMO);
  const album = await albumOfCategory(request, demo, 'community');
  const order = await placeOrder(request, demo, album.id, customerEmail);
  const panel = page.getByTestId('order-admin');

  await test.step('the new order is in the dashboard’s Review tab; a search finds it', async () => {
    await signIn(page, ADMIN);
    await page.goto('/dashboard');
    // The cookie choice is stored in the browser: made once here, it holds for the admin and the customer below.
    await page.getByTestId('cookie-banner').getByRole('button', { name: t['consent.save'] }).click();
    await page.getByTestId('dashboard-scope-pending_review').click();
    await expect(page.getByTestId('orders-table').getByRole('link', { name: order.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard');
    await page.getByRole('searchbox', { name: t['dashboard.search'] }).fill(order.name);
    await page.getByRole('searchbox', { name: t['dashboard.search'] }).press('Enter');
    await expect(page).toHaveURL(/\?q=/);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await page.getByRole('link', { name: order.name }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(panel).toBeVisible();
  });

  await test.step('a comment, and the amount corrected: the gross follows live and is saved', async () => {
    const comments = panel.getByTestId('order-comment-form');
    await comments.getByRole('textbox', { name: t['orderAdmin.comment.new'] }).fill('Cover photo checked.');
    await comments.getByRole('button', { name: t['orderAdmin.comment.send'] }).click();
    await expect(panel.getByTestId('order-comments')).toContainText('Cover photo checked.');

    const details = panel.getByTestId('order-details-form');
    await details.getByRole('textbox', { name: t['orderAdmin.net'] }).fill('250.00');
    // 25,000 cents x 1.19 = 29,750.
    await expect(details.getByRole('textbox', { name: t['orderAdmin.gross'] })).toHaveValue('297.50');
    await details.getByRole('button', { name: t['common.save'] }).click();
    await expect(details.getByRole('status')).toHaveText(t['orderAdmin.saved']!);
    await expect(page.getByTestId('order-gross')).toContainText('297.50');
  });

  await test.step('the invoice: created, open, and its PDF reads the gross total', async () => {
    const invoice = panel.getByTestId('order-invoice-admin');
    await invoice.getByRole('button', { name: t['orderAdmin.invoice.create'] }).click();
    await expect(invoice).toContainText(t['orders.invoice.open']!);
    const href = await invoice.getByTestId('invoice-pdf').getAttribute('href');
    const pdf = await download(page, href!, folder, 'invoice.pdf');
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/297[.,]50/);
    await expectNoSeriousA11yViolations(page, 'order page with the staff panel');
  });

  await test.step('events in order, and the transfer: a ZIP of valid PDFs matching its manifest', async () => {
    await addEvent(page, /^Accepted$/);
    await addEvent(page, /^Approved for print$/);
    await panel.getByTestId('start-transfer').click();
    const artifact = panel.getByTestId('artifact-link');
    await expect(artifact).toBeVisible({ timeout: 300_000 });
    const zip = await download(page, (await artifact.getAttribute('href'))!, folder, 'order.zip');
    const listing = execFileSync('unzip', ['-l', zip], { encoding: 'utf8' });
    expect(listing).toMatch(/\.pdf/);
    const unpacked = join(folder, 'unpacked');
    execFileSync('unzip', ['-q', zip, '-d', unpacked]);
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as {
      order_id: string;
      files: Array<{ name: string; sha256: string }>;
    };
    expect(manifest.order_id).toBe(order.id);
    const pdfs = readdirSync(unpacked).filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(manifest.files.map((file) => file.name).sort()).toEqual(pdfs.sort());
    for (const file of manifest.files) {
      const bytes = readFileSync(join(unpacked, file.name));
      expect(createHash('sha256').update(bytes).digest('hex'), file.name).toBe(file.sha256);
      execFileSync('qpdf', ['--check', join(unpacked, file.name)], { stdio: 'pipe' });
    }
  });

  await test.step('production, the albums shipped with a tracking code, the shipment mailed to the customer', async () => {
    await addEvent(page, /^In production$/);
    await addEvent(page, /^Shipped$/, async () => {
      const code = panel.getByRole('textbox', { name: t['orderAdmin.event.trackingCode'] });
      await code.fill('https://tracking.example/00340434');
      await panel.getByRole('button', { name: t['orderAdmin.event.add'] }).click();
      await expect(panel.getByText(t['orderAdmin.error.trackingCodeNotUrl']!)).toBeVisible();
      await code.fill('00340434161094042557');
    });
    await addEvent(page, /^Shipment created$/, async () => {
      await panel
        .getByRole('textbox', { name: t['orderAdmin.event.trackingUrl'] })
        .fill('https://tracking.example/?code=00340434161094042557');
      const email = panel.getByRole('checkbox', { name: t['orderAdmin.event.emailCustomer'] });
      // react-aria's checkbox input is visually hidden under its label: the label takes the click.
      await panel.getByText(t['orderAdmin.event.emailCustomer']!).click();
      await expect(email).toBeChecked();
    });
    const mail = await mailTo(customerEmail, 'order_shipped');
    expect(mail.text).toContain('https://tracking.example/?code=00340434161094042557');
  });

  await test.step('the customer’s order page shows each step done', async () => {
    await signIn(page, DEMO);
    await page.goto(`/orders/${order.id}`);
    const steps = page.getByRole('list', { name: t['orders.steps'] });
    await expect(steps.locator('[data-urgency="done"]')).toHaveCount(3);
    await expect(page.getByTestId('order-timeline')).toContainText(
      t['orders.signal.albums_shipped.human_title']!,
    );
    await expect(page.getByText('00340434161094042557')).toBeVisible();
    await expect(page.getByTestId('order-admin')).toHaveCount(0);
  });

  await test.step('a partner link: sign-up, album and order count on the partner’s page', async () => {
    await signIn(page, ADMIN);
    await page.goto('/affiliate');
    await page.getByRole('textbox', { name: t['affiliate.partners.name'] }).fill(`Wedding planner ${stamp}`);
    await page.getByRole('button', { name: t['affiliate.partners.create'] }).click();
    await page.getByRole('link', { name: `Wedding planner ${stamp}` }).click();
    await expect(page.getByTestId('affiliate-total-albums')).toHaveText('0');
    const token = new URL(page.url()).searchParams.get('token')!;
    const wedding = page.getByTestId('affiliate-link-wedding').getByRole('textbox');
    await expect(wedding).toHaveValue(new RegExp(`ref=${token}&aud=wedding`));

    // The visitor: a fresh browser state arriving from the partner's wedding link.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/?ref=${token}&aud=wedding&hint=signup`);
    await expect(page).toHaveURL(/\/sign-up/);
    await page.getByTestId('cookie-banner').getByRole('button', { name: t['consent.save'] }).click();
    const visitor = { email: `referred-${stamp}@example.com`, password: 'referred album 2026' };
    await page.getByRole('textbox', { name: t['auth.email'] }).fill(visitor.email);
    await page.getByRole('textbox', { name: t['auth.password'] }).fill(visitor.password);
    await page.getByRole('button', { name: t['auth.signUp.submit'] }).click();
    await expect(page).toHaveURL(/\/(start)?\?/);
    await page.getByTestId('create-album').click();
    await page.getByTestId('wizard-blueprint-wedding').first().click();
    const creation = page.waitForRequest(
      (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/v1/albums',
    );
    await page.getByTestId('wizard-create').click();
    expect((await creation).postDataJSON()).toMatchObject({
      analytics_metadata: { partner_token: token, source: 'wedding' },
    });
    await expect(page).toHaveURL(/\/album\/(?!new)[0-9a-f-]+$/, { timeout: 60_000 });
    const albumId = new URL(page.url()).pathname.split('/')[2]!;
    const referred = await apiSignIn(request, visitor);
    await placeOrder(request, referred, albumId, visitor.email);

    await signIn(page, ADMIN);
    await page.goto(`/affiliate?token=${token}`);
    await expect(page.getByTestId('affiliate-total-albums')).toHaveText('1');
    await expect(page.getByTestId('affiliate-total-orders')).toHaveText('1');
    await expect(page.getByTestId('affiliate-table')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'affiliate page');
  });
});
