/**
 * Applying a patch set to a document: pure, with structural sharing, and tolerant of operations that no longer fit.
 */
import type { AlbumDocument } from '../model/types';
import { carryKeys, shallowCopy } from '../records/copy-record';
import { clonePlain } from './clone';
import { DOCUMENT_KEY_OF, PATCH_DOMAINS } from './domains';
import { parsePointer } from './pointer';
import type { PatchProblemHandler } from './problems';
import { isPatchSetObject, operationProblem } from './sanitize';
import type { PatchDomain, PatchOperation, PatchSet } from './types';

/** Options of `applyPatches`. */
export interface ApplyPatchesOptions {
  /** Called for every operation that was skipped (missing path, bad pointer, unknown op). */
  onProblem?: PatchProblemHandler;
}

type Container = Record<string, unknown> | unknown[];

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function hasOwn(container: Container, key: string): boolean {
  if (Array.isArray(container)) return ARRAY_INDEX.test(key) && Number(key) < container.length;
  return Object.prototype.hasOwnProperty.call(container, key);
}

/** Copy-on-write bookkeeping of one `applyPatches` call: containers copied once are written in place afterwards. */
class Writer {
  private readonly owned = new Set<object>();
  /**
   * Large records copied by the key loop, with what they were copied from: their keys pass on to the copy unless an
   * operation added or removed one (then the entry goes), so the next edit of the same map copies it as fast
   * (issue #20: copying the node map was 13 % of a client's time on a 1,000-element album at 50 editors).
   */
  private readonly carried = new Map<object, object>();
  root: Record<string, unknown>;

  constructor(private readonly source: AlbumDocument) {
    this.root = source as unknown as Record<string, unknown>;
  }

  get changed(): boolean {
    return this.root !== (this.source as unknown as Record<string, unknown>);
  }

  /**
   * The writable copy of `container`. Only a document's top-level records (the node map, the sticker map) may be
   * large; the records below them (a node, its props) are small, and object spread copies those fastest.
   */
  private own<T extends Container>(container: T, mayBeLarge: boolean): T {
    if (this.owned.has(container)) return container;
    let copy: T;
    if (Array.isArray(container)) copy = container.slice() as T;
    else if (mayBeLarge) {
      const copied = shallowCopy(container);
      copy = copied.copy;
      if (copied.carried) this.carried.set(copy, container);
    } else copy = { ...container };
    this.owned.add(copy);
    return copy;
  }

  /** Copies every container from the document root down to (and including) the one at `keys`, and returns it. */
  writableAt(keys: readonly string[]): Container {
    this.root = this.own(this.root, false);
    let parent: Container = this.root;
    for (const [depth, key] of keys.entries()) {
      const child: Container = this.own((parent as Record<string, unknown>)[key] as Container, depth === 0);
      (parent as Record<string, unknown>)[key] = child;
      parent = child;
    }
    return parent;
  }

  /** Sets a key of an owned record (removes it with `remove`), noting when the record gains or loses a key. */
  write(record: Record<string, unknown>, key: string, remove: boolean, value?: unknown): void {
    if (hasOwn(record, key) === remove) this.carried.delete(record);
    if (remove) delete record[key];
    else record[key] = value;
  }

  /** Passes the keys of the copied large records on to their copies whose key set did not change. */
  finish(): void {
    for (const [copy, from] of this.carried) carryKeys(from, copy);
  }
}

/**
 * Checks one operation against the current state without writing. Returns the container keys leading to the
 * operation's parent (document key first) and its last key, or a problem key.
 */
function resolve(
  root: Record<string, unknown>,
  docKey: string,
  segments: readonly string[],
  op: PatchOperation['op'],
): { parentKeys: string[]; key: string } | 'patches.missingPath' | 'patches.invalidPointer' {
  const parentKeys = [docKey];
  let parent: unknown = root[docKey];
  for (let i = 0; i < segments.length - 1; i++) {
    if (!isContainer(parent) || !hasOwn(parent, segments[i]!)) return 'patches.missingPath';
    parentKeys.push(segments[i]!);
    parent = (parent as Record<string, unknown>)[segments[i]!];
  }
  if (!isContainer(parent)) return 'patches.missingPath';
  const key = segments[segments.length - 1]!;
  if (key === '__proto__') return 'patches.invalidPointer';
  if (Array.isArray(parent)) {
    if (op === 'add' && (key === '-' || (ARRAY_INDEX.test(key) && Number(key) <= parent.length))) {
      return { parentKeys, key };
    }
    if (!ARRAY_INDEX.test(key)) return 'patches.invalidPointer';
    if (Number(key) >= parent.length) return 'patches.missingPath';
    return { parentKeys, key };
  }
  if (op !== 'add' && !hasOwn(parent, key)) return 'patches.missingPath';
  return { parentKeys, key };
}

function applyOperation(
  writer: Writer,
  domain: PatchDomain,
  operation: unknown,
  onProblem: PatchProblemHandler | undefined,
): void {
  const problem = operationProblem(domain, operation);
  if (problem) {
    onProblem?.(problem);
    return;
  }
  const { op, path } = operation as PatchOperation;
  const segments = parsePointer(path);
  if (segments === null || segments.includes('__proto__')) {
    onProblem?.({ key: 'patches.invalidPointer', domain, path, op });
    return;
  }
  const docKey = DOCUMENT_KEY_OF[domain];
  if (segments.length === 0) {
    // A whole domain is replaced (or, with `add`, set); it cannot be removed.
    if (op === 'remove') {
      onProblem?.({ key: 'patches.invalidOperation', domain, path, op });
      return;
    }
    writer.write(
      writer.writableAt([]) as Record<string, unknown>,
      docKey,
      false,
      clonePlain((operation as PatchOperation).value),
    );
    return;
  }
  const target = resolve(writer.root, docKey, segments, op);
  if (typeof target === 'string') {
    onProblem?.({ key: target, domain, path, op });
    return;
  }
  const parent = writer.writableAt(target.parentKeys);
  if (Array.isArray(parent)) {
    const index = target.key === '-' ? parent.length : Number(target.key);
    const value = clonePlain((operation as PatchOperation).value);
    if (op === 'add') parent.splice(index, 0, value);
    else if (op === 'replace') parent[index] = value;
    else parent.splice(index, 1);
    return;
  }
  if (op === 'remove') writer.write(parent, target.key, true);
  else writer.write(parent, target.key, false, clonePlain((operation as PatchOperation).value));
}

/**
 * Applies `set` to `doc` and returns the new document; `doc` is never modified. Only the containers on the paths of
 * applied operations are copied, everything else is shared with `doc`, and `doc` itself is returned when nothing
 * applied. Operations follow RFC 6902 semantics per domain (`add` inserts into arrays and sets object keys,
 * `replace` and `remove` need an existing target); one that does not fit is skipped and reported through
 * `onProblem`, never thrown. Malformed input from a peer is reported the same way: a set that is not an object or
 * a domain whose operations are not an array (`patches.invalidPatchSet`), entries that are not operation objects
 * (`patches.invalidOperation`), `add`/`replace` without a value (`patches.missingValue`) or with a value that is not
 * JSON (`patches.invalidValue`: functions, non-finite numbers, cycles). Domains are applied in `PATCH_DOMAINS` order, operations of a domain in list order.
 */
export function applyPatches(
  doc: AlbumDocument,
  set: PatchSet,
  options: ApplyPatchesOptions = {},
): AlbumDocument {
  const onProblem = options.onProblem;
  if (!isPatchSetObject(set)) {
    onProblem?.({ key: 'patches.invalidPatchSet', path: '' });
    return doc;
  }
  const writer = new Writer(doc);
  for (const domain of PATCH_DOMAINS) {
    const operations: unknown = Object.hasOwn(set, domain) ? set[domain] : undefined;
    if (operations === undefined) continue;
    if (!Array.isArray(operations)) {
      onProblem?.({ key: 'patches.invalidPatchSet', domain, path: '' });
      continue;
    }
    for (const operation of operations as unknown[]) applyOperation(writer, domain, operation, onProblem);
  }
  writer.finish();
  return writer.changed ? (writer.root as unknown as AlbumDocument) : doc;
}
