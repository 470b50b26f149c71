/**
 * print runs in Node (the server's render jobs, the CLI) and must not load React or UI libraries: it draws through
 * `@album/render-canvaskit`, never `@album/editor-react`. This bundles print's whole import graph from the sources
 * (as the server's build does) and looks at every module that went in.
 */
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Modules that read files beside themselves stay out of the bundle, as in the server build; none is a UI library.
// zundo too: editor-core's build points its `zustand` import at `zustand/vanilla` (editor-core/tsup.config.ts),
// which bundling from the sources would not do.
const EXTERNAL = ['canvaskit-wasm', 'pdfkit', 'sharp', 'yazl', 'zundo'];
const UI_MODULES =
  /node_modules\/(react|react-dom|react-intl|react-aria|react-aria-components|react-stately|@dnd-kit\/[^/]+|@floating-ui\/[^/]+|@use-gesture\/[^/]+|scheduler)\//;
const UI_WORKSPACES = /packages\/(editor-react|ui)\//;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    // Input paths come out relative to the repository root (`packages/...`, `node_modules/...`).
    absWorkingDir: ROOT,
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    conditions: ['@album/source'],
    external: EXTERNAL,
    logLevel: 'silent',
  });
  return Object.keys((result.metafile as Metafile).inputs);
}

describe('print without React', () => {
  it('reaches no React, react-* library or UI workspace from its entries', async () => {
    const inputs = [...(await inputsOf('./index.ts')), ...(await inputsOf('./cli/main.ts'))];
    // The graph is real: the renderer and editor-core sources are in it.
    expect(inputs.some((path) => path.includes('packages/render-canvaskit/src/'))).toBe(true);
    expect(inputs.some((path) => path.includes('packages/editor-core/src/'))).toBe(true);
    expect(inputs.filter((path) => UI_MODULES.test(path) || UI_WORKSPACES.test(path))).toEqual([]);
  });
});
