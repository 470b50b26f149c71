/**
 * Loading CanvasKit ahead of the album data, warmed up: the browser compiles WebAssembly functions on first use,
 * so the first spread a fresh CanvasKit records and rasterises pays for compiling the shaping, path, gradient,
 * image and filter code (about 2 s on the CI machines). A host that calls `preloadCanvasKit` while it fetches the
 * album pays that before the data arrives, and the first paint after the data comes sooner.
 */
import type { Scene } from '@album/editor-core';
import type { CanvasKit } from 'canvaskit-wasm';
import {
  createRenderResources,
  disposeRenderResources,
  loadCanvasKit,
  recordScenePicture,
} from '@album/render-canvaskit';
import type { LoadCanvasKitOptions } from '@album/render-canvaskit';

const IDENTITY: [number, number, number, number, number, number] = [1, 0, 0, 1, 0, 0];

/** A tiny scene with one item of each kind the warm-up exercises. */
function warmUpScene(): Scene {
  return {
    spreadId: 'warm-up',
    frame: { width: 40, height: 40, folds: [], pages: 1, pageNumbers: [1] },
    background: { kind: 'linear', x0: 0, y0: 0, x1: 40, y1: 40, colors: ['#ffffffff', '#000000ff'] },
    items: [
      {
        kind: 'shape',
        nodeId: 'r',
        transform: IDENTITY,
        opacity: 0.5,
        geometry: { kind: 'rect', width: 20, height: 10, radius: 2 },
        fill: { kind: 'solid', color: '#ff0000ff' },
        stroke: { color: '#000000ff', width: 0.5 },
      },
      {
        kind: 'shape',
        nodeId: 'e',
        transform: [0.7, 0.7, -0.7, 0.7, 20, 20],
        opacity: 1,
        geometry: { kind: 'ellipse', width: 10, height: 10 },
        fill: {
          kind: 'linear',
          x0: 0,
          y0: 0,
          x1: 10,
          y1: 10,
          colors: ['#00ff00ff', '#0000ffff', '#ff00ffff'],
        },
        stroke: null,
      },
      {
        kind: 'text',
        nodeId: 't',
        transform: IDENTITY,
        opacity: 1,
        width: 40,
        height: 10,
        autosize: false,
        fill: null,
        stroke: null,
        radius: 0,
        paragraphs: [
          {
            align: 'center',
            runs: [
              {
                text: 'Warm up 123',
                fontFamily: 'Roboto',
                bold: false,
                italic: false,
                fontSize: 4,
                lineHeight: 1.2,
                letterSpacing: 0,
                color: '#000000ff',
              },
            ],
          },
        ],
      },
    ],
    fonts: [],
    images: [],
  };
}

/** Records and rasterises a tiny scene once, so the code drawing spreads is compiled before it is needed. */
export function warmUpCanvasKit(ck: CanvasKit): void {
  const resources = createRenderResources(ck, {
    fonts: async () => {
      throw new Error('no fonts during warm-up');
    },
    images: async () => null,
  });
  const surface = ck.MakeSurface(64, 64);
  try {
    const picture = recordScenePicture(resources, warmUpScene(), {});
    surface?.getCanvas().drawPicture(picture);
    surface?.flush();
    picture.delete();
  } finally {
    surface?.delete();
    disposeRenderResources(resources);
  }
}

const warmed = new WeakSet<CanvasKit>();

/** Loads CanvasKit (once) and warms it up (once). Call it early, e.g. while the album is fetched. */
export async function preloadCanvasKit(options: LoadCanvasKitOptions = {}): Promise<CanvasKit> {
  const ck = await loadCanvasKit(options);
  if (!warmed.has(ck)) {
    warmed.add(ck);
    warmUpCanvasKit(ck);
  }
  return ck;
}
