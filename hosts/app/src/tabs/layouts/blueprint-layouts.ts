/**
 * Layouts are the spreads of a blueprint (an album template): the elements on one spread and its background. This
 * file turns a blueprint's nested content into that list and picks the blueprint an album's layouts come from.
 */
import { spreadFrameAt } from '@album/editor-core';
import type { AlbumCategory, AlbumContent, Fill, NestedNode } from '@album/editor-core';

/** One layout: a blueprint spread, ready to be put on an album spread. */
export interface Layout {
  /** The blueprint spread's id (unique within the blueprint). */
  id: string;
  /** 1-based position among the blueprint's spreads (for the accessible name). */
  number: number;
  /** Name of the blueprint section the spread belongs to. */
  sectionName: string;
  /** Single page (the first and the last spread of an album) or double page. */
  pages: 1 | 2;
  /** The spread's elements with their blueprint ids (fresh ids are given when applied). */
  elements: NestedNode[];
  /** The spread's background, if it has one. */
  fill: Fill | undefined;
}

type ContentNode = AlbumContent['workspace'] | NestedNode;

function childrenOf(node: { children?: readonly unknown[] }): ContentNode[] {
  return (node.children ?? []) as ContentNode[];
}

/**
 * A layout's elements as they go onto an album: sticker cells come empty (the blueprint's stickers are not the
 * album's), image frames come empty (blueprint pictures belong to the blueprint), waiting for the user's own, and
 * comments stay behind (they are notes about the blueprint, not part of its design).
 */
export function emptiedElements(nodes: readonly NestedNode[]): NestedNode[] {
  return nodes
    .filter((node) => node.type !== 'Comment')
    .map((node) => {
      const props: Record<string, unknown> = { ...node.props };
      if (node.type === 'StickerCell' || node.type === 'Sticker') props.stickerId = null;
      if (node.type === 'Image') {
        props.image = null;
        delete props.pexelsId;
      }
      return {
        ...node,
        props,
        ...(node.children ? { children: emptiedElements(node.children) } : {}),
      } as unknown as NestedNode;
    });
}

/** Every spread of a blueprint in album order, as layouts. */
export function layoutsOfBlueprint(content: Pick<AlbumContent, 'workspace'>): Layout[] {
  const spreads: Array<{ section: string; spread: ContentNode }> = [];
  for (const section of childrenOf(content.workspace)) {
    if (section.type !== 'Section') continue;
    const name = (section.props as { name?: unknown }).name;
    for (const spread of childrenOf(section)) {
      if (spread.type === 'Spread') spreads.push({ section: typeof name === 'string' ? name : '', spread });
    }
  }
  return spreads.map(({ section, spread }, index) => {
    const props = spread.props as { id: string; fill?: Fill };
    return {
      id: props.id,
      number: index + 1,
      sectionName: section,
      pages: spreadFrameAt(index, spreads.length).pages === 1 ? 1 : 2,
      elements: emptiedElements(childrenOf(spread) as NestedNode[]),
      fill: props.fill,
    };
  });
}

/** The layouts that fit a spread of `pages` pages (a double-page layout would overflow a single page). */
export function layoutsForPages(layouts: readonly Layout[], pages: number | null): Layout[] {
  return pages === null ? [...layouts] : layouts.filter((layout) => layout.pages === pages);
}

/** Where an album's layouts come from: the blueprint it was made from, else the first of its category. */
export type BlueprintSource =
  | { kind: 'blueprint'; id: string; category: AlbumCategory | null }
  | { kind: 'category'; category: AlbumCategory | null };

export function blueprintSourceOf(album: {
  blueprint_album_id: string | null;
  category: AlbumCategory | null;
  blueprint_category: AlbumCategory | null;
}): BlueprintSource {
  const category = album.category ?? album.blueprint_category ?? null;
  return album.blueprint_album_id
    ? { kind: 'blueprint', id: album.blueprint_album_id, category }
    : { kind: 'category', category };
}
