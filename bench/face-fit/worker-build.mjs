// The face detection worker as the server's build has it (its own bundle, packages external), for benches that
// load the server from source: Node runs the worker file directly, so it must be JavaScript.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from '../server-source.mjs';

/** Builds the worker below hosts/server (it finds its packages from there); `remove()` deletes it. */
export async function buildDetectorWorker(name) {
  const out = join(root, 'hosts', 'server', 'node_modules', '.cache', `${name}-worker-${process.pid}.mjs`);
  mkdirSync(dirname(out), { recursive: true });
  await build({
    entryPoints: [join(root, 'hosts', 'server', 'src', 'faces', 'detector.worker.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
  return { url: pathToFileURL(out), remove: () => rmSync(out, { force: true }) };
}
