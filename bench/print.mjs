// Print benchmark: a generated 24-spread album with 4 photos per page (3000 × 2000 photo-like JPEGs), written as a
// PDF at 300 dpi and as JPG pages at 300 dpi (ZIP). Each run is a child process, so its peak RSS is its own; a
// 12-spread run of each shows whether memory stays flat as pages grow.
// Targets (issue 7): PDF under 30 s and 1 GB on 2 cores; memory flat as pages grow. The machines are shared: each
// row also gives the CPU time and the load average, so a slow wall time under load can be told apart.
// Run: `node bench/print.mjs` (bundles @album/print's sources with esbuild; no package build needed).
// One run only: `node bench/print.mjs run <pdf|zip> <spreads> [mode] [stickers per page]`, e.g.
// `run pdf 25` (a 48-page album as PDF/X) or `run pdf 25 stickers 6` (its 288 stickers on die-cut sheets); a last
// argument `cmyk` writes the PDF converted to CMYK (`run pdf 25 spread 0 cmyk`).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'node_modules', '.cache', 'album-print-bench');
mkdirSync(dir, { recursive: true });
const PHOTO = { width: 3000, height: 2000 };
const DISTINCT_PHOTOS = 12;

async function bundle() {
  const out = join(dir, 'bundle.mjs');
  await build({
    stdin: {
      contents: `export * from '@album/print'; export { fromNested } from '@album/editor-core';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    conditions: ['@album/source'],
    external: ['canvaskit-wasm', 'sharp', 'pdfkit', 'yazl'],
    outfile: out,
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  return import(pathToFileURL(out).href);
}

/** Photo-like JPEGs: smooth colour fields with grain, as a camera would give (about 1-2 MB each). */
async function photos() {
  const { default: sharp } = await import('sharp');
  const files = [];
  for (let i = 0; i < DISTINCT_PHOTOS; i++) {
    const file = join(dir, `photo-${i}.jpg`);
    files.push(file);
    if (existsSync(file)) continue;
    const small = Buffer.alloc(30 * 20 * 3);
    for (let p = 0; p < 600; p++) {
      const x = p % 30;
      const y = Math.floor(p / 30);
      small[p * 3] = 128 + 100 * Math.sin(x / 5 + i);
      small[p * 3 + 1] = 128 + 100 * Math.sin(y / 4 + i * 2);
      small[p * 3 + 2] = 128 + 100 * Math.cos((x + y) / 7 + i);
    }
    const base = await sharp(small, { raw: { width: 30, height: 20, channels: 3 } })
      .resize(PHOTO.width, PHOTO.height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    const noise = await sharp({
      create: { ...PHOTO, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 } },
    })
      .raw()
      .toBuffer();
    for (let k = 0; k < base.length; k++) base[k] = Math.max(0, Math.min(255, base[k] + noise[k] - 128));
    await sharp(base, { raw: { ...PHOTO, channels: 3 } })
      .jpeg({ quality: 88 })
      .toFile(file);
  }
  return files;
}

/**
 * The album: `spreads` spreads, 4 photo frames and a caption on every page, one image record per frame, and
 * `stickersPerPage` stickers a page (each with its own photo record), unplaced: they print on the sticker sheets.
 */
function album(spreads, stickersPerPage = 0) {
  const images = [];
  const sections = [];
  let photo = 0;
  const frame = (id, x, y) => {
    const imageId = `img-${id}`;
    images.push({
      id: imageId,
      model: 'image',
      blob: { original: `photo-${photo++ % DISTINCT_PHOTOS}.jpg` },
      details: { ...PHOTO },
    });
    return {
      type: 'Image',
      props: {
        id,
        x,
        y,
        width: 100,
        height: 130,
        rotation: 0,
        scale: 1,
        image: imageId,
        cx: 0.5,
        cy: 0.5,
        cscale: 1,
        crotation: 0,
      },
    };
  };
  const page = (spreadId, px) => [
    frame(`${spreadId}-${px}-a`, px + 10, 10),
    frame(`${spreadId}-${px}-b`, px + 120, 10),
    frame(`${spreadId}-${px}-c`, px + 10, 150),
    frame(`${spreadId}-${px}-d`, px + 120, 150),
    {
      type: 'Text',
      props: {
        id: `${spreadId}-${px}-t`,
        x: px + 10,
        y: 284,
        width: 210,
        height: 10,
        rotation: 0,
        scale: 1,
        text: {
          blocks: [
            {
              key: 'k',
              text: `Page of spread ${spreadId}`,
              inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }],
            },
          ],
        },
      },
    },
  ];
  for (let s = 0; s < spreads; s++) {
    const id = `ManualPage-${s}`;
    const single = s === 0 || s === spreads - 1;
    const children = single ? page(id, 0) : [...page(id, 0), ...page(id, 230)];
    sections.push({
      type: 'Section',
      props: { id: `sec-${s}`, name: `Section ${s}` },
      children: [{ type: 'Spread', props: { id, sectionId: `sec-${s}`, fill: '#f4f1ea' }, children }],
    });
  }
  const pages = spreads * 2 - 2;
  const stickers = Array.from({ length: stickersPerPage * pages }, (_, i) => {
    const imageId = `sticker-img-${i}`;
    images.push({
      id: imageId,
      model: 'image',
      blob: { original: `photo-${i % DISTINCT_PHOTOS}.jpg` },
      details: { ...PHOTO },
    });
    return {
      id: `sticker-${i}`,
      name: `Player ${i + 1}`,
      position: 'Forward',
      doubleSticker: false,
      image: imageId,
      sectionId: `sec-${i % spreads}`,
      stickerLayout: 'default',
      cellLayout: 'default',
      createdAt: '2026-02-01T12:00:00.000Z',
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
    };
  });
  return {
    workspace: { type: 'Root', props: { id: 'root' }, children: sections },
    stickers,
    images,
    colors: ['#000000', '#ffffff', '#0d3b66'],
    fonts: { title: 'Oswald', sub_title: 'Roboto Condensed', paragraph: 'Roboto' },
    stickerTemplateId: 'default',
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  };
}

async function runOne(format, spreads, mode = 'spread', stickersPerPage = 0, colorMode = 'rgb') {
  const m = await bundle();
  await photos();
  const doc = m.fromNested(album(spreads, stickersPerPage));
  const images = async (id) => {
    const file = doc.images[id]?.blob.original;
    if (!file) return null;
    // A fresh read per image, as a worker reading from storage would do.
    return new Uint8Array(readFileSync(join(dir, file)));
  };
  const composition = m.composePrint(
    doc,
    { title: 'Bench', releaseDate: null },
    {
      mode,
      showStickers: true,
      includeCover: false,
      includeBleed: true,
      range: [],
    },
  );
  const out = join(dir, `out-${mode}-${spreads}.${format}`);
  const t = performance.now();
  const cpu = process.cpuUsage();
  await m.writePrintJob(composition, { format, dpi: 300, compress: true, colorMode, images, out });
  const seconds = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  const result = {
    format,
    mode,
    colorMode,
    spreads,
    albumPages: spreads * 2 - 2,
    stickers: Object.keys(doc.stickers).length,
    pages: composition.pages.length,
    photos: Object.keys(doc.images).length,
    seconds: Number(seconds.toFixed(1)),
    // CPU time of the process (all threads): what the job costs when the machine is not shared.
    cpuSeconds: Number(((used.user + used.system) / 1e6).toFixed(1)),
    loadAverage: Number(os.loadavg()[0].toFixed(1)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    fileMb: Number((statSync(out).size / 1e6).toFixed(1)),
  };
  console.info(JSON.stringify(result));
}

if (process.argv[2] === 'run') {
  await runOne(
    process.argv[3],
    Number(process.argv[4]),
    process.argv[5],
    Number(process.argv[6] ?? 0),
    process.argv[7] ?? 'rgb',
  );
} else {
  await bundle();
  await photos();
  const rows = [];
  for (const [format, spreads] of [
    ['pdf', 12],
    ['pdf', 24],
    ['zip', 12],
    ['zip', 24],
  ]) {
    const line = execFileSync(
      process.execPath,
      [fileURLToPath(import.meta.url), 'run', format, String(spreads)],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    rows.push(JSON.parse(line.trim().split('\n').pop()));
    console.info(rows.at(-1));
  }
  writeFileSync(join(root, 'bench', 'print.results.json'), JSON.stringify(rows, null, 2) + '\n');
}
