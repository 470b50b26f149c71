/**
 * Where the canvas gets CanvasKit and fonts from. The wasm is a separate, content-hashed asset (cached for good by
 * the browser), fetched and compiled in parallel with the app code; the font files come from `@album/fonts`, served
 * by the server at `/album-fonts/`.
 */
import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url';
import { fetchFontLoader } from '@album/fonts';
import { preloadCanvasKit as preload } from '@album/editor-react';

export const CANVAS_WASM_URL: string = wasmUrl;

export const fontLoader = fetchFontLoader(new URL('/album-fonts/', window.location.origin).href);

/** Starts downloading, compiling and warming up CanvasKit; safe to call more than once. */
export function preloadCanvasKit(): void {
  // Preloading is an optimisation: if it fails, the canvas reports the same failure when it loads CanvasKit itself.
  preload({ wasmUrl }).catch(() => undefined);
}
