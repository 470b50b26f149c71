/**
 * Node-only access to the committed fixture image files under `testing/fixtures/`. Not exported from the package
 * entry points (they must stay free of Node APIs); import this file by path from Node tests and tools. Node modules
 * are reached through `process.getBuiltinModule` (Node 22.3+), so editor-core keeps compiling without Node types.
 */
import { FIXTURE_IMAGES, fixtureImageBytes } from './images/fixture-images';

interface NodeFs {
  readFileSync(path: string): Uint8Array;
  writeFileSync(path: string, data: Uint8Array): void;
  mkdirSync(path: string, options: { recursive: true }): unknown;
}
interface NodePath {
  join(...parts: string[]): string;
  dirname(path: string): string;
}
interface NodeUrl {
  fileURLToPath(url: string): string;
}

function builtin<T>(id: string): T {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (!proc?.getBuiltinModule) throw new Error('fixture files need Node 22.3 or newer');
  return proc.getBuiltinModule(id) as T;
}

/** Absolute path of the folder holding the fixture image files. */
export function fixturesDir(): string {
  const here = builtin<NodeUrl>('node:url').fileURLToPath((import.meta as unknown as { url: string }).url);
  const path = builtin<NodePath>('node:path');
  return path.join(path.dirname(here), 'fixtures');
}

/** Absolute path of one fixture image file (e.g. `landscape.jpg`). */
export function fixtureFilePath(file: string): string {
  return builtin<NodePath>('node:path').join(fixturesDir(), file);
}

/** The bytes of a committed fixture image file. */
export function readFixtureFile(file: string): Uint8Array {
  return new Uint8Array(builtin<NodeFs>('node:fs').readFileSync(fixtureFilePath(file)));
}

/** Regenerates every fixture image file from its drawing code; answers the file names written. */
export function writeFixtureFiles(): string[] {
  const fs = builtin<NodeFs>('node:fs');
  fs.mkdirSync(fixturesDir(), { recursive: true });
  return FIXTURE_IMAGES.map((image) => {
    fs.writeFileSync(fixtureFilePath(image.file), fixtureImageBytes(image.file));
    return image.file;
  });
}
