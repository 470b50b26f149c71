/**
 * Helpers of the app's end-to-end tests: signing in through the API (the sign-in screen has its own test), finding
 * the demo albums, reading them back through the REST API, the app's translated texts, a picture to upload, the
 * selection overlay, and the axe check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_USERS, demoOwner } from '../../hosts/server/src/seed/demo-accounts';

/**
 * The demo owner of this worker: playwright numbers its workers 0, 1, ... (TEST_PARALLEL_INDEX, the same number
 * for a worker restarted after a failure) and the server seeds one demo owner per worker (SEED_DEMO_OWNERS, set by
 * the config), so two workers never edit the same album. The sign-ins are the server's own (`demo-accounts.ts`).
 */
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const { email, password } = demoOwner(WORKER + 1);
export const DEMO = { email, password };
export const ADMIN = { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password };

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

/** axe-core on the page: no serious or critical violation (a soft check: the test goes on and fails at its end). */
export async function expectNoSeriousA11yViolations(page: Page, context = 'page'): Promise<void> {
  // A dialog or popover fading in is half transparent: axe would measure its colours mid-animation and report
  // contrast that no user sees once it has settled. Wait for running animations (react-aria's entering states) first.
  await page
    .waitForFunction(
      () =>
        document.querySelector('[data-entering], [data-exiting]') === null &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
    }));
  // Soft: a test checking several screens reports the violations of each of them, not only of the first.
  expect.soft(serious, `axe violations on ${context}`).toEqual([]);
}

/** `request` to the REST API v1 as the signed-in user; answers `data` and fails the test on an error answer. */
export async function api<T>(
  request: APIRequestContext,
  session: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { data?: T; error?: { message: string } };
  expect(response.ok(), `${method} ${path}: ${body.error?.message ?? response.status()}`).toBe(true);
  return body.data as T;
}

/** A node of the album's nested content as the REST API answers it. */
export interface WireNode {
  type: string;
  props: Record<string, unknown> & { id: string };
  children?: WireNode[];
}

/** The parts of `GET /albums/:id` the tests read. */
export interface WireAlbum {
  id: string;
  title: string;
  releaseDate: string | null;
  version: number;
  colors: string[];
  fonts: Record<'title' | 'sub_title' | 'paragraph', string>;
  images: Array<{ id: string; model: string; details: { width: number; height: number } }>;
  workspace: WireNode;
  albumPreviewPath: string | null;
  blueprint_album_id: string | null;
}

/** `GET /albums/:id`: meta data and the content built from the current live (automerge) state. */
export async function albumOf(request: APIRequestContext, session: Session, id: string): Promise<WireAlbum> {
  return (await api<{ album: WireAlbum }>(request, session, 'GET', `/albums/${id}`)).album;
}

/** The demo album of a category (the demo user has one per category; each spec works on its own). */
export async function albumOfCategory(
  request: APIRequestContext,
  session: Session,
  category: string,
): Promise<AlbumListEntry> {
  const album = (await albumsOf(request, session)).find((entry) => entry.category === category);
  expect(album, `demo album of category ${category}`).toBeDefined();
  return album!;
}

/** A node with the id of its parent, from a depth-first walk of the content. */
export interface FlatNode extends WireNode {
  parentId: string | null;
}

/** Every node of the content, depth first. */
export function nodesOf(album: WireAlbum): FlatNode[] {
  const out: FlatNode[] = [];
  const walk = (node: WireNode, parentId: string | null) => {
    out.push({ ...node, parentId });
    for (const child of node.children ?? []) walk(child, node.props.id);
  };
  walk(album.workspace, null);
  return out;
}

/** The spreads of the content, in album order. */
export function spreadsOf(album: WireAlbum): FlatNode[] {
  return nodesOf(album).filter((node) => node.type === 'Spread');
}

export function nodeById(album: WireAlbum, id: string): FlatNode | undefined {
  return nodesOf(album).find((node) => node.props.id === id);
}

/** The plain text of a Text node's rich text. */
export function plainText(node: WireNode | undefined): string {
  const text = node?.props.text as { blocks?: Array<{ text: string }> } | undefined;
  return (text?.blocks ?? []).map((block) => block.text).join('\n');
}

/**
 * Opens the workspace of an album (optionally with a tab) and waits until the canvas has drawn and the live sync
 * made the editor writable.
 */
export async function openWorkspace(page: Page, albumId: string, tab?: string): Promise<void> {
  await page.goto(`/album/${albumId}${tab ? `/${tab}` : ''}`);
  await waitForCanvas(page);
  await expect(page.locator('.workspace[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
}

/** Waits until the sync indicator says every change reached the server. */
export async function waitForSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'saved', {
    timeout: 30_000,
  });
}

/** Ids of the selected elements, read from the selection overlay (the canvas draws the album, the overlay is DOM). */
export async function selectedIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-album-overlay] [data-part="selection"][data-node-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node-id') ?? ''));
}

/** Screen box of the canvas. */
export async function canvasBox(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator('[data-album-canvas]').first().boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** Screen box of a selected element, from its selection outline. */
export async function selectionBox(
  page: Page,
  id: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const outline = page.locator(`[data-album-overlay] [data-part="selection"][data-node-id="${id}"]`);
  await expect(outline).toHaveCount(1);
  const box = await outline.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The app's catalogue of one language (the tests find controls by the names users read). */
export function messages(language: 'en' | 'de'): Record<string, string> {
  const file = new URL(`../../packages/i18n/messages/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Writes a real PNG photo stand-in to `path`: a colour gradient with a dark square off-centre, so a crop shows in
 * screenshots; a few hundred kilobytes, so the upload is quick.
 */
export async function writePng(path: string, width = 1200, height = 900): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const square = x > width * 0.6 && x < width * 0.85 && y > height * 0.2 && y < height * 0.5;
      pixels[at] = square ? 30 : Math.round((255 * x) / width);
      pixels[at + 1] = square ? 30 : Math.round((255 * y) / height);
      pixels[at + 2] = square ? 60 : 160;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(path);
  return path;
}

/** A mail the e2e server wrote to its outbox (`DATA_DIR/outbox/*.json`: no SMTP is configured in the tests). */
export interface OutboxMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  values: Record<string, string>;
}

/**
 * Every mail sent to `address`, oldest first. `server.mjs` runs the server on a fresh `album-e2e-*` folder in the
 * temporary directory; other runs may have folders there too, so mails are found by their (unique) recipient.
 */
export function mailsTo(address: string): OutboxMail[] {
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

/** The last mail of `template` sent to `address`, waiting until the server has written it. */
export async function mailTo(address: string, template: string): Promise<OutboxMail> {
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

/**
 * Confirms the address of an account signed up through the API, with the link of its confirmation mail, as its
 * owner would (accepting an invitation needs a confirmed address).
 */
export async function confirmAddress(request: APIRequestContext, session: Session): Promise<void> {
  const mail = await mailTo(session.user.email, 'signUpConfirmation');
  const token = new URL(mail.values.link!).searchParams.get('token');
  await api(request, session, 'PATCH', '/users/activate', { token });
}

/** The session the app stored for the signed-in user of `page` (after a sign-up or sign-in in the browser). */
export async function storedSession(page: Page): Promise<Session> {
  const session = await page.evaluate(() => localStorage.getItem('album.session'));
  expect(session, 'a stored session').not.toBeNull();
  return JSON.parse(session!) as Session;
}

/** axe-core on one part of the page (`selector`): no serious or critical violation (soft, like the page check). */
export async function expectNoSeriousA11yViolationsIn(
  page: Page,
  selector: string,
  context: string,
): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect.soft(serious, `axe violations on ${context}`).toEqual([]);
}

/** The five interface languages, and a browser locale that makes the app (and the sticker link page) pick each. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'pl'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const BROWSER_LOCALE: Record<AppLanguage, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  pl: 'pl-PL',
};

/**
 * Collects the app's reports of messages it could not format: @album/i18n hands every formatjs error (a missing id
 * included) to its `onError`, which warns on the console with an `[i18n]` prefix. Answers the list, filled as the
 * page runs; {@link expectNoMissingMessages} checks it.
 */
export function watchMissingMessages(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[i18n]')) reports.push(message.text());
  });
  return reports;
}

// The first segments of the catalogue's ids (`checkout`, `upload`, ...): a raw id on screen starts with one of them.
const MESSAGE_NAMESPACES = new Set(Object.keys(messages('en')).map((id) => id.split('.')[0]!));
const MESSAGE_IDS = new Set(Object.keys(messages('en')));

/**
 * Message ids shown as text: what a screen shows when a message is missing (the sticker link page answers the id
 * itself and reports nothing). Reads the visible text and the names people hear (aria-label, title, placeholder,
 * alt); addresses and e-mail addresses are left out first, so `tracking.example.com` is no id.
 */
export async function rawMessageIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText];
    const named = document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]');
    for (const element of Array.from(named)) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    const cleaned = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ').replace(/\S+@\S+/g, ' ');
    for (const [match, namespace] of cleaned.matchAll(/\b([a-z][a-zA-Z0-9]*)(?:\.[a-zA-Z0-9_]+)+\b/g)) {
      // One dot (`album.title`) only counts when it is a real id: `order.pdf` is a file name.
      const dots = match.split('.').length - 1;
      if (MESSAGE_NAMESPACES.has(namespace!) && (dots >= 2 || MESSAGE_IDS.has(match))) found.add(match);
    }
  }
  return [...found];
}

/**
 * No missing message on the page: no `[i18n]` report since the last check (`reports` from
 * {@link watchMissingMessages}, emptied here) and no raw message id on screen. Soft, like the axe check.
 */
export async function expectNoMissingMessages(page: Page, reports: string[], context: string): Promise<void> {
  expect.soft(reports.splice(0), `missing messages reported on ${context}`).toEqual([]);
  expect.soft(await rawMessageIds(page), `message ids shown on ${context}`).toEqual([]);
}
