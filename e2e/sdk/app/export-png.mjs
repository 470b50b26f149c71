// Headless export from the same tarballs, in Node: the first inside spread of the sample album as a PNG, written to
// the path given as the first argument. Prints the PNG's size and how many distinct colours it has (a blank
// export has one).
import { writeFileSync } from 'node:fs';
import { buildScene, createEditor, fromNested } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum, fixtureImageBytes } from '@album/editor-core/samples';
import { nodeFontLoader } from '@album/fonts/node';
import { createSceneRenderer } from '@album/render-canvaskit/node';

const editor = createEditor({ document: fromNested(fixtureAlbum()) });
const doc = editor.getDocument();
const renderer = await createSceneRenderer({
  fonts: nodeFontLoader,
  images: async (id) => fixtureImageBytes(doc.images[id].blob.full),
});
const scene = buildScene(
  doc,
  FIXTURE_IDS.spreads.blue1,
  { title: 'Sample', releaseDate: null },
  { placeholders: false },
);
const png = await renderer.renderSpreadToPng(scene, { dpi: 72 });
writeFileSync(process.argv[2], png);

// Decode it again and count colours, so "non-blank" is measured on the pixels, not the file size.
const ck = renderer.canvasKit;
const image = ck.MakeImageFromEncoded(png);
const pixels = image.readPixels(0, 0, {
  width: image.width(),
  height: image.height(),
  colorType: ck.ColorType.RGBA_8888,
  alphaType: ck.AlphaType.Unpremul,
  colorSpace: ck.ColorSpace.SRGB,
});
const colours = new Set();
for (let i = 0; i < pixels.length; i += 4)
  colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
console.info(
  JSON.stringify({ width: image.width(), height: image.height(), bytes: png.length, colours: colours.size }),
);
