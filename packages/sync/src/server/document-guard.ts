/**
 * The server's guard on client changes: before the Repo keeps a writer's sync message, its changes are applied to a
 * copy of the document, the records they touch are read back as the album would show them, and editor-core's
 * `validateAlbumContent` rules check them (value ranges, types, parents, cycles, levels; `problemsInScope`, so that a
 * property edit is checked by its props alone). A change that adds a problem the
 * album did not have is refused; problems the album already had (older data) do not block unrelated edits.
 *
 * Cost: one copy of the touched document (freed at once) and a check of the touched records, plus for structural
 * edits one pass over the tree (a second, of the album as shown, only when the first finds problems), per incoming
 * message that carries changes: see `document-guard.bench.ts` for figures.
 */
import * as A from '@automerge/automerge';
import { problemsInScope } from '@album/editor-core';
import type { AlbumContentProblem, AlbumDocument, AnyNode, ValidationScope } from '@album/editor-core';
import { bucketOf } from '../schema/layout';
import type { DocKind } from '../schema/layout';
import { readImage, readNode, readRawDocument, readSettings, readSticker, touchedBy } from '../schema/read';
import type { AlbumDocs } from '../schema/read';
import type { ChangeVerdict } from './guarded-adapter';

/**
 * True when an edit of a node can break a rule about relations (parents, levels, groups, sticker links): an added or
 * removed node, or a new parent, type or sticker. Other edits (moving, resizing, restyling: nearly all of them) are
 * checked by their props alone, which keeps the guard cheap on large albums.
 */
function shapeChanged(before: AnyNode | undefined, after: AnyNode | undefined): boolean {
  if (!before || !after) return true;
  const sticker = (node: AnyNode) => (node.props as { stickerId?: unknown }).stickerId;
  return (
    before.parentId !== after.parentId || before.type !== after.type || sticker(before) !== sticker(after)
  );
}

/** The album as it would be after the change, and what the checks must cover. */
function candidateAfter(
  shown: AlbumDocument,
  docs: AlbumDocs,
  kind: DocKind,
  after: A.Doc<unknown>,
  patches: readonly A.Patch[],
): { doc: AlbumDocument; scope: ValidationScope } {
  const touched = touchedBy(kind, patches);
  if (touched.kind === 'layout' && touched.ids !== 'all') {
    const nodes = { ...shown.nodes };
    let structure = false;
    for (const id of touched.ids) {
      const node = readNode(after as AlbumDocs['layout'], id);
      if (shapeChanged(shown.nodes[id], node)) structure = true;
      if (node) nodes[id] = node;
      else delete nodes[id];
    }
    const scope = { structure, settings: false, nodes: touched.ids, stickers: [], images: [] };
    return { doc: { ...shown, nodes }, scope };
  }
  if (touched.kind === 'stickers' && touched.ids !== 'all') {
    const stickers = { ...shown.stickers };
    let structure = false;
    for (const id of touched.ids) {
      const sticker = readSticker(after as AlbumDocs['stickers'], id);
      // Added or removed stickers change what cells may link to; a sticker's section is a relation too.
      if (!sticker || !shown.stickers[id] || sticker.sectionId !== shown.stickers[id].sectionId)
        structure = true;
      if (sticker) stickers[id] = sticker;
      else delete stickers[id];
    }
    const scope = { structure, settings: false, nodes: [], stickers: touched.ids, images: [] };
    return { doc: { ...shown, stickers }, scope };
  }
  if (touched.kind === 'settings' && touched.images !== 'all') {
    const settings = after as AlbumDocs['settings'];
    const images = { ...shown.images };
    for (const id of touched.images) {
      const image = readImage(settings, id);
      if (image) images[id] = image;
      else delete images[id];
    }
    const next: AlbumDocument = { ...shown, images };
    if (touched.keys.size > 0) Object.assign(next, pick(readSettings(settings), touched.keys));
    // Images are named by image nodes: a removed one is a relation.
    const structure = [...touched.images].some((id) => !images[id]);
    const scope = {
      structure,
      settings: touched.keys.size > 0,
      nodes: [],
      stickers: [],
      images: touched.images,
    };
    return { doc: next, scope };
  }
  // A whole map was replaced: read and check everything again.
  return {
    doc: readRawDocument({ ...docs, [kind]: after } as AlbumDocs),
    scope: { structure: true, settings: true },
  };
}

/** The top-level keys each document has: a change anywhere else is not album data and is refused. */
const ROOT_KEYS: Record<DocKind, ReadonlySet<string>> = {
  layout: new Set(['buckets']),
  stickers: new Set(['stickers']),
  settings: new Set(['images', 'colors', 'fonts', 'stickerTemplateSettings']),
};

/**
 * Why the patches write outside the album's layout, or null. Nodes must sit in the bucket of their id: a node
 * elsewhere would be invisible to incremental reads and appear on the next full read, past this guard.
 */
function misplaced(kind: DocKind, patches: readonly A.Patch[]): string | null {
  for (const patch of patches) {
    const [head, bucket, id] = patch.path;
    if (typeof head !== 'string' || !ROOT_KEYS[kind].has(head))
      return `write outside the album data at /${String(head)}`;
    if (kind === 'layout' && patch.path.length >= 3 && bucket !== bucketOf(String(id))) {
      return `node ${String(id)} written to bucket ${String(bucket)}`;
    }
  }
  return null;
}

function pick<T extends object>(from: T, keys: ReadonlySet<string>): Partial<T> {
  return Object.fromEntries(Object.entries(from).filter(([key]) => keys.has(key))) as Partial<T>;
}

const problemKey = (p: AlbumContentProblem) => `${p.code} ${p.path}`;

/**
 * Checks the changes of the sync message `data` for the document `kind` of an album whose documents are `docs` and
 * which is shown as `shown`. Never throws: changes that do not apply are refused.
 */
export function checkAlbumChange(
  docs: AlbumDocs,
  shown: AlbumDocument,
  kind: DocKind,
  data: Uint8Array,
): ChangeVerdict {
  const patches: A.Patch[] = [];
  let after: A.Doc<unknown> | undefined;
  try {
    return checkPatched();
  } finally {
    // The copy holds a copy of the whole document in wasm memory, which the garbage collector would only free
    // later: on a large album, copies left for it made every check several times slower (see the bench).
    if (after) A.free(after);
  }

  function checkPatched(): ChangeVerdict {
    try {
      // Only the changes: receiving the whole sync message with a fresh sync state would also match its bloom filter
      // against the entire history (50 ms on a 5,000-element album, against 10 ms for the changes alone).
      const { changes } = A.decodeSyncMessage(data);
      const patchCallback = (more: A.Patch[]) => {
        for (const patch of more) patches.push(patch);
      };
      try {
        // Held before applying, so that a copy the changes fail on is freed too.
        after = A.clone(docs[kind] as A.Doc<unknown>);
        [after] = A.applyChanges(after, changes, { patchCallback });
      } catch {
        // A sync message's "changes" may also be bundles (a peer that had nothing sends the whole document as one),
        // which only `loadIncremental` takes; slower, and rare.
        patches.length = 0;
        if (after) A.free(after);
        after = A.clone(docs[kind] as A.Doc<unknown>);
        for (const change of changes) after = A.loadIncremental(after, change, { patchCallback });
      }
    } catch (error) {
      return { ok: false, reason: `changes do not apply: ${(error as Error).message}` };
    }
    if (patches.length === 0) return { ok: true };
    const outside = misplaced(kind, patches);
    if (outside) return { ok: false, reason: outside };
    let candidate: { doc: AlbumDocument; scope: ValidationScope };
    try {
      candidate = candidateAfter(shown, docs, kind, after, patches);
    } catch (error) {
      return { ok: false, reason: `changes do not read back: ${(error as Error).message}` };
    }
    const problems = problemsInScope(candidate.doc, candidate.scope);
    // Only problems the album did not have count: without any, there is nothing to compare, and the album as shown
    // (for structural edits a second pass over the whole tree) need not be checked at all.
    if (problems.length === 0) return { ok: true };
    const before = new Set(problemsInScope(shown, candidate.scope).map(problemKey));
    const added = problems.filter((problem) => !before.has(problemKey(problem)));
    if (added.length === 0) return { ok: true };
    const first = added[0]!;
    return { ok: false, reason: `${first.code} at ${first.path}: ${first.message}` };
  }
}
