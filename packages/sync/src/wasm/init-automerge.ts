/**
 * Loading automerge's WebAssembly engine explicitly (issue #19). `@album/sync` imports automerge's `slim` entries,
 * which leave the engine unloaded: the default browser entry of `@automerge/automerge` imports the `.wasm` file as an
 * ES module, which only bundlers with a WebAssembly plugin understand (vite-plugin-wasm, webpack's
 * `asyncWebAssembly`). Here the host says where the file is (a URL its bundler emits as a plain asset, or the bytes),
 * the way `@album/render-canvaskit` takes CanvasKit's `wasmUrl`.
 */
import { initializeBase64Wasm, initializeWasm, isWasmInitialized } from '@automerge/automerge/slim';

/**
 * Where automerge's WebAssembly (`@automerge/automerge/automerge.wasm`, 3.6 MB, 1.1 MB gzip) comes from:
 * - a URL (string or `URL`): fetched, and compiled while it downloads (`WebAssembly.instantiateStreaming`) when the
 *   server sends it as `application/wasm`;
 * - a `Response` (or a promise of one, e.g. `fetch(url)`): the same, for hosts that fetch it themselves;
 * - the bytes (`ArrayBuffer` or `Uint8Array`), e.g. read from disk in Node;
 * - a compiled `WebAssembly.Module`.
 */
export type AutomergeWasmSource =
  string | URL | Response | PromiseLike<Response> | ArrayBuffer | Uint8Array | WebAssembly.Module;

/** automerge's WebAssembly could not be loaded (not found, not served, not WebAssembly); `cause` says why. */
export class AutomergeWasmError extends Error {
  /** Tells it apart from other errors after a structured clone or across realms, where `instanceof` fails. */
  override readonly name = 'AutomergeWasmError';
  constructor(where: string, cause: unknown) {
    super(
      `automerge's WebAssembly could not be loaded from ${where}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

/** The load in progress or done; null before the first call and after a failure (so that a retry can succeed). */
let loading: Promise<void> | null = null;

/**
 * Loads automerge's WebAssembly engine; everything of `@album/sync` that reads or writes automerge documents needs
 * it (`createAlbumSync` awaits it by itself, given its `automergeWasm` option).
 *
 * Without a source, the engine comes from `@automerge/automerge/automerge.wasm.base64`, loaded by a dynamic import:
 * it works with every bundler and in plain ESM (with an import map), but that chunk is the wasm as base64 text
 * (4.9 MB, 1.6 MB gzip, decoded on the main thread): pass the wasm file's URL instead where the bundler can emit it
 * as an asset (Vite: `import wasmUrl from '@automerge/automerge/automerge.wasm?url'`).
 *
 * Idempotent: once loaded (by an earlier call, or by an import of the full `@automerge/automerge` entry, as in Node
 * where `@album/sync/server` does it), it resolves at once without looking at `source`; concurrent calls share one
 * promise (the first call's source wins). A failed load rejects with an {@link AutomergeWasmError} and may be
 * retried.
 */
export function initAutomerge(source?: AutomergeWasmSource): Promise<void> {
  if (loading) return loading;
  if (isWasmInitialized()) return (loading = Promise.resolve());
  const attempt = load(source).catch((error: unknown) => {
    loading = null;
    throw new AutomergeWasmError(describe(source), error);
  });
  loading = attempt;
  return attempt;
}

async function load(source: AutomergeWasmSource | undefined): Promise<void> {
  if (source === undefined) {
    const { automergeWasmBase64 } = await import('@automerge/automerge/automerge.wasm.base64');
    await initializeBase64Wasm(automergeWasmBase64);
    return;
  }
  const module = typeof source === 'string' || source instanceof URL ? await fetch(source) : await source;
  if (module instanceof Response && !module.ok)
    throw new Error(`HTTP ${module.status}${module.statusText ? ` ${module.statusText}` : ''}`);
  // wasm-bindgen's loader takes more than automerge's declared parameter (`Uint8Array | Request | string`): a
  // Response (streamed), any BufferSource and a compiled Module.
  await initializeWasm(module as Uint8Array);
}

/** Names the source in an error message, without dumping bytes. */
function describe(source: AutomergeWasmSource | undefined): string {
  if (source === undefined) return '@automerge/automerge/automerge.wasm.base64';
  if (typeof source === 'string') return source;
  if (source instanceof URL) return source.href;
  if (source instanceof Response) return source.url || 'a Response';
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return `${source.byteLength} bytes`;
  if (source instanceof WebAssembly.Module) return 'a WebAssembly.Module';
  return 'a promised Response';
}
