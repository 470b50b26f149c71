/**
 * The screen's work outside React: load the album and CanvasKit, compose the print pages, then draw them one by
 * one (fonts and images of a page are loaded just before it is drawn).
 */
import { prepareScene, createRenderResources, type RenderResources } from '@album/render-canvaskit';
import type { FontLoader } from '@album/fonts';
import { composePrint, pageScenes, type Composition, type OutputPage } from '@album/print/compose';
import type { CanvasKit } from 'canvaskit-wasm';
import type { RenderScreenSettings } from '../settings/render-settings';
import { drawPageOnCanvas, type PageSurfaceFactory } from './draw-page-canvas';
import { createRenderImageLoader } from './image-loader';
import { loadRenderAlbum } from './load-album';

/** What the screen talks to; tests replace them. */
export interface RenderServices {
  fetch: typeof fetch;
  loadCanvasKit: () => Promise<CanvasKit>;
  fonts: FontLoader;
  makeSurface: PageSurfaceFactory;
}

/** A composed job ready to draw. */
export interface PreparedRender {
  composition: Composition;
  resources: RenderResources;
}

/** Loads the album and CanvasKit (in parallel) and composes the pages. */
export async function prepareRender(
  settings: RenderScreenSettings,
  services: RenderServices,
): Promise<PreparedRender> {
  const [album, ck] = await Promise.all([
    loadRenderAlbum(settings, services.fetch),
    services.loadCanvasKit(),
  ]);
  const resources = createRenderResources(ck, {
    fonts: services.fonts,
    images: createRenderImageLoader(album.doc.images, {
      preferOriginal: settings.preferOriginal,
      baseUrl: settings.apiUrl,
      fetch: services.fetch,
    }),
  });
  return { composition: composePrint(album.doc, album.meta, settings.print), resources };
}

/** Loads what a page shows and draws it into its canvas. */
export async function renderPage(
  prepared: PreparedRender,
  page: OutputPage,
  canvas: HTMLCanvasElement,
  settings: Pick<RenderScreenSettings, 'dpi' | 'resolution'>,
  services: Pick<RenderServices, 'makeSurface'>,
): Promise<void> {
  const scenes = pageScenes(prepared.composition, page);
  await Promise.all(scenes.map((scene) => prepareScene(prepared.resources, scene, settings.resolution)));
  drawPageOnCanvas(prepared.resources, canvas, page, scenes, settings.dpi, services.makeSurface);
}
