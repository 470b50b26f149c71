// What one run measures in the browser, on a page showing the album's workspace (editor ready):
//   - open: from the press on the Stickers tab until the first tiles are painted (the next frame after they appear),
//     with the long tasks in that time;
//   - scroll: the list scrolled from top to bottom, 240 px a frame (a brisk wheel), with the long tasks meanwhile and
//     the most sticker tiles in the document at once (a virtualised list keeps it to about a screenful);
//   - search: a sticker's name set in the search field (one input event, as a paste) until the list shows that one
//     sticker painted, for several names, then the field cleared.
// Every time is taken inside the page (performance.now), so the driver's round trips do not count.

/** Installed before the app loads: collects long tasks as [start, end]. */
export function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

const TILE = '.stickers-tab .sticker-tile:not(.sticker-tile--add)';

/** `promise`, or a rejection naming `what` after `ms`: a run that never gets there fails instead of hanging. */
function within(promise, what, ms = 60_000) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Long tasks overlapping [from, to], as their durations in ms. */
function longTasksBetween(page, from, to) {
  return page.evaluate(
    ([a, b]) => window.__longTasks.filter(([s, e]) => e >= a && s <= b).map(([s, e]) => Math.round(e - s)),
    [from, to],
  );
}

/** Opens the tab by pressing it; answers the ms until tiles were painted and the long tasks meanwhile. */
export async function measureOpen(page, tab) {
  await page.evaluate((selector) => {
    window.__open = new Promise((resolve) => {
      document.addEventListener(
        'pointerdown',
        () => {
          const start = performance.now();
          const check = () => {
            if (document.querySelector(selector))
              requestAnimationFrame(() => setTimeout(() => resolve([start, performance.now()]), 0));
            else requestAnimationFrame(check);
          };
          check();
        },
        { capture: true, once: true },
      );
    });
  }, TILE);
  await tab.click();
  const [start, end] = await within(
    page.evaluate(() => window.__open),
    'opening the stickers tab',
  );
  // A long task that starts right after the first paint still belongs to opening: 500 ms of grace.
  await page.waitForTimeout(600);
  return { ms: end - start, longTasks: await longTasksBetween(page, start, end + 500) };
}

/** Scrolls the list from top to bottom; answers frames, time, long tasks and the most tiles in the document. */
export async function measureScroll(page) {
  const result = await within(
    page.evaluate(
      (selector) =>
        new Promise((resolve) => {
          const list = document.querySelector('.stickers-tab .stickers-list');
          list.scrollTop = 0;
          const start = performance.now();
          let frames = 0;
          let maxTiles = document.querySelectorAll(selector).length;
          const names = new Set();
          const step = () => {
            frames++;
            const tiles = document.querySelectorAll(selector);
            maxTiles = Math.max(maxTiles, tiles.length);
            for (const tile of tiles) names.add(tile.getAttribute('data-testid'));
            if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) {
              resolve({
                start,
                end: performance.now(),
                frames,
                maxTiles,
                seen: names.size,
                total: list.scrollHeight,
              });
              return;
            }
            list.scrollTop += 240;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      TILE,
    ),
    'scrolling the list',
    // 165 frames: on a loaded machine a frame may take a second.
    300_000,
  );
  await page.waitForTimeout(300);
  const longTasks = await longTasksBetween(page, result.start, result.end);
  return { ...result, ms: result.end - result.start, longTasks };
}

/**
 * Sets the search text and answers [start, end, updated]: updated is when the list was in the document, end is the frame after the list was rebuilt for the query (its
 * height is that of the filtered rows: under `FILTERED_MAX` px for one match, over it for the whole album) with no
 * tile in the document that does not match. The match itself may lie below the fold (chapters without matches keep
 * their headers), so it is looked for apart, untimed, by `findTiles`.
 */
async function searchOnce(page, query, filtered) {
  // The results show from the list's top: start there, before the clock (a search does not scroll the list back).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.querySelector('.stickers-tab .stickers-list').scrollTop = 0;
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  return within(
    page.evaluate(
      ([selector, text, wantFiltered, limit]) =>
        new Promise((resolve) => {
          const input = document.querySelector('.stickers-tab__search');
          const inner = document.querySelector('.stickers-tab .stickers-list__inner');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const start = performance.now();
          setValue.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          const check = () => {
            const height = inner.offsetHeight;
            const tiles = [...document.querySelectorAll(selector)];
            const done = wantFiltered
              ? height < limit && tiles.every((tile) => tile.textContent.includes(text))
              : height > limit && tiles.length > 1;
            if (!done) return requestAnimationFrame(check);
            // `updated`: the list is in the document (the script's share); then the frame that paints it.
            const updated = performance.now();
            requestAnimationFrame(() => setTimeout(() => resolve([start, performance.now(), updated]), 0));
          };
          check();
        }),
      [TILE, query, filtered, FILTERED_MAX],
    ),
    `searching "${query}"`,
  );
}

/** Rows of 20 chapters with one match at most: 20 × (header 52 + unplaced bar 40 + a row of tiles 112) + 64. */
const FILTERED_MAX = 20 * (52 + 40 + 112) + 64 + 1;

/** Scrolls the (filtered) list through and answers the tiles that show `text` (untimed check of a search). */
async function findTiles(page, text) {
  return page.evaluate(
    ([selector, query]) =>
      new Promise((resolve) => {
        const list = document.querySelector('.stickers-tab .stickers-list');
        list.scrollTop = 0;
        const found = new Set();
        const step = () => {
          for (const tile of document.querySelectorAll(selector))
            if (tile.textContent.includes(query)) found.add(tile.getAttribute('data-testid'));
          if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) return resolve(found.size);
          list.scrollTop += 240;
          requestAnimationFrame(() => requestAnimationFrame(step));
        };
        requestAnimationFrame(step);
      }),
    [TILE, text],
  );
}

/** Searches each name (each matches one sticker), clearing between; answers the times and long tasks. */
export async function measureSearch(page, names) {
  const times = [];
  const clears = [];
  const longTasks = [];
  const found = [];
  const updates = [];
  for (const name of names) {
    const [start, end, updated] = await searchOnce(page, name, true);
    times.push(end - start);
    updates.push(updated - start);
    longTasks.push(...(await longTasksBetween(page, start, end)));
    found.push(await findTiles(page, name));
    const [clearStart, clearEnd] = await searchOnce(page, '', false);
    clears.push(clearEnd - clearStart);
    longTasks.push(...(await longTasksBetween(page, clearStart, clearEnd)));
  }
  return { times, updates, clears, longTasks, found };
}
