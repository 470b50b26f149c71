import { writeFile } from 'node:fs/promises';
import { it } from 'vitest';
import { composePrint } from './compose/compose';
import { createPrintRenderer } from './output/render-job';
import { pageScenes } from './output/scenes';
import { renderPageBytes } from './raster/raster-page';
import { writePdf } from './pdf/pdf-writer';
import { fixtureDocument, fixtureImages, FIXTURE_META } from './testing/fixture';
import { pdfToPngs } from './testing/pdf-tools';
it('dump', async () => {
  const doc = fixtureDocument();
  const images = fixtureImages(doc);
  const renderer = await createPrintRenderer(images);
  const c = composePrint(doc, FIXTURE_META, { mode: (process.env.PRINT_MODE ?? 'stickerpack') as 'stickerpack', showStickers: true, includeCover: true, includeBleed: true, range: [] });
  await writePdf(c, '/tmp/print-smoke/dump.pdf', { dpi: 150, compress: false, images, renderer });
  const pngs = await pdfToPngs('/tmp/print-smoke/dump.pdf', 150);
  for (let i = 0; i < c.pages.length; i++) {
    const scenes = pageScenes(c, c.pages[i]!);
    for (const s of scenes) await renderer.prepare(s, 'full');
    await writeFile(`/tmp/print-smoke/dump-ck-${i}.png`, renderPageBytes(renderer.resources, c.pages[i]!, scenes, { dpi: 150, format: 'png' }));
    await writeFile(`/tmp/print-smoke/dump-pdf-${i}.png`, pngs[i]!);
  }
});
