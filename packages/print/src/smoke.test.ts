import { it } from 'vitest';
import { composePrint, writePrintJob } from './index';
import { fixtureDocument, fixtureImages, FIXTURE_META } from './testing/fixture';
it('smoke', async () => {
  const doc = fixtureDocument();
  for (const mode of ['album_softcover', 'album_softcover_inside', 'spread', 'stickers', 'stickerpack'] as const) {
    const c = composePrint(doc, FIXTURE_META, { mode, showStickers: true, includeCover: true, includeBleed: true, range: [] });
    console.log(mode, c.pages.map((p) => `${p.name} ${p.width}x${p.height}`).join(', '));
    await writePrintJob(c, { format: 'pdf', dpi: 150, images: fixtureImages(doc), out: `/tmp/print-smoke/${mode}.pdf` });
  }
  const c = composePrint(doc, FIXTURE_META, { mode: 'spread', showStickers: true, includeCover: false, includeBleed: true, range: [] });
  await writePrintJob(c, { format: 'png', dpi: 100, images: fixtureImages(doc), out: `/tmp/print-smoke/png` });
});
