/**
 * The file of the render thread. The built server has it beside its bundle (`dist/render.worker.js`, an entry of
 * `tsup.config.ts`). From source (tests, tooling) Node cannot load the workspace packages' TypeScript by itself, so
 * the entry is bundled once per process with esbuild (workspace sources in, npm packages left to node_modules) into
 * `node_modules/.cache/` of this package, from where those packages resolve as they do for the server.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const SOURCE = new URL('./render.worker.ts', import.meta.url);
const BUILT = new URL('./render.worker.js', import.meta.url);
const CACHE = new URL('../../../node_modules/.cache/album-render-worker/', import.meta.url);
/** Bundles of other source versions are removed once they are this old. */
const STALE_MS = 24 * 60 * 60 * 1000;

async function bundleFromSource(): Promise<URL> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(SOURCE)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    conditions: ['@album/source', 'import', 'node'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@album/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.contents;
  const name = `render.worker.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const dir = fileURLToPath(CACHE);
  const file = new URL(name, CACHE);
  await mkdir(dir, { recursive: true });
  if (!existsSync(file)) {
    // Several test processes may build at once: each writes its own file and renames it into place.
    const partial = `${fileURLToPath(file)}.${process.pid}.part`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  for (const other of await readdir(dir)) {
    if (other === name) continue;
    const path = `${dir}${other}`;
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await rm(path, { force: true });
  }
  return file;
}

let fromSource: Promise<URL> | undefined;

/** The render thread's file: built beside a bundle, or bundled from source on first use. */
export function renderWorkerFile(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts') || !existsSync(SOURCE)) return Promise.resolve(BUILT);
  fromSource ??= bundleFromSource();
  fromSource.catch(() => {
    fromSource = undefined;
  });
  return fromSource;
}
