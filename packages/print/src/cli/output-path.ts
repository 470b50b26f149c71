/**
 * The output path of a command line, checked before any work: a system or device path (`/proc`, `/sys`, `/dev`,
 * also through a symlink), an existing path of the wrong kind (a FIFO or a device would block or swallow the
 * write), a missing or read-only folder are refused with `print.cli.outputRefused`.
 */
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliFailure, EXIT_CODES } from './failures';

const SPECIAL_ROOTS = ['/proc', '/sys', '/dev'];

function special(path: string): boolean {
  return SPECIAL_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}

function refuse(path: string, reason: string): never {
  throw new CliFailure('print.cli.outputRefused', { path, reason }, EXIT_CODES.outputRefused);
}

function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

function writableFolder(path: string, shown: string): void {
  const real = realOrNull(path);
  if (real === null) refuse(shown, 'noFolder');
  if (special(real)) refuse(shown, 'special');
  if (!statSync(real).isDirectory()) refuse(shown, 'noFolder');
  try {
    accessSync(real, constants.W_OK);
  } catch {
    refuse(shown, 'notWritable');
  }
}

/**
 * Throws a `CliFailure` unless `out` can take a file (`pdf`, `zip`) or a folder of page files (`jpg`, `png`). With
 * `createParents` (the server's render creates the file's folder) a missing folder is fine when its nearest existing
 * ancestor is a writable folder.
 */
export function checkOutputPath(
  out: string,
  kind: 'file' | 'folder',
  options: { createParents?: boolean } = {},
): void {
  const path = resolve(out);
  if (special(path)) refuse(out, 'special');
  const real = realOrNull(path);
  if (real !== null) {
    if (special(real)) refuse(out, 'special');
    const stat = statSync(real);
    if (kind === 'file' && !stat.isFile()) refuse(out, 'notFile');
    if (kind === 'folder' && !stat.isDirectory()) refuse(out, 'notFolder');
    try {
      accessSync(real, constants.W_OK);
    } catch {
      refuse(out, 'notWritable');
    }
    if (kind === 'file') writableFolder(dirname(real), out);
    return;
  }
  if (kind === 'file' && !options.createParents) return writableFolder(dirname(path), out);
  // A folder is created with its missing parents: the nearest existing ancestor must be a writable folder.
  let ancestor = dirname(path);
  while (realOrNull(ancestor) === null && dirname(ancestor) !== ancestor) ancestor = dirname(ancestor);
  writableFolder(ancestor, out);
}
