// Loads server source modules into a bench script: esbuild bundles the given re-exports with the workspace packages
// from their sources and every npm package external (resolved from node_modules at run time), imports the bundle,
// then deletes it. The bundle is written below hosts/server (by default in node_modules/.cache), because server
// modules find their assets relative to their own location; under this process's id, so parallel runs never clash.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = fileURLToPath(new URL('..', import.meta.url));
const serverRoot = join(root, 'hosts', 'server');

/**
 * @param {string} name bundle file name prefix
 * @param {string} contents module text resolved from hosts/server (e.g. `export { x } from './src/x'`)
 * @param {{ outDir?: string }} [options] folder of the bundle, relative to hosts/server
 */
export async function importServerSource(name, contents, { outDir = join('node_modules', '.cache') } = {}) {
  const out = join(serverRoot, outDir, `${name}-${process.pid}.mjs`);
  mkdirSync(join(out, '..'), { recursive: true });
  await build({
    stdin: { contents, resolveDir: serverRoot, loader: 'ts' },
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    conditions: ['@album/source', 'import', 'node'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'workspace-only',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@album/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    rmSync(out, { force: true });
  }
}
