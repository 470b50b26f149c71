/**
 * Upgrading an album's automerge documents to the current schema version with editor-core's migrations: the album
 * is read as nested content of its version, migrated (`migrateContent`, the same functions a file goes through),
 * parsed, and what changed is written back record by record, property by property, with `v` set on every document:
 * one change per document. The server does this when it loads an album (`createSyncServer`); clients never do (the
 * document guard refuses writes of `v`): they wait for the server's upgrade to reach them.
 *
 * The migrated content is not validated here (an album may hold older problems that the document guard lets stand,
 * and they must not make it unreadable); each migration's own test checks that valid content stays valid.
 *
 * The rewrite is idempotent: two servers that upgrade the same album at once each make a change writing the same
 * values, which merge into the same state. (No fixed actor, unlike the seed: two nodes may upgrade from different
 * heads, and two different changes of one actor with the same sequence number would break the history.) That is why a migration of records must be expressed as values (set this
 * prop to that), which the diff below turns into map writes, and never depends on list positions of concurrent edits.
 */
import * as A from '@automerge/automerge/slim';
import {
  CONTENT_SCHEMA_VERSION,
  diffDocuments,
  indicesAfter,
  migrateContent,
  toNested,
} from '@album/editor-core';
import type { AlbumDocument, AnyNode, MigrateOptions, PatchSet } from '@album/editor-core';
import { DOC_KINDS } from './layout';
import type { DocKind, DocsByKind } from './layout';
import { readRawDocument } from './read';
import type { AlbumDocs } from './read';
import { repairDocument } from './repair';
import type { SeededDocs } from './seed';
import { albumDocsVersion } from './version';
import { writePatchSet } from './write';
import type { ChangeDoc, WriteProblem } from './write';

/** What `upgradeAlbumDocuments` did. */
export type AlbumDocsUpgrade =
  /** Already at the current version: nothing written. */
  | { status: 'current'; version: number }
  /** Upgraded from `from` to `to`: one change per document written. */
  | { status: 'upgraded'; from: number; to: number; problems: WriteProblem[] }
  /** Saved by a newer version of the editor: nothing written; this build must not write to them either. */
  | { status: 'newer'; version: number }
  /** The documents could not be migrated (no root, a `v` that is no version, a step missing): nothing written. */
  | { status: 'invalid'; version: number | null; reason: string };

/** What the upgrade needs of the documents: read them, and change one of them. */
export interface UpgradeAccess {
  docs(): AlbumDocs;
  change: ChangeDoc;
}

/** The nested content of a document as it was at schema `version` (version 1 had no `schemaVersion` field). */
function contentAt(doc: AlbumDocument, version: number): Record<string, unknown> {
  const { schemaVersion: _current, ...rest } = toNested(doc);
  return version === 1 ? rest : { schemaVersion: version, ...rest };
}

interface LooseNode {
  type?: unknown;
  props?: { id?: unknown } & Record<string, unknown>;
  children?: unknown;
}

function recordsById<T>(list: unknown): Record<string, T> {
  const out: Record<string, T> = {};
  if (Array.isArray(list))
    for (const item of list as Array<{ id?: unknown }>)
      if (typeof item?.id === 'string') out[item.id] = item as T;
  return out;
}

/**
 * The document of migrated nested content, without validation (albums may hold older problems that the guard lets
 * stand; a migration must not make them unreadable). Nodes keep their fractional index where they keep their parent
 * and their order among the siblings that kept theirs; others get fresh ones after them.
 */
function documentOf(content: Record<string, unknown>, before: AlbumDocument): AlbumDocument {
  const nodes: AlbumDocument['nodes'] = {};
  const stack: Array<{ value: LooseNode; parentId: string | null }> = [
    { value: content.workspace as LooseNode, parentId: null },
  ];
  while (stack.length > 0) {
    const { value, parentId } = stack.pop()!;
    const id = value?.props?.id;
    if (typeof id !== 'string') continue;
    const children = Array.isArray(value.children) ? (value.children as LooseNode[]) : [];
    let last: string | null = null;
    for (const child of children) {
      const childId = child?.props?.id;
      if (typeof childId !== 'string') continue;
      const was = Object.hasOwn(before.nodes, childId) ? before.nodes[childId]! : undefined;
      const index: string =
        was && was.parentId === id && (last === null || was.index > last)
          ? was.index
          : indicesAfter(last, 1)[0]!;
      last = index;
      nodes[childId] = { id: childId, type: child.type, parentId: id, index, props: child.props } as AnyNode;
      stack.push({ value: child, parentId: id });
    }
    if (parentId === null) {
      const was = Object.hasOwn(before.nodes, id) ? before.nodes[id] : undefined;
      nodes[id] = {
        id,
        type: value.type,
        parentId: null,
        index: was?.index ?? 'a0',
        props: value.props,
      } as AnyNode;
    }
  }
  return {
    nodes,
    stickers: recordsById(content.stickers),
    images: recordsById(content.images),
    colors: content.colors as AlbumDocument['colors'],
    fonts: content.fonts as AlbumDocument['fonts'],
    stickerTemplateSettings: content.stickerTemplateSettings as AlbumDocument['stickerTemplateSettings'],
  };
}

/**
 * Brings an album's three documents to `CONTENT_SCHEMA_VERSION` through editor-core's migrations (see the module
 * comment), writing through `access.change`: one change per document, each setting `v`. Never throws. `options`
 * (another registry and target version) are for tests.
 *
 * The server calls it when it loads an album's documents, before any client may write (`createSyncServer` does);
 * `upgradeAlbumDocs` is the same for plain automerge documents.
 */
export function upgradeAlbumDocuments(access: UpgradeAccess, options: MigrateOptions = {}): AlbumDocsUpgrade {
  const target = options.target ?? CONTENT_SCHEMA_VERSION;
  const docs = access.docs();
  const version = albumDocsVersion(docs);
  if (!version)
    return { status: 'invalid', version: null, reason: 'a document has a `v` that is no version' };
  if (version.newest > target) return { status: 'newer', version: version.newest };
  if (version.oldest === target) return { status: 'current', version: version.oldest };
  const from = version.oldest;
  let set: PatchSet;
  try {
    const shown = repairDocument(readRawDocument(docs)).doc;
    const migrated = migrateContent(contentAt(shown, from), options);
    if (!migrated.ok) return { status: 'invalid', version: from, reason: `migration: ${migrated.error}` };
    set = diffDocuments(shown, documentOf(migrated.content, shown));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'invalid', version: from, reason };
  }
  // The writes of each document, collected so that each document gets one change with its `v`.
  const writes = new Map<DocKind, Array<(doc: never) => void>>();
  const problems = writePatchSet(set, (kind, fn) => {
    const list = writes.get(kind) ?? [];
    list.push(fn as (doc: never) => void);
    writes.set(kind, list);
  });
  for (const kind of DOC_KINDS) {
    if (version.byKind[kind] === target && !writes.has(kind)) continue;
    access.change(kind, (doc) => {
      for (const write of writes.get(kind) ?? []) write(doc as never);
      (doc as { v?: number }).v = target;
    });
  }
  return { status: 'upgraded', from, to: target, problems };
}

/**
 * `upgradeAlbumDocuments` for plain automerge documents: answers the upgraded documents (the same objects when
 * nothing was written) and what was done. `time` fixes the changes' timestamp (e.g. 0, like the seed).
 */
export function upgradeAlbumDocs(
  docs: SeededDocs,
  options: MigrateOptions & { time?: number } = {},
): { docs: SeededDocs; result: AlbumDocsUpgrade } {
  const out: SeededDocs = { ...docs };
  const changeOptions = options.time === undefined ? {} : { time: options.time };
  const result = upgradeAlbumDocuments(
    {
      docs: () => out,
      change: <K extends DocKind>(kind: K, fn: (doc: DocsByKind[K]) => void) => {
        const doc = out[kind] as A.Doc<DocsByKind[K]>;
        (out as Record<DocKind, unknown>)[kind] = A.change(doc, changeOptions, (d) => fn(d as DocsByKind[K]));
      },
    },
    options,
  );
  return { docs: out, result };
}
