/**
 * The server's guard on client changes: before the Repo keeps a writer's sync message, its changes are applied to a
 * copy of the document, the records they touch are read back as the album would show them, and editor-core's
 * `validateAlbumContent` rules check them (value ranges, types, parents, cycles, levels; `problemsInScope`, so that a
 * property edit is checked by its props alone). A change that adds a problem the
 * album did not have is refused; problems the album already had (older data) do not block unrelated edits.
 *
 * Cost, per incoming message that carries changes: one copy of the touched document (freed at once) and a check of
 * the touched records. Structural node edits (added, removed, re-parented nodes, placed stickers) are followed from
 * the changed nodes (`keepsStructure`: their chain up to the Root, the group they left, who names them as parent),
 * with at most one plain pass over the node map for the questions only the other nodes answer; only edits it cannot
 * settle (roots, type changes, new groups, malformed records, whole maps replaced) walk the whole tree, and the album
 * as shown is walked too only when the change has problems. See `document-guard.bench.ts` for figures.
 */
import * as A from '@automerge/automerge';
import {
  ALLOWED_PARENTS,
  isStickerCellNode,
  isValidIndex,
  MAX_TREE_DEPTH,
  NODE_TYPES,
  problemsInScope,
} from '@album/editor-core';
import type { AlbumContentProblem, AlbumDocument, AnyNode, ValidationScope } from '@album/editor-core';
import { bucketOf } from '../schema/layout';
import type { DocKind } from '../schema/layout';
import { readImage, readNode, readRawDocument, readSettings, readSticker, touchedBy } from '../schema/read';
import type { AlbumDocs } from '../schema/read';
import type { ChangeVerdict } from './guarded-adapter';
import type { GuardFork } from './document-guard-fork';
import { decodeSyncData } from './message-shape';

/**
 * True when an edit of a node can break a rule about relations (parents, levels, groups, sticker links): an added or
 * removed node, or a new parent, type or sticker. Other edits (moving, resizing, restyling: nearly all of them) are
 * checked by their props alone, which keeps the guard cheap on large albums.
 */
function shapeChanged(before: AnyNode | undefined, after: AnyNode | undefined): boolean {
  if (!before || !after) return true;
  const sticker = (node: AnyNode) => (node.props as { stickerId?: unknown }).stickerId;
  // The index orders siblings (a garbage one breaks later inserts among them) and the id names the node: both are
  // checked with the structure, not as props.
  return (
    before.parentId !== after.parentId ||
    before.type !== after.type ||
    before.id !== after.id ||
    before.index !== after.index ||
    sticker(before) !== sticker(after)
  );
}

/** The album as it would be after the change, and what the checks must cover. */
interface Candidate {
  scope: ValidationScope;
  /** The whole album after the change (built when asked: for node edits, a copy of the album's node map). */
  whole(): AlbumDocument;
  /**
   * For node edits: the album with only the touched nodes (what a check without the structure reads), and each
   * touched node as it is after the change (undefined when removed).
   */
  touched?: { doc: AlbumDocument; nodes: ReadonlyMap<string, AnyNode | undefined> };
}

function candidateAfter(
  shown: AlbumDocument,
  docs: AlbumDocs,
  kind: DocKind,
  after: A.Doc<unknown>,
  patches: readonly A.Patch[],
): Candidate {
  const touched = touchedBy(kind, patches);
  if (touched.kind === 'layout' && touched.ids !== 'all') {
    const changed = new Map<string, AnyNode | undefined>();
    // Only the touched nodes: enough for the checks of their props (the album's node map is copied, which takes
    // milliseconds on a large album, only when the whole tree is checked).
    const touchedNodes: AlbumDocument['nodes'] = {};
    let structure = false;
    for (const id of touched.ids) {
      const node = readNode(after as AlbumDocs['layout'], id);
      if (shapeChanged(shown.nodes[id], node)) structure = true;
      changed.set(id, node);
      if (node) touchedNodes[id] = node;
    }
    const scope = { structure, settings: false, nodes: touched.ids, stickers: [], images: [] };
    const whole = () => {
      const nodes = { ...shown.nodes };
      for (const [id, node] of changed) {
        if (node) nodes[id] = node;
        else delete nodes[id];
      }
      return { ...shown, nodes };
    };
    return { scope, whole, touched: { doc: { ...shown, nodes: touchedNodes }, nodes: changed } };
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
    return { scope, whole: () => ({ ...shown, stickers }) };
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
    return { scope, whole: () => next };
  }
  // A whole map was replaced: read and check everything again.
  const doc = readRawDocument({ ...docs, [kind]: after } as AlbumDocs);
  return { scope: { structure: true, settings: true }, whole: () => doc };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A node map as the invariants read it: the node of an id (own keys only), or undefined. */
type Lookup = (id: string) => unknown;

/** The node `id` when the invariants would check its relations (an object with props, of a known type). */
function wellFormed(nodes: Lookup, id: unknown): AnyNode | undefined {
  if (typeof id !== 'string') return undefined;
  const node = nodes(id);
  if (!isObject(node) || !isObject(node.props)) return undefined;
  return (NODE_TYPES as readonly unknown[]).includes(node.type) ? (node as unknown as AnyNode) : undefined;
}

/**
 * How many levels below the Root `id` sits, when every step up is to an existing, well-formed parent of an allowed
 * level and the chain ends at a Root without parent within `MAX_TREE_DEPTH`; NaN otherwise (missing parent, wrong
 * level, cycle, too deep). Bounded by the depth limit, so a cycle costs no more than a deep chain.
 */
function depthOf(nodes: Lookup, id: string): number {
  let key = id;
  for (let depth = 0; depth <= MAX_TREE_DEPTH; depth++) {
    const node = wellFormed(nodes, key);
    if (!node) return Number.NaN;
    if (node.type === 'Root') return node.parentId === null ? depth : Number.NaN;
    const parent = wellFormed(nodes, node.parentId);
    if (!parent || !ALLOWED_PARENTS[node.type].includes(parent.type)) return Number.NaN;
    key = node.parentId!;
  }
  return Number.NaN;
}

/**
 * True when the nodes `changed` (each as it is after the change, undefined when removed; nothing else differs from
 * `before`) provably add no problem of the whole-tree rules (invariants, depth, indexes) that `before` lacked: then
 * the guard need not walk the tree. It follows each rule from the changed nodes: their own fields and index, the
 * chain up to the Root (parents exist, levels, no cycle, depth, and never deeper than before, so no descendant gets
 * too deep), the group a node left, nodes outside the change that name an added or removed node as parent, the
 * sticker a cell places, and stickers whose section was removed. Anything it cannot settle so cheaply (roots, type
 * changes, new groups, malformed records, ids shared with stickers or images) answers false, and the guard then
 * compares the whole tree before and after, as it always did: so this only ever skips work, never a refusal.
 */
function keepsStructure(before: AlbumDocument, changed: ReadonlyMap<string, AnyNode | undefined>): boolean {
  const was = before.nodes;
  const stickers: unknown = before.stickers;
  const images: unknown = before.images;
  if (!isObject(was) || !isObject(stickers) || !isObject(images)) return false;
  const wasAt: Lookup = (id) => (Object.hasOwn(was, id) ? was[id] : undefined);
  const nowAt: Lookup = (id) => (changed.has(id) ? changed.get(id) : wasAt(id));
  // What only the other nodes can tell, asked of them all in one pass at the end.
  const adoptedOrLeft = new Set<string>();
  const groupsLeft = new Set<string>();
  const placed = new Set<string>();
  for (const [id, after] of changed) {
    // A problem of a sticker or image shares its path with a node of the same id; `__proto__` is no plain key.
    if (id === '__proto__' || Object.hasOwn(stickers, id) || Object.hasOwn(images, id)) return false;
    const b = wellFormed(wasAt, id);
    const a = wellFormed(nowAt, id);
    if ((wasAt(id) !== undefined && !b) || (after !== undefined && !a)) return false;
    if (b?.type === 'Root' || a?.type === 'Root' || (a && b && a.type !== b.type)) return false;
    if (a) {
      if (a.id !== id || a.props.id !== id || typeof a.index !== 'string' || !isValidIndex(a.index))
        return false;
      // A new group's children may all be outside the change: the full pass counts them.
      if (a.type === 'Group' && !b) return false;
      const depth = depthOf(nowAt, id);
      if (Number.isNaN(depth)) return false;
      if (b) {
        // Nodes below keep their distance to this one: deeper here could make one of them too deep.
        const previous = depthOf(wasAt, id);
        if (Number.isNaN(previous) || depth > previous) return false;
      }
      if (isStickerCellNode(a)) {
        const stickerId: unknown = a.props.stickerId;
        const kept = b !== undefined && isStickerCellNode(b) && b.props.stickerId === stickerId;
        if (stickerId !== null && stickerId !== undefined && !kept) {
          if (typeof stickerId !== 'string' || !Object.hasOwn(stickers, stickerId)) return false;
          if (!isObject(stickers[stickerId])) return false;
          placed.add(stickerId);
        }
      }
    }
    // The group it left must keep a child.
    if (b && (!a || a.parentId !== b.parentId) && typeof b.parentId === 'string') {
      if (wellFormed(nowAt, b.parentId)?.type === 'Group') groupsLeft.add(b.parentId);
    }
    // Nodes outside the change under an added node were orphans (now their depth counts), under a removed one they
    // become orphans.
    if (!a || !b) adoptedOrLeft.add(id);
    if (b?.type === 'Section' && !a) {
      for (const key of Object.keys(stickers)) {
        const sticker = stickers[key];
        if (isObject(sticker) && sticker.sectionId === id) return false;
      }
    }
  }
  if (adoptedOrLeft.size === 0 && groupsLeft.size === 0 && placed.size === 0) return true;
  const children = new Map<string, number>();
  const placements = new Map<string, number>();
  let keptGroups = 0;
  const note = (node: unknown, outside: boolean): boolean => {
    if (!isObject(node)) return true;
    const parentId = node.parentId;
    if (typeof parentId === 'string') {
      if (outside && adoptedOrLeft.has(parentId)) return false;
      if (groupsLeft.has(parentId) && wellFormed(() => node, '')) {
        const count = children.get(parentId) ?? 0;
        if (count === 0) keptGroups++;
        children.set(parentId, count + 1);
      }
    }
    const stickerId = isObject(node.props) ? node.props.stickerId : undefined;
    if (typeof stickerId === 'string' && placed.has(stickerId)) {
      const cell = wellFormed(() => node, '');
      if (cell && isStickerCellNode(cell)) placements.set(stickerId, (placements.get(stickerId) ?? 0) + 1);
    }
    return true;
  };
  for (const node of changed.values()) note(node, false);
  // Only groups to ask about (a node moved out of a group, the common case): one child of each is enough.
  const groupsOnly = adoptedOrLeft.size === 0 && placed.size === 0;
  for (const key in was) {
    if (groupsOnly && keptGroups === groupsLeft.size) break;
    if (Object.hasOwn(was, key) && !changed.has(key) && !note(was[key], true)) return false;
  }
  for (const group of groupsLeft) if (!children.get(group)) return false;
  for (const stickerId of placed) if ((placements.get(stickerId) ?? 0) > 1) return false;
  return true;
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
 * Relations between records of different documents, which the read-time repair rule settles (`schema/repair.ts`,
 * rules 3 and 4: a cell naming a missing sticker reads as empty, a sticker of a missing section is hidden, a sticker
 * placed twice stays in one cell). The documents sync independently, so one client batch that adds a sticker and
 * places it (or adds a chapter and its stickers) may reach the server in either order; refusing the first half would
 * throw away a sound edit. These problems are therefore not the guard's to refuse.
 */
const SETTLED_AT_READ: ReadonlySet<string> = new Set([
  'missing-sticker',
  'missing-section',
  'sticker-placed-twice',
]);

/**
 * The document after a change as far as the checks read it, from a reader of paths in it (`GuardFork.read`): the
 * touched nodes or stickers in their places, or, for the settings and for changes that replace a whole map, the whole
 * document. `candidateAfter` reads nothing else of it.
 */
function readAfter(
  kind: DocKind,
  patches: readonly A.Patch[],
  read: (path: A.Prop[]) => unknown,
): A.Doc<unknown> {
  const touched = touchedBy(kind, patches);
  if (touched.kind === 'layout' && touched.ids !== 'all') {
    const buckets: Record<string, Record<string, unknown>> = {};
    for (const id of touched.ids) {
      const bucket = bucketOf(id);
      const node = read(['buckets', bucket, id]);
      if (node !== undefined) (buckets[bucket] ??= {})[id] = node;
    }
    return { buckets } as A.Doc<unknown>;
  }
  if (touched.kind === 'stickers' && touched.ids !== 'all') {
    const stickers: Record<string, unknown> = {};
    for (const id of touched.ids) {
      const sticker = read(['stickers', id]);
      if (sticker !== undefined) stickers[id] = sticker;
    }
    return { stickers } as A.Doc<unknown>;
  }
  return read([]) as A.Doc<unknown>;
}

/** Options of `checkAlbumChange`. */
export interface CheckAlbumChangeOptions {
  /** Walk the whole tree for every structural edit, never the shortcut from the changed nodes (tests compare both). */
  fullStructure?: boolean;
  /**
   * The document's standing copy (`document-guard-fork.ts`): the changes are applied to it instead of to a fresh copy
   * of the whole document, and it keeps them when they pass (the live document takes them next). Without it, every
   * check copies the document and frees the copy.
   */
  fork?: GuardFork;
}

/**
 * Checks the changes of the sync message `data` for the document `kind` of an album whose documents are `docs` and
 * which is shown as `shown`. Never throws: changes that do not apply are refused.
 */
export function checkAlbumChange(
  docs: AlbumDocs,
  shown: AlbumDocument,
  kind: DocKind,
  data: Uint8Array,
  options: CheckAlbumChangeOptions = {},
): ChangeVerdict {
  const fullStructure = options.fullStructure ?? false;
  const fork = options.fork;
  let patches: A.Patch[] = [];
  /** The document after the changes, as far as the checks read it. */
  let after: A.Doc<unknown> | undefined;
  /** A copy of the whole document made for this check (freed at the end). */
  let copy: A.Doc<unknown> | undefined;
  /** The changes went to the fork (which must forget them unless they are kept). */
  let forked = false;
  let verdict: ChangeVerdict | undefined;
  // A loop, not a spread: a whole document loaded at once has more patches than a call takes arguments.
  const collect = (more: A.Patch[]) => {
    for (const patch of more) patches.push(patch);
  };
  try {
    verdict = checkPatched();
    return verdict;
  } finally {
    // A kept change is where the live document goes next: the fork keeps it; a refused one it must forget. A copy is
    // freed at once: it holds the whole document in wasm memory, which the garbage collector would only free later
    // (on a large album, copies left for it made every check several times slower, see the bench).
    if (forked && !verdict?.ok) fork?.drop();
    if (copy) A.free(copy);
  }

  function checkPatched(): ChangeVerdict {
    try {
      // Only the changes: receiving the whole sync message with a fresh sync state would also match its bloom filter
      // against the entire history (50 ms on a 5,000-element album, against 10 ms for the changes alone).
      const { changes } = decodeSyncData(data);
      const base = docs[kind] as A.Doc<unknown>;
      try {
        if (fork) {
          patches = fork.apply(base, changes);
          forked = true;
          after = readAfter(kind, patches, (path) => fork.read(path));
        } else {
          // Held before applying, so that a copy the changes fail on is freed too.
          copy = A.clone(base);
          [copy] = A.applyChanges(copy, changes, { patchCallback: collect });
          after = copy;
        }
      } catch {
        // A sync message's "changes" may also be bundles (a peer that had nothing sends the whole document as one),
        // which only `loadIncremental` takes; slower, and rare. A copy the changes failed on may hold part of them
        // (the fork dropped its own): a fresh one is taken.
        patches = [];
        forked = false;
        if (copy) A.free(copy);
        copy = A.clone(base);
        for (const change of changes) copy = A.loadIncremental(copy, change, { patchCallback: collect });
        after = copy;
      }
    } catch (error) {
      return { ok: false, reason: `changes do not apply: ${(error as Error).message}` };
    }
    if (patches.length === 0) return { ok: true };
    const outside = misplaced(kind, patches);
    if (outside) return { ok: false, reason: outside };
    let candidate: Candidate;
    try {
      candidate = candidateAfter(shown, docs, kind, after!, patches);
    } catch (error) {
      return { ok: false, reason: `changes do not read back: ${(error as Error).message}` };
    }
    let scope = candidate.scope;
    // A structural edit of nodes whose every rule can be followed from the nodes themselves: their props are still
    // checked (and compared with the album's), the tree is not walked.
    if (
      scope.structure &&
      candidate.touched &&
      !fullStructure &&
      keepsStructure(shown, candidate.touched.nodes)
    )
      scope = { ...scope, structure: false };
    let doc: AlbumDocument;
    try {
      doc = !scope.structure && candidate.touched ? candidate.touched.doc : candidate.whole();
    } catch (error) {
      return { ok: false, reason: `changes do not read back: ${(error as Error).message}` };
    }
    const problems = problemsInScope(doc, scope).filter((problem) => !SETTLED_AT_READ.has(problem.code));
    // Only problems the album did not have count: without any, there is nothing to compare, and the album as shown
    // (for structural edits a second pass over the whole tree) need not be checked at all.
    if (problems.length === 0) return { ok: true };
    const before = new Set(problemsInScope(shown, scope).map(problemKey));
    const added = problems.filter((problem) => !before.has(problemKey(problem)));
    if (added.length === 0) return { ok: true };
    const first = added[0]!;
    return { ok: false, reason: `${first.code} at ${first.path}: ${first.message}` };
  }
}
