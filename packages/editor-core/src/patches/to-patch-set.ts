/**
 * Immer patches of one committed store change -> the per-domain JSON-pointer operations that leave the editor.
 */
import type { Patch } from 'immer';
import type { AlbumDocument } from '../model/types';
import { clonePlain } from './clone';
import { DOCUMENT_KEY_OF, PATCH_DOMAINS, domainOfKey } from './domains';
import { escapeSegment } from './pointer';
import type { PatchProblemHandler } from './problems';
import type { PatchDomain, PatchOperation, PatchSet } from './types';

/** Options of `toPatchSet`. */
export interface ToPatchSetOptions {
  /**
   * The document the patches were produced from. Only needed for patches that set an array's `length` (older immer
   * versions emit them when an array shrinks; immer 11 emits `remove` operations instead): with it such a patch
   * becomes `remove` operations from the end. Without it a `length` patch is kept as a plain replace, since
   * `length` is also an ordinary key (inline style ranges have one).
   */
  base?: AlbumDocument;
  /** Called for every immer patch that cannot be expressed (outside any domain, or an unresolvable `length`). */
  onProblem?: PatchProblemHandler;
}

function pointerOf(path: Patch['path'], from: number): string {
  let out = '';
  for (let i = from; i < path.length; i++) out += '/' + escapeSegment(String(path[i]));
  return out;
}

function push(set: PatchSet, domain: PatchDomain, operation: PatchOperation): void {
  const list = set[domain];
  if (list) list.push(operation);
  else set[domain] = [operation];
}

function arrayAt(root: unknown, path: Patch['path'], end: number): unknown[] | undefined {
  let current: unknown = root;
  for (let i = 0; i < end; i++) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[String(path[i])];
  }
  return Array.isArray(current) ? current : undefined;
}

/**
 * Converts the immer patches of one change (paths relative to the `AlbumDocument`) into a `PatchSet`.
 * Values are copied into plain objects, so the result shares nothing with the store. Runs in time proportional to
 * the patches and the size of their values, never to the document.
 */
export function toPatchSet(
  immerPatches: readonly Patch[],
  version: number,
  options: ToPatchSetOptions = {},
): PatchSet {
  const set: PatchSet = {};
  for (const patch of immerPatches) {
    const { path, op } = patch;
    if (path.length === 0) {
      // The producer returned a whole new document: every domain is replaced.
      const next = patch.value as Partial<AlbumDocument> | undefined;
      for (const domain of PATCH_DOMAINS) {
        const value = next?.[DOCUMENT_KEY_OF[domain]];
        if (value !== undefined)
          push(set, domain, { op: 'replace', path: '', value: clonePlain(value), version });
      }
      continue;
    }
    const domain = domainOfKey(path[0]!);
    if (!domain) {
      options.onProblem?.({ key: 'patches.outsideDomain', path: pointerOf(path, 0), op });
      continue;
    }
    if (
      options.base &&
      op === 'replace' &&
      path[path.length - 1] === 'length' &&
      typeof patch.value === 'number'
    ) {
      // `length` is also a real key (inline style ranges have one): only a `length` of an array is rewritten.
      const array = arrayAt(options.base, path, path.length - 1);
      if (array) {
        const parent = pointerOf(path, 1).slice(0, -'/length'.length);
        for (let i = array.length - 1; i >= patch.value; i--) {
          push(set, domain, { op: 'remove', path: `${parent}/${i}`, version });
        }
        if (patch.value > array.length) {
          options.onProblem?.({ key: 'patches.unresolvedLength', domain, path: pointerOf(path, 1), op });
        }
        continue;
      }
    }
    const pointer = pointerOf(path, 1);
    push(
      set,
      domain,
      op === 'remove'
        ? { op, path: pointer, version }
        : { op, path: pointer, value: clonePlain(patch.value), version },
    );
  }
  return set;
}
