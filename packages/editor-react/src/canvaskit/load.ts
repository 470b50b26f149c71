/**
 * Loading CanvasKit (the `full` build: the only one that encodes JPEG and WebP) once per JavaScript realm.
 *
 * Where the wasm comes from:
 * - Node: from `canvaskit-wasm/bin/full/canvaskit.wasm` in node_modules, found by module resolution; nothing to do.
 * - Browsers: the host serves `canvaskit.wasm` as a static asset and passes its URL. Under Vite:
 *   `import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url'; loadCanvasKit({ wasmUrl })`.
 *   Elsewhere, copy `node_modules/canvaskit-wasm/bin/full/canvaskit.wasm` next to the app's assets and pass its URL.
 *   The canvaskit JavaScript glue contains a Node-only `require("fs")`/`require("path")` branch: bundlers must leave
 *   those two out (Vite does by itself; with esbuild pass `external: ['fs', 'path']`).
 */
import CanvasKitInit from 'canvaskit-wasm/full';
import type { CanvasKit } from 'canvaskit-wasm';

/** Options of `loadCanvasKit`. Only the first call's options count: CanvasKit is loaded once. */
export interface LoadCanvasKitOptions {
  /** URL (browser) or path (Node) of `canvaskit.wasm` from the `full` build. */
  wasmUrl?: string;
  /** Full control over every file the loader asks for (takes precedence over `wasmUrl`). */
  locateFile?: (file: string) => string;
}

let loading: Promise<CanvasKit> | null = null;

function isNode(): boolean {
  const p = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof p?.versions?.node === 'string' && typeof (globalThis as { document?: unknown }).document === 'undefined';
}

/** Path of the full build's wasm in node_modules, resolved the way Node resolves packages. */
async function nodeWasmPath(): Promise<string> {
  // A variable specifier keeps browser bundlers from trying to resolve Node's built-ins.
  const moduleBuiltin = 'node:module';
  const { createRequire } = (await import(/* @vite-ignore */ moduleBuiltin)) as typeof import('node:module');
  return createRequire(import.meta.url).resolve('canvaskit-wasm/bin/full/canvaskit.wasm');
}

async function locator(options: LoadCanvasKitOptions): Promise<(file: string) => string> {
  if (options.locateFile) return options.locateFile;
  if (options.wasmUrl) {
    const url = options.wasmUrl;
    return (file) => (file.endsWith('.wasm') ? url : file);
  }
  if (isNode()) {
    const path = await nodeWasmPath();
    return (file) => (file.endsWith('.wasm') ? path : file);
  }
  throw new Error(
    'loadCanvasKit: pass { wasmUrl } in browsers (e.g. `canvaskit-wasm/bin/full/canvaskit.wasm?url` under Vite)',
  );
}

/**
 * CanvasKit, loaded on the first call and shared afterwards. Measured cold start on the CI machines: about
 * 100 ms in Node (see `bench/render.mjs`).
 */
export function loadCanvasKit(options: LoadCanvasKitOptions = {}): Promise<CanvasKit> {
  if (!loading) {
    loading = locator(options).then((locateFile) => CanvasKitInit({ locateFile }));
    // A failed load (wrong URL) must not poison later attempts with better options.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
