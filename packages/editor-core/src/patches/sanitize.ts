/**
 * Checks of patch sets that come from outside (peers, storage, the network): operations that are not operation
 * objects, pointers that are not strings, `add`/`replace` without a value, values that are not JSON. Every consumer
 * of a foreign set (`applyPatches`, the store's `applyRemote`) answers these as `PatchProblem`s instead of throwing
 * on them or, worse, writing a function or a cycle into the document.
 */
import { isPlainContainer } from './clone';
import { PATCH_DOMAINS } from './domains';
import type { PatchProblem, PatchProblemHandler } from './problems';
import type { PatchDomain, PatchOperation, PatchSet } from './types';

/** Deepest nesting of a patch value (a whole node with rich text is about 8 levels). */
const MAX_VALUE_DEPTH = 64;

/**
 * True for values a patch may carry: JSON (finite numbers, strings, booleans, null, plain arrays and objects), no
 * cycles, at most `MAX_VALUE_DEPTH` levels. `undefined` is allowed inside objects only, where JSON drops the key
 * anyway (local patches keep such keys, see `clonePlain`). Iterative and linear (an object shared by two branches is
 * checked once), so a hostile value can neither overflow the stack nor take exponential time.
 */
export function isPatchValue(value: unknown): boolean {
  if (value === undefined) return false;
  type Frame = { value: unknown; depth: number; inObject: boolean } | { leave: object };
  const stack: Frame[] = [{ value, depth: 0, inObject: false }];
  const onPath = new Set<object>();
  const done = new Set<object>();
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ('leave' in frame) {
      onPath.delete(frame.leave);
      done.add(frame.leave);
      continue;
    }
    const v = frame.value;
    if (v === undefined) {
      if (!frame.inObject) return false;
      continue;
    }
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return false;
      continue;
    }
    if (!isPlainContainer(v) || frame.depth >= MAX_VALUE_DEPTH || onPath.has(v)) return false;
    if (done.has(v)) continue;
    onPath.add(v);
    stack.push({ leave: v });
    const depth = frame.depth + 1;
    if (Array.isArray(v)) for (const item of v) stack.push({ value: item, depth, inObject: false });
    else for (const key in v) stack.push({ value: v[key], depth, inObject: true });
  }
  return true;
}

/** True when `set` can be read as a patch set at all (an object that is not an array). */
export function isPatchSetObject(set: unknown): set is PatchSet {
  return typeof set === 'object' && set !== null && !Array.isArray(set);
}

/**
 * What is wrong with one operation of `domain` on its own (before it meets a document), or null when it is a
 * well-formed operation: an object with `op` add/replace/remove, a string `path`, and for add/replace a JSON value.
 */
export function operationProblem(domain: PatchDomain, operation: unknown): PatchProblem | null {
  if (typeof operation !== 'object' || operation === null || Array.isArray(operation)) {
    return { key: 'patches.invalidOperation', domain, path: '' };
  }
  const { op, path, value } = operation as Partial<PatchOperation>;
  if (op !== 'add' && op !== 'replace' && op !== 'remove') {
    return { key: 'patches.invalidOperation', domain, path: String(path), op: String(op) };
  }
  if (typeof path !== 'string') return { key: 'patches.invalidPointer', domain, path: String(path), op };
  if (op === 'remove') return null;
  if (value === undefined) return { key: 'patches.missingValue', domain, path, op };
  if (!isPatchValue(value)) return { key: 'patches.invalidValue', domain, path, op };
  return null;
}

/**
 * The well-formed part of a foreign patch set: only known domains whose operations are arrays, and only the
 * operations `operationProblem` accepts (the same objects, not copies). Everything left out is reported.
 */
export function sanitizePatchSet(set: unknown, onProblem?: PatchProblemHandler): PatchSet {
  if (!isPatchSetObject(set)) {
    onProblem?.({ key: 'patches.invalidPatchSet', path: '' });
    return {};
  }
  const out: PatchSet = {};
  for (const domain of PATCH_DOMAINS) {
    const operations: unknown = Object.hasOwn(set, domain) ? set[domain] : undefined;
    if (operations === undefined) continue;
    if (!Array.isArray(operations)) {
      onProblem?.({ key: 'patches.invalidPatchSet', domain, path: '' });
      continue;
    }
    const kept: PatchOperation[] = [];
    for (const operation of operations as unknown[]) {
      const problem = operationProblem(domain, operation);
      if (problem) onProblem?.(problem);
      else kept.push(operation as PatchOperation);
    }
    if (kept.length > 0) out[domain] = kept;
  }
  return out;
}
