/**
 * Loading CanvasKit (the `full` build: the only one that encodes JPEG and WebP) once per JavaScript realm.
 *
 * Where the wasm comes from:
 * - Node (also under happy-dom or jsdom): from `canvaskit-wasm/bin/full/canvaskit.wasm` in node_modules, found by
 *   module resolution; nothing to do.
 * - Browsers: the host serves `canvaskit.wasm` as a static asset and passes its URL. Under Vite:
 *   `import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url'; loadCanvasKit({ wasmUrl })`.
 *   Elsewhere, copy `node_modules/canvaskit-wasm/bin/full/canvaskit.wasm` next to the app's assets and pass its URL.
 *   The canvaskit JavaScript glue contains a Node-only `require("fs")`/`require("path")` branch: bundlers must leave
 *   those two out (Vite does by itself; with esbuild pass `external: ['fs', 'path']`).
 */
import CanvasKitInit from 'canvaskit-wasm/full';
import type { CanvasKit, CanvasKitInitOptions } from 'canvaskit-wasm';
import type * as NodeFs from 'node:fs/promises';
import type * as NodeModule from 'node:module';

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
  return typeof p?.versions?.node === 'string';
}

/**
 * Node: the full build's wasm from node_modules, compiled from its bytes. Reading the bytes ourselves also works
 * under DOM emulations (happy-dom, jsdom), where the glue would otherwise take the browser path and `fetch` a path.
 */
async function nodeInitOptions(): Promise<CanvasKitInitOptions> {
  // Variable specifiers keep browser bundlers from trying to resolve Node's built-ins.
  const moduleBuiltin = 'node:module';
  const fsBuiltin = 'node:fs/promises';
  const { createRequire } = (await import(/* @vite-ignore */ moduleBuiltin)) as typeof NodeModule;
  const { readFile } = (await import(/* @vite-ignore */ fsBuiltin)) as typeof NodeFs;
  const path = createRequire(import.meta.url).resolve('canvaskit-wasm/bin/full/canvaskit.wasm');
  const bytes = await readFile(path);
  return {
    locateFile: () => path,
    instantiateWasm(imports, done) {
      void WebAssembly.instantiate(bytes, imports).then((result) => done(result.instance));
      // Emscripten's contract: an empty object means "instantiating asynchronously, will call back".
      return {};
    },
  };
}

async function initOptions(options: LoadCanvasKitOptions): Promise<CanvasKitInitOptions> {
  if (options.locateFile) return { locateFile: options.locateFile };
  if (options.wasmUrl) {
    const url = options.wasmUrl;
    return { locateFile: (file) => (file.endsWith('.wasm') ? url : file) };
  }
  if (isNode()) return nodeInitOptions();
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
    loading = initOptions(options).then((init) => CanvasKitInit(init));
    // A failed load (wrong URL) must not poison later attempts with better options.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
