/**
 * The album order: sections in tree order, and inside each section its spreads in tree order. Everything that
 * counts pages or stickers walks the album in this order.
 */
import { childIdsOf, rootOf } from '../model/tree';
import type { NodeMap } from '../model/tree';
import type { AlbumDocument } from '../model/types';

/** One spread in album order. */
export interface AlbumSpread {
  id: string;
  /** Id of the section the spread sits in. */
  sectionId: string;
  /** 0-based position among all spreads of the album. */
  index: number;
}

/** One section in album order, with its spreads. */
export interface AlbumSection {
  id: string;
  name: string;
  static: boolean;
  /** Ids of the section's spreads in order. */
  spreadIds: readonly string[];
}

/** The whole album order of one `nodes` object. */
export interface AlbumOrder {
  sections: readonly AlbumSection[];
  spreads: readonly AlbumSpread[];
  /** Position of each spread id in `spreads`. */
  spreadIndex: ReadonlyMap<string, number>;
}

const orderCache = new WeakMap<NodeMap, AlbumOrder>();

function computeOrder(nodes: NodeMap): AlbumOrder {
  const root = rootOf(nodes);
  const sections: AlbumSection[] = [];
  const spreads: AlbumSpread[] = [];
  const spreadIndex = new Map<string, number>();
  if (root) {
    for (const sectionId of childIdsOf(nodes, root.id)) {
      const section = nodes[sectionId];
      if (section?.type !== 'Section') continue;
      const spreadIds: string[] = [];
      for (const spreadId of childIdsOf(nodes, sectionId)) {
        if (nodes[spreadId]?.type !== 'Spread') continue;
        spreadIds.push(spreadId);
        spreadIndex.set(spreadId, spreads.length);
        spreads.push({ id: spreadId, sectionId, index: spreads.length });
      }
      sections.push({
        id: sectionId,
        name: typeof section.props.name === 'string' ? section.props.name : '',
        static: section.props.static === true,
        spreadIds,
      });
    }
  }
  return { sections, spreads, spreadIndex };
}

/**
 * Sections and spreads of `doc` in album order. Computed once per `nodes` object (the store replaces it on every
 * change, so the cached answer is never stale).
 */
export function albumOrder(doc: Pick<AlbumDocument, 'nodes'>): AlbumOrder {
  let order = orderCache.get(doc.nodes);
  if (!order) {
    order = computeOrder(doc.nodes);
    orderCache.set(doc.nodes, order);
  }
  return order;
}

/** Every spread of the album in album order. */
export function albumSpreads(doc: Pick<AlbumDocument, 'nodes'>): readonly AlbumSpread[] {
  return albumOrder(doc).spreads;
}

/** Number of spreads in the album. */
export function spreadCount(doc: Pick<AlbumDocument, 'nodes'>): number {
  return albumOrder(doc).spreads.length;
}

/** 0-based album position of a spread, or -1 when `spreadId` is not a spread of the album. */
export function spreadIndexOf(doc: Pick<AlbumDocument, 'nodes'>, spreadId: string): number {
  return albumOrder(doc).spreadIndex.get(spreadId) ?? -1;
}
