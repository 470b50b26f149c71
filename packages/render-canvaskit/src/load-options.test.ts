import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCanvasKit } from './load';
import { canvasKitWasmPath } from './node';

describe('loadCanvasKit of the browser entry', () => {
  it('asks for a wasm URL instead of reaching for Node APIs, and a failed load does not stick', async () => {
    // In Node, `import.meta.resolve` is missing (vitest) or yields a file: URL, which the browser entry does not read.
    await expect(loadCanvasKit()).rejects.toThrow(/wasmUrl[\s\S]*@album\/render-canvaskit\/node/);
    // An explicit location (here the file path, as Node's glue reads files) loads after the failure.
    const ck = await loadCanvasKit({ wasmUrl: canvasKitWasmPath() });
    expect(typeof ck.MakeSurface).toBe('function');
  });

  it('finds the installed full build in Node', () => {
    const path = canvasKitWasmPath();
    expect(path).toMatch(/canvaskit-wasm[\\/]bin[\\/]full[\\/]canvaskit\.wasm$/);
    expect(existsSync(path)).toBe(true);
  });
});
