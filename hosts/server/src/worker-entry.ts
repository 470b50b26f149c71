/**
 * The file a worker thread or process runs. The built server has it beside its bundle (an entry of
 * `tsup.config.ts`). From source (tests, tooling) Node cannot load the workspace packages' TypeScript by itself, so
 * the entry is bundled once per process with esbuild (workspace sources in, npm packages left to node_modules) into
 * `node_modules/.cache/` of this package, from where those packages resolve as they do for the server.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const CACHE = new URL('../node_modules/.cache/album-workers/', import.meta.url);
/** Bundles of other source versions are removed once they are this old. */
const STALE_MS = 24 * 60 * 60 * 1000;

export interface WorkerEntry {
  /** Short name of the bundle files (`render.worker`). */
  name: string;
  /** The TypeScript source, resolved by the caller beside itself. */
  source: URL;
  /** The built file beside the bundle, resolved by the caller beside itself. */
  built: URL;
}

async function bundleFromSource(entry: WorkerEntry): Promise<URL> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(entry.source)],
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
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const name = `${entry.name}.${hash}.mjs`;
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
    if (!other.startsWith(`${entry.name}.`) || other === name) continue;
    const path = `${dir}${other}`;
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await rm(path, { force: true });
  }
  return file;
}

const fromSource = new Map<string, Promise<URL>>();

/** The entry's file: built beside a bundle, or bundled from source on first use. */
export function workerEntryFile(entry: WorkerEntry): Promise<URL> {
  if (!entry.source.href.endsWith('.ts') || !existsSync(fileURLToPath(entry.source))) {
    return Promise.resolve(entry.built);
  }
  let bundling = fromSource.get(entry.name);
  if (!bundling) {
    bundling = bundleFromSource(entry);
    fromSource.set(entry.name, bundling);
    // A failed bundle is tried again on the next call.
    bundling.catch(() => fromSource.delete(entry.name));
  }
  return bundling;
}
