import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as A from '@automerge/automerge/slim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomergeWasmError, initAutomerge } from './init-automerge';

// The engine is loaded once per process, so these steps run in order: the failures first (nothing loaded yet), then
// the load, then what a loaded engine does with later calls. Only the slim entry is imported here: the full entry
// would load the engine by itself in Node.
const wasmPath = fileURLToPath(import.meta.resolve('@automerge/automerge/automerge.wasm'));

const server = createServer((_request, response) => {
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('initAutomerge', () => {
  it('starts with the engine unloaded (only the slim entry is imported)', () => {
    expect(A.isWasmInitialized()).toBe(false);
    expect(() => A.init()).toThrow(/not called/);
  });

  it('rejects bytes that are not WebAssembly with an error naming them, and loads nothing', async () => {
    const error = await initAutomerge(new Uint8Array([1, 2, 3, 4])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AutomergeWasmError);
    expect((error as Error).message).toMatch(/^automerge's WebAssembly could not be loaded from 4 bytes: /);
    expect((error as Error).cause).toBeInstanceOf(WebAssembly.CompileError);
    expect(A.isWasmInitialized()).toBe(false);
  });

  it('rejects a URL the server does not have with its address and status', async () => {
    const url = `${baseUrl}/assets/automerge.wasm`;
    await expect(initAutomerge(url)).rejects.toThrow(
      `automerge's WebAssembly could not be loaded from ${url}: HTTP 404 Not Found`,
    );
    expect(A.isWasmInitialized()).toBe(false);
  });

  it('loads from the bytes after a failure; concurrent calls share one promise', async () => {
    const bytes = new Uint8Array(await readFile(wasmPath));
    const first = initAutomerge(bytes);
    // A second caller while the first load runs waits for it (its own source is not looked at).
    const second = initAutomerge(new Uint8Array([0]));
    expect(second).toBe(first);
    await first;
    expect(A.isWasmInitialized()).toBe(true);
    const doc = A.from({ title: 'Album' });
    expect(A.load<{ title: string }>(A.save(doc)).title).toBe('Album');
  });

  it('is idempotent once loaded: later calls resolve at once, whatever their source', async () => {
    await expect(initAutomerge(new Uint8Array([0]))).resolves.toBeUndefined();
    await expect(initAutomerge(`${baseUrl}/missing.wasm`)).resolves.toBeUndefined();
    await expect(initAutomerge()).resolves.toBeUndefined();
    expect(A.isWasmInitialized()).toBe(true);
  });
});
