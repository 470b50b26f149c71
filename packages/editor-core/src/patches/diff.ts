/**
 * The operations that turn one document into another, found by walking both and skipping shared subtrees.
 */
import type { AlbumDocument } from '../model/types';
import { clonePlain, deepEqual, isPlainContainer } from './clone';
import { DOCUMENT_KEY_OF, PATCH_DOMAINS } from './domains';
import { escapeSegment } from './pointer';
import type { PatchOperation, PatchSet } from './types';

/** Options of `diffDocuments`. */
export interface DiffOptions {
  /** Stamped on every operation. */
  version?: number;
}

function operation(
  op: PatchOperation['op'],
  path: string,
  value: unknown,
  version: number | undefined,
): PatchOperation {
  const out: PatchOperation = op === 'remove' ? { op, path } : { op, path, value: clonePlain(value) };
  if (version !== undefined) out.version = version;
  return out;
}

function diffObjects(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  path: string,
  out: PatchOperation[],
  version: number | undefined,
): void {
  for (const key in a) {
    if (!Object.prototype.hasOwnProperty.call(b, key))
      out.push(operation('remove', path + '/' + escapeSegment(key), undefined, version));
  }
  for (const key in b) {
    const child = path + '/' + escapeSegment(key);
    if (!Object.prototype.hasOwnProperty.call(a, key)) out.push(operation('add', child, b[key], version));
    else diffValues(a[key], b[key], child, out, version);
  }
}

function diffArrays(
  a: unknown[],
  b: unknown[],
  path: string,
  out: PatchOperation[],
  version: number | undefined,
): void {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) diffValues(a[i], b[i], `${path}/${i}`, out, version);
  // Removing from the end keeps the indexes of the earlier removals valid.
  for (let i = a.length - 1; i >= common; i--)
    out.push(operation('remove', `${path}/${i}`, undefined, version));
  for (let i = common; i < b.length; i++) out.push(operation('add', `${path}/${i}`, b[i], version));
}

/**
 * Appends to `out` the operations turning `a` into `b` at `path`. Shared references are skipped without looking
 * inside, which is what makes a diff of two store states proportional to the change, not to the document.
 */
function diffValues(
  a: unknown,
  b: unknown,
  path: string,
  out: PatchOperation[],
  version: number | undefined,
): void {
  if (a === b) return;
  const aArray = Array.isArray(a);
  const bArray = Array.isArray(b);
  if (aArray && bArray) return diffArrays(a as unknown[], b as unknown[], path, out, version);
  if (!aArray && !bArray && isPlainContainer(a) && isPlainContainer(b)) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    // A node that changed its type or id is a different node: replace it whole rather than prop by prop.
    if ((ra.type !== rb.type || ra.id !== rb.id) && typeof ra.type === 'string' && 'props' in ra) {
      out.push(operation('replace', path, b, version));
      return;
    }
    return diffObjects(ra, rb, path, out, version);
  }
  if (!deepEqual(a, b)) out.push(operation('replace', path, b, version));
}

/**
 * Minimal operations turning `a` into `b`: per node, per prop (recursing into nested objects and arrays), with
 * subtrees shared by reference skipped at once. `applyPatches(a, diffDocuments(a, b))` deep-equals `b`.
 * Used where no immer patches exist: a reload against the last saved state, a crash save, tests.
 */
export function diffDocuments(a: AlbumDocument, b: AlbumDocument, options: DiffOptions = {}): PatchSet {
  const set: PatchSet = {};
  for (const domain of PATCH_DOMAINS) {
    const key = DOCUMENT_KEY_OF[domain];
    const before: unknown = a[key];
    const after: unknown = b[key];
    if (before === after) continue;
    const out: PatchOperation[] = [];
    if (after === undefined) continue;
    if (before === undefined || Array.isArray(before) !== Array.isArray(after) || !isPlainContainer(before)) {
      out.push(operation('replace', '', after, options.version));
    } else {
      diffValues(before, after, '', out, options.version);
    }
    if (out.length > 0) set[domain] = out;
  }
  return set;
}
