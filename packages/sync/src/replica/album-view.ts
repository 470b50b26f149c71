/**
 * The album as every replica shows it: the documents read record by record (only what automerge patches touched is
 * read again) and passed through the repair rule.
 */
import type * as A from '@automerge/automerge/slim';
import type { AlbumDocument, AnyNode } from '@album/editor-core';
import type { DocKind } from '../schema/layout';
import { readImage, readNode, readRawDocument, readSettings, readSticker, touchedBy } from '../schema/read';
import type { AlbumDocs } from '../schema/read';
import { repairDocument } from '../schema/repair';
import type { RepairResult } from '../schema/repair';

/** True when an edit of a node may change the repair rule's verdicts (tree position, kind, placed sticker). */
function shapeChanged(before: AnyNode, after: AnyNode): boolean {
  return (
    before.parentId !== after.parentId ||
    before.type !== after.type ||
    (before.props as { stickerId?: unknown }).stickerId !== (after.props as { stickerId?: unknown }).stickerId
  );
}

/** Records whose shown value may have changed. */
export interface ViewChanges {
  nodes: Set<string> | 'all';
  stickers: Set<string> | 'all';
  images: Set<string> | 'all';
  settings: Set<'colors' | 'fonts' | 'stickerTemplateSettings'>;
}

/** A change set that names nothing. */
export function emptyChanges(): ViewChanges {
  return { nodes: new Set(), stickers: new Set(), images: new Set(), settings: new Set() };
}

/** Adds `b` into `a`. */
export function mergeChanges(a: ViewChanges, b: ViewChanges): ViewChanges {
  const union = (x: Set<string> | 'all', y: Set<string> | 'all'): Set<string> | 'all' =>
    x === 'all' || y === 'all' ? 'all' : new Set([...x, ...y]);
  return {
    nodes: union(a.nodes, b.nodes),
    stickers: union(a.stickers, b.stickers),
    images: union(a.images, b.images),
    settings: new Set([...a.settings, ...b.settings]),
  };
}

/** True when a change set names at least one node, sticker, image or setting. */
export function hasChanges(changes: ViewChanges): boolean {
  const some = (x: Set<string> | 'all') => x === 'all' || x.size > 0;
  return some(changes.nodes) || some(changes.stickers) || some(changes.images) || changes.settings.size > 0;
}

/** Options of an `AlbumView`. */
export interface AlbumViewOptions {
  /**
   * Update the node maps in place instead of copying them (default false). Copying a map of a thousand nodes costs
   * more than reading the one node a remote edit changed, on every edit of every collaborator; a view whose `doc`
   * is read only between updates (the editor binding, which hands the editor copies) needs no copy. A holder of
   * `doc` across updates (the server's REST answers) must leave this off: it would see its album change.
   */
  inPlace?: boolean;
}

/** Incrementally maintained raw and repaired album of a set of documents. */
export class AlbumView {
  private raw: AlbumDocument;
  private repaired: RepairResult;
  private readonly inPlace: boolean;

  constructor(docs: AlbumDocs, options: AlbumViewOptions = {}) {
    this.inPlace = options.inPlace ?? false;
    this.raw = readRawDocument(docs);
    this.repaired = repairDocument(this.raw);
  }

  /** The album as shown (repaired). */
  get doc(): AlbumDocument {
    return this.repaired.doc;
  }

  /** Re-reads everything. */
  reset(docs: AlbumDocs): ViewChanges {
    this.raw = readRawDocument(docs);
    this.repaired = repairDocument(this.raw);
    return {
      nodes: 'all',
      stickers: 'all',
      images: 'all',
      settings: new Set(['colors', 'fonts', 'stickerTemplateSettings']),
    };
  }

  /** Re-reads the records that `patches` of the document `kind` touched; returns what may have changed. */
  update(kind: DocKind, docs: AlbumDocs, patches: readonly A.Patch[]): ViewChanges {
    const touched = touchedBy(kind, patches);
    const changes = emptyChanges();
    if (touched.kind === 'layout') {
      if (touched.ids === 'all') return this.reset(docs);
      const previous = this.raw.nodes;
      const nodes = this.inPlace ? previous : { ...previous };
      let structural = false;
      for (const id of touched.ids) {
        const node = readNode(docs.layout, id);
        const before = this.raw.nodes[id];
        if (!node || !before || shapeChanged(before, node)) structural = true;
        if (node) nodes[id] = node;
        else delete nodes[id];
      }
      this.raw = { ...this.raw, nodes };
      changes.nodes = new Set(touched.ids);
      // Property edits (the common case) cannot change what the repair rule decides: skip the full pass.
      if (!structural) {
        // Nothing repaired in the node map: the shown map is the raw one.
        if (this.repaired.doc.nodes === previous) {
          this.repaired = { ...this.repaired, doc: { ...this.repaired.doc, nodes } };
          return changes;
        }
        return this.replaceShown(touched.ids, changes);
      }
    } else if (touched.kind === 'stickers') {
      if (touched.ids === 'all') return this.reset(docs);
      const stickers = { ...this.raw.stickers };
      for (const id of touched.ids) {
        const sticker = readSticker(docs.stickers, id);
        if (sticker) stickers[id] = sticker;
        else delete stickers[id];
      }
      this.raw = { ...this.raw, stickers };
      changes.stickers = new Set(touched.ids);
    } else {
      if (touched.images === 'all') return this.reset(docs);
      if (touched.images.size > 0) {
        const images = { ...this.raw.images };
        for (const id of touched.images) {
          const image = readImage(docs.settings, id);
          if (image) images[id] = image;
          else delete images[id];
        }
        this.raw = { ...this.raw, images };
        changes.images = new Set(touched.images);
      }
      if (touched.keys.size > 0) {
        const settings = readSettings(docs.settings);
        const next = { ...this.raw };
        for (const key of touched.keys) (next as unknown as Record<string, unknown>)[key] = settings[key];
        this.raw = next;
        changes.settings = new Set(touched.keys);
      }
    }
    return this.repair(changes);
  }

  /** Puts re-read nodes whose repair verdict cannot have changed into the shown album. */
  private replaceShown(ids: Iterable<string>, changes: ViewChanges): ViewChanges {
    // In place only when the shown map is not the raw one (already updated): then it is the view's own copy.
    const own = this.inPlace && this.repaired.doc.nodes !== this.raw.nodes;
    const shown = own ? this.repaired.doc.nodes : { ...this.repaired.doc.nodes };
    for (const id of ids) {
      const verdict = this.repaired.nodes.get(id);
      const node = this.raw.nodes[id]!;
      if (verdict === 'hidden') continue;
      shown[id] =
        verdict === 'unlinked'
          ? ({ ...node, props: { ...node.props, stickerId: null } } as typeof node)
          : node;
    }
    this.repaired = { ...this.repaired, doc: { ...this.repaired.doc, nodes: shown } };
    return changes;
  }

  /** Runs the repair rule again and adds the records whose repair changed. */
  private repair(changes: ViewChanges): ViewChanges {
    const before = this.repaired;
    this.repaired = repairDocument(this.raw);
    const nodes = changes.nodes as Set<string>;
    for (const [id, kind] of this.repaired.nodes) if (before.nodes.get(id) !== kind) nodes.add(id);
    for (const [id] of before.nodes) if (!this.repaired.nodes.has(id)) nodes.add(id);
    const stickers = changes.stickers as Set<string>;
    for (const id of this.repaired.stickers) if (!before.stickers.has(id)) stickers.add(id);
    for (const id of before.stickers) if (!this.repaired.stickers.has(id)) stickers.add(id);
    return changes;
  }
}
