import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { canvasPoint, chooseTool } from './flows';
import {
  ADMIN,
  albumOf,
  albumOfCategory,
  apiSignIn,
  messages,
  nodeById,
  openWorkspace,
  selectedIds,
  signIn,
  spreadsOf,
  waitForSaved,
} from './support';

/**
 * Issue #22, rich text: the in-place editor shows a new text where and how the canvas draws it (the editing
 * overlay and the committed drawing differ in under 1 % of the text box's pixels), and one word made bold with the
 * toolbar while editing is bold in the exported PDF (its bold face embedded, the word in the text layer); an input
 * method's composition and pasted HTML (reduced to the supported styles) land in the text.
 */
const t = messages('en');

/**
 * Anti-aliasing tolerance: a pixel differs when its luminance moved by more than this (of 255). Luminance, as
 * perceptual image comparisons weigh it: the browser's and CanvasKit's glyph rasterisers anti-alias with different
 * gamma, which moves the colour channels of edge pixels on a saturated background apart more than their brightness.
 */
const LUMA_TOLERANCE = 48;

type Box = { x: number; y: number; width: number; height: number };

/** Fraction of the pixels of two same-sized screenshots whose luminance differs beyond the tolerance. */
async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all(
    [a, b].map((png) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([ra!.info.width, ra!.info.height]).toEqual([rb!.info.width, rb!.info.height]);
  const pixels = ra!.info.width * ra!.info.height;
  let differing = 0;
  for (let i = 0; i < pixels; i++) if (Math.abs(ra!.data[i]! - rb!.data[i]!) > LUMA_TOLERANCE) differing++;
  return differing / pixels;
}

/** Dark pixels of a screenshot (the text's ink on a light page). */
async function inkOf(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < info.width * info.height; i++) if (data[i]! < 128) ink++;
  return ink;
}

/** The on-screen box of the text being edited (its layout box, the text box's size at the current zoom). */
async function editorBox(page: Page): Promise<Box> {
  const box = await page.locator('[data-album-text-editor]').evaluate((el) => {
    const r = el.parentElement!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  return {
    x: Math.floor(box.x),
    y: Math.floor(box.y),
    width: Math.ceil(box.width),
    height: Math.ceil(box.height),
  };
}

async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** Picks an option of one of the toolbar's selects. */
async function pick(page: Page, toolbar: Locator, testId: string, option: string): Promise<void> {
  await toolbar.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(toolbar.getByTestId(testId)).toHaveText(option);
}

test('the text editor shows the text as the canvas draws it, and a word bolded while editing is bold in the PDF', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const session = await signIn(page);
  const album = await albumOfCategory(page.request, session, 'birthday');
  await openWorkspace(page, album.id);
  // What is compared is the text: the caret, selection outlines and handles are hidden in both screenshots.
  await page.addStyleTag({
    content:
      '[data-album-text-editor] { caret-color: transparent !important; } [data-album-overlay] { visibility: hidden !important; }',
  });
  const textbox = page.getByRole('textbox', { name: t['toolbar.editText'] });
  const toolbar = page.getByTestId('floating-toolbar');
  let id = '';

  await test.step('typing a new text: the editing overlay matches the committed drawing', async () => {
    await chooseTool(page, 'text');
    const at = await canvasPoint(page, 0.42, 0.3);
    await page.mouse.click(at.x, at.y);
    await expect(textbox).toBeFocused();
    await page.keyboard.type('Sticker party');
    await fontsLoaded(page);
    const box = await editorBox(page);
    const editing = await page.screenshot({ clip: box });
    // The overlay drew the text: there is ink in the box (not an empty region compared with an empty one).
    expect(await inkOf(editing)).toBeGreaterThan(50);
    await page.keyboard.press('Escape');
    await expect(textbox).toHaveCount(0);
    await expect.poll(() => selectedIds(page)).toHaveLength(1);
    id = (await selectedIds(page))[0]!;
    // The canvas draws the committed text on a following frame: poll until it matches.
    let difference = 1;
    let drawn = editing;
    await test.info().attach('editing-overlay.png', { body: editing, contentType: 'image/png' });
    try {
      await expect
        .poll(
          async () =>
            (difference = await pixelDifference(editing, (drawn = await page.screenshot({ clip: box })))),
          {
            message: 'overlay and canvas differ',
          },
        )
        .toBeLessThan(0.01);
    } finally {
      await test.info().attach('committed-canvas.png', { body: drawn, contentType: 'image/png' });
      if (process.env.RICH_TEXT_SHOTS) {
        await writeFile(join(process.env.RICH_TEXT_SHOTS, 'editing.png'), editing);
        await writeFile(join(process.env.RICH_TEXT_SHOTS, 'committed.png'), drawn);
      }
    }
    test.info().annotations.push({
      type: 'overlay-vs-canvas',
      description: `${(difference * 100).toFixed(2)} % of ${box.width}×${box.height} px differ`,
    });
  });

  await test.step('a font unique to this text, then the last word bold from the toolbar while editing', async () => {
    await expect(toolbar).toBeVisible();
    await pick(page, toolbar, 'font-family', 'Zilla Slab');
    await pick(page, toolbar, 'font-size', '36');
    await toolbar.getByTestId('edit-text').click();
    await expect(textbox).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Control+Shift+ArrowLeft');
    const bold = toolbar.getByTestId('bold');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    // Only the selected word: the toolbar shows it bold, the text box is still open.
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(textbox).toHaveCount(1);
    await expect(textbox.locator('[data-album-style="BOLD"]')).toHaveText('party');
    await page.keyboard.press('Escape');
    await expect(textbox).toHaveCount(0);
    await waitForSaved(page);
    const stored = nodeById(await albumOf(page.request, session, album.id), id);
    const block = (stored?.props.text as { blocks: Array<{ text: string; inlineStyleRanges: unknown[] }> })
      .blocks[0]!;
    expect(block.text).toBe('Sticker party');
    expect(block.inlineStyleRanges).toContainEqual({ offset: 8, length: 5, style: 'BOLD' });
    expect(block.inlineStyleRanges).toContainEqual({ offset: 0, length: 13, style: 'FONT-Zilla Slab' });
  });

  await test.step('IME composition and pasted HTML reduced to the supported styles', async () => {
    await expect(toolbar).toBeVisible();
    await toolbar.getByTestId('edit-text').click();
    await expect(textbox).toBeFocused();
    await page.keyboard.press('End');
    // An input method composes, then commits (as a Japanese keyboard does).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: ' にほん', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.insertText', { text: ' 日本' });
    await expect(textbox).toContainText('Sticker party 日本');
    // Pasted HTML from another program: bold survives, its colour, size, link and image do not.
    await page.keyboard.type(' ');
    await textbox.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<span style="color:#ff0000;font-size:40px"><b>Big</b> <a href="https://example.com">news</a><img src="x.png"></span>',
      );
      data.setData('text/plain', 'Big news');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(textbox).toContainText('日本 Big news');
    await page.keyboard.press('Escape');
    await expect(textbox).toHaveCount(0);
    await waitForSaved(page);
    const stored = nodeById(await albumOf(page.request, session, album.id), id);
    const block = (stored?.props.text as { blocks: Array<{ text: string; inlineStyleRanges: unknown[] }> })
      .blocks[0]!;
    expect(block.text).toBe('Sticker party 日本 Big news');
    // Typing after the bold word goes on in bold (IME text included); the paste keeps its own bold ("Big") and takes
    // the caret's font and size; "news" is not bold.
    expect(block.inlineStyleRanges).toContainEqual({ offset: 8, length: 12, style: 'BOLD' });
    expect(block.inlineStyleRanges).toContainEqual({ offset: 0, length: 25, style: 'FONT-Zilla Slab' });
    expect(block.inlineStyleRanges).toContainEqual({ offset: 0, length: 25, style: 'SIZE-36' });
    expect(JSON.stringify(block.inlineStyleRanges)).not.toMatch(/COLOR|SIZE-40/);
  });

  await test.step('the exported PDF embeds the bold face and has the word', async () => {
    const albumNow = await albumOf(page.request, session, album.id);
    // The text is on the spread the workspace opened on, the album's first (page 1).
    expect(nodeById(albumNow, id)?.parentId).toBe(spreadsOf(albumNow)[0]!.props.id);
    const admin = await apiSignIn(page.request, ADMIN);
    const headers = { authorization: `Bearer ${admin.token}` };
    const created = await page.request.post('/api/v1/exports/render_jobs', {
      headers,
      data: {
        render_job: {
          params: {
            album_id: album.id,
            mode: 'spread',
            format: 'pdf',
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
    expect(created.status()).toBe(201);
    const jobId = ((await created.json()) as { data: { render_job: { id: string } } }).data.render_job.id;
    type Job = { id: string; state: string; file_url: string | null };
    let job: Job | undefined;
    await expect
      .poll(
        async () => {
          const listed = await page.request.get(`/api/v1/render_jobs?album_id=${album.id}`, { headers });
          const jobs = ((await listed.json()) as { data: { render_jobs: Job[] } }).data.render_jobs;
          job = jobs.find((j) => j.id === jobId);
          return job?.state;
        },
        { timeout: 150_000 },
      )
      .toBe('finished');
    const url = new URL(job!.file_url!);
    const file = await page.request.get(url.pathname + url.search, { headers });
    expect(file.status()).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'rich-text-'));
    const pdf = join(dir, 'spread.pdf');
    await writeFile(pdf, await file.body());
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    test.info().annotations.push({ type: 'pdffonts', description: fonts });
    expect(fonts).toMatch(/ZillaSlab-Bold/);
    expect(fonts).toMatch(/ZillaSlab-Regular/);
    expect(text).toMatch(/Sticker\s+party/i);
  });
});
