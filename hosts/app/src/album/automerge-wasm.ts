/**
 * Where the live sync gets automerge's engine from: the wasm file as a plain, content-hashed asset (Vite's `?url`,
 * no WebAssembly plugin), fetched and compiled while it downloads (`WebAssembly.instantiateStreaming`).
 */
import wasmUrl from '@automerge/automerge/automerge.wasm?url';

export const AUTOMERGE_WASM_URL: string = wasmUrl;
