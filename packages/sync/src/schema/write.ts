/**
 * Writing the editor's patch sets into the album's automerge documents: one change per document and batch, every
 * operation property by property (never a whole node replaced, never a move by delete and insert: a move is the
 * write of `parentId` and `index`).
 */
import * as A from '@automerge/automerge/slim';
import { parsePointer } from '@album/editor-core';
import type { PatchDomain, PatchOperation, PatchSet } from '@album/editor-core';
import { bucketOf } from './layout';
import type { DocKind, DocsByKind, LayoutDoc } from './layout';
import { assignInto, isImmutable, toStored } from './values';

/** An operation that could not be written (its target was removed concurrently, or the pointer is malformed). */
export interface WriteProblem {
  domain: PatchDomain;
  path: string;
  reason: 'missing-path' | 'invalid-pointer';
}

/** Runs `fn` as one change of the document of `kind`. */
export type ChangeDoc = <K extends DocKind>(kind: K, fn: (doc: DocsByKind[K]) => void) => void;

const KIND_OF_DOMAIN: Readonly<Record<PatchDomain, DocKind>> = {
  workspace: 'layout',
  stickers: 'stickers',
  images: 'settings',
  colors: 'settings',
  fonts: 'settings',
  stickerTemplateSettings: 'settings',
};

/** The key of a settings or stickers document that holds a domain. */
const KEY_OF_DOMAIN: Readonly<Record<Exclude<PatchDomain, 'workspace'>, string>> = {
  stickers: 'stickers',
  images: 'images',
  colors: 'colors',
  fonts: 'fonts',
  stickerTemplateSettings: 'stickerTemplateSettings',
};

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !isImmutable(value);
}

/** Applies one operation below `root` (a map or list proxy inside a change); `segments` is not empty. */
function writeAt(
  root: Container,
  segments: readonly string[],
  operation: PatchOperation,
): WriteProblem['reason'] | null {
  let parent: unknown = root;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!isContainer(parent)) return 'missing-path';
    const next: unknown = (parent as Record<string, unknown>)[segments[i]!];
    if (next === undefined) return 'missing-path';
    parent = next;
  }
  if (!isContainer(parent)) return 'missing-path';
  const key = segments[segments.length - 1]!;
  if (key === '__proto__') return 'invalid-pointer';
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : -1;
    if (index < 0) return 'invalid-pointer';
    if (operation.op === 'add') {
      if (index > parent.length) return 'missing-path';
      A.insertAt(parent, index, toStored(operation.value));
      return null;
    }
    if (index >= parent.length) return 'missing-path';
    if (operation.op === 'remove') A.deleteAt(parent, index);
    else assignInto(parent, index, operation.value);
    return null;
  }
  if (operation.op === 'remove') {
    if (!Object.prototype.hasOwnProperty.call(parent, key)) return 'missing-path';
    delete (parent as Record<string, unknown>)[key];
    return null;
  }
  assignInto(parent, key, operation.value);
  return null;
}

function writeWorkspace(
  doc: LayoutDoc,
  operation: PatchOperation,
  segments: readonly string[],
): WriteProblem['reason'] | null {
  if (!doc.buckets) doc.buckets = {};
  if (segments.length === 0) {
    if (operation.op === 'remove') return 'invalid-pointer';
    const nodes = (operation.value ?? {}) as Record<string, unknown>;
    for (const bucket of Object.keys(doc.buckets)) {
      const map = doc.buckets[bucket]!;
      for (const id of Object.keys(map)) if (!Object.prototype.hasOwnProperty.call(nodes, id)) delete map[id];
    }
    for (const id of Object.keys(nodes)) writeWorkspace(doc, { op: 'add', path: '', value: nodes[id] }, [id]);
    return null;
  }
  const id = segments[0]!;
  const bucket = bucketOf(id);
  if (!doc.buckets[bucket]) {
    if (segments.length > 1 || operation.op === 'remove') return 'missing-path';
    doc.buckets[bucket] = {};
  }
  const map = doc.buckets[bucket] as unknown as Record<string, unknown>;
  if (segments.length > 1 && !Object.prototype.hasOwnProperty.call(map, id)) return 'missing-path';
  return writeAt(map, segments, operation);
}

function writeOther(
  doc: Record<string, unknown>,
  domain: Exclude<PatchDomain, 'workspace'>,
  operation: PatchOperation,
  segments: readonly string[],
): WriteProblem['reason'] | null {
  const key = KEY_OF_DOMAIN[domain];
  if (segments.length === 0) {
    if (operation.op === 'remove') return 'invalid-pointer';
    assignInto(doc, key, operation.value);
    return null;
  }
  if (!isContainer(doc[key])) doc[key] = domain === 'colors' ? [] : {};
  // Records (stickers, images) edited below their id must still exist: a concurrent delete wins over an edit.
  if ((domain === 'stickers' || domain === 'images') && segments.length > 1) {
    if (!Object.prototype.hasOwnProperty.call(doc[key] as object, segments[0]!)) return 'missing-path';
  }
  return writeAt(doc[key] as Container, segments, operation);
}

/**
 * Writes a patch set into the album documents: one `change` call per document that the set touches, operations in
 * order. Returns the operations that did not fit (their record was removed concurrently); they are skipped.
 */
export function writePatchSet(set: PatchSet, change: ChangeDoc): WriteProblem[] {
  const problems: WriteProblem[] = [];
  const byKind = new Map<DocKind, Array<{ domain: PatchDomain; operation: PatchOperation }>>();
  for (const domain of Object.keys(set) as PatchDomain[]) {
    const kind = KIND_OF_DOMAIN[domain];
    if (!kind) continue;
    for (const operation of set[domain] ?? []) {
      let list = byKind.get(kind);
      if (!list) byKind.set(kind, (list = []));
      list.push({ domain, operation });
    }
  }
  for (const [kind, operations] of byKind) {
    change(kind, (doc) => {
      for (const { domain, operation } of operations) {
        const segments = typeof operation.path === 'string' ? parsePointer(operation.path) : null;
        let reason: WriteProblem['reason'] | null;
        if (segments === null || segments.includes('__proto__')) reason = 'invalid-pointer';
        else if (domain === 'workspace') reason = writeWorkspace(doc as LayoutDoc, operation, segments);
        else reason = writeOther(doc as unknown as Record<string, unknown>, domain, operation, segments);
        if (reason) problems.push({ domain, path: operation.path, reason });
      }
    });
  }
  return problems;
}
