import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as A from '@automerge/automerge/slim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { initAutomerge } from './init-automerge';

// The way a browser host loads it: the wasm file's URL, served as application/wasm. Its own file because the engine
// loads once per process (init-automerge.test.ts loads it from bytes).
let requests = 0;
const server = createServer((_request, response) => {
  requests++;
  void readFile(fileURLToPath(import.meta.resolve('@automerge/automerge/automerge.wasm'))).then((bytes) =>
    response.writeHead(200, { 'content-type': 'application/wasm' }).end(bytes),
  );
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/automerge.wasm`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('fetches the engine from a URL once, then answers from memory', async () => {
  expect(A.isWasmInitialized()).toBe(false);
  await Promise.all([initAutomerge(url), initAutomerge(new URL(url))]);
  expect(A.isWasmInitialized()).toBe(true);
  expect(A.getHeads(A.change(A.init<{ n?: number }>(), (d) => (d.n = 1)))).toHaveLength(1);
  await initAutomerge(url);
  expect(requests).toBe(1);
});
