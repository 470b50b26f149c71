/**
 * Loading CanvasKit (the `full` build: the only one that encodes JPEG and WebP) once per JavaScript realm, without
 * Node APIs: this module is part of the browser entry. In Node, `@album/render-canvaskit/node` passes the path of
 * the installed wasm (found by module resolution) as `wasmUrl`; the glue reads files itself there.
 *
 * Where the wasm comes from, first match wins:
 * 1. `locateFile(file)`: full control over every file the glue asks for.
 * 2. `wasmUrl`: URL of `canvaskit.wasm` from `canvaskit-wasm/bin/full/`. Vite:
 *    `import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url'`; webpack 5: the same import without `?url`
 *    and an `asset/resource` rule for the file; anything else: copy the file next to the app's assets and pass its
 *    URL (the README's table).
 * 3. Otherwise `import.meta.resolve('canvaskit-wasm/bin/full/canvaskit.wasm')` when it gives an http(s) URL: plain
 *    ESM pages whose import map maps `canvaskit-wasm/`.
 * The canvaskit JavaScript glue contains a Node-only `require("fs")`/`require("path")` branch: bundlers must leave
 * those two out (Vite and webpack 5 do by themselves; with esbuild pass `external: ['fs', 'path']`).
 */
import CanvasKitInit from 'canvaskit-wasm/full';
import type { CanvasKit, CanvasKitInitOptions } from 'canvaskit-wasm';

/** Options of `loadCanvasKit`. Only the first call's options count: CanvasKit is loaded once. */
export interface LoadCanvasKitOptions {
  /** URL (browsers) or file path (Node) of `canvaskit.wasm` from the `full` build. */
  wasmUrl?: string | URL;
  /** Full control over every file the loader asks for (takes precedence over `wasmUrl`). */
  locateFile?: (file: string) => string;
}

/** The wasm file of the `full` build, as a module specifier (for `import.meta.resolve` and import maps). */
export const CANVASKIT_WASM_SPECIFIER = 'canvaskit-wasm/bin/full/canvaskit.wasm';

let loading: Promise<CanvasKit> | null = null;

/** `import.meta.resolve` of the wasm, or null where it is missing or cannot resolve bare names (no import map). */
function resolvedWasmUrl(): string | null {
  try {
    const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
    return resolve ? resolve(CANVASKIT_WASM_SPECIFIER) : null;
  } catch {
    return null;
  }
}

function urlInitOptions(url: string): CanvasKitInitOptions {
  return { locateFile: (file) => (file.endsWith('.wasm') ? url : file) };
}

function initOptions(options: LoadCanvasKitOptions): CanvasKitInitOptions {
  if (options.locateFile) return { locateFile: options.locateFile };
  if (options.wasmUrl) return urlInitOptions(String(options.wasmUrl));
  const resolved = resolvedWasmUrl();
  // A file: URL means Node, whose glue reads paths, not URLs: that is the node entry's job.
  if (resolved && /^https?:/.test(resolved)) return urlInitOptions(resolved);
  throw new Error(
    'loadCanvasKit: pass { wasmUrl } (Vite: `canvaskit-wasm/bin/full/canvaskit.wasm?url`), or import from ' +
      '`@album/render-canvaskit/node` in Node',
  );
}

/**
 * CanvasKit, loaded on the first call and shared afterwards. Measured cold start on the CI machines: about
 * 100 ms in Node (see `bench/render.mjs`).
 */
export function loadCanvasKit(options: LoadCanvasKitOptions = {}): Promise<CanvasKit> {
  if (!loading) {
    // Options are checked inside the promise, so a missing URL rejects like a failed fetch would.
    loading = Promise.resolve(options).then((given) => CanvasKitInit(initOptions(given)));
    // A failed load (wrong URL) must not poison later attempts with better options.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
