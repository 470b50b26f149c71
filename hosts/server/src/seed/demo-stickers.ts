/**
 * Fills the sticker cells of a demo album: one sticker per cell, named from the category's roster, with a portrait
 * (a double cell gets the section's group photo), placed in its cell. Pure and deterministic (sticker ids follow
 * the cell ids), so the seed can plan the images first and write the same stickers afterwards.
 */
import type { NestedNode, Sticker } from '@album/editor-core';
import type { StoredAlbumContent } from '../db/content';
import { CELL } from './builder';
import { facePhoto, groupPhoto, type DemoPhoto } from './demo-photos';
import { sectionPeople, type Roster } from './rosters';

export interface DemoStickers {
  /** The content with the stickers added (their `image` still null) and every cell holding one. */
  content: StoredAlbumContent;
  /** The picture of each new sticker, by sticker id. */
  photos: Map<string, DemoPhoto>;
}

function cellsOf(node: NestedNode, out: NestedNode[]): NestedNode[] {
  // `Sticker` is the older name of the same element.
  if (node.type === 'StickerCell' || node.type === 'Sticker') out.push(node);
  node.children?.forEach((child) => cellsOf(child, out));
  return out;
}

function widthOf(cell: NestedNode): number {
  return (cell.props as { width: number }).width;
}

/** Sticker id of the sticker seeded into cell `cellId`. */
export function demoStickerId(cellId: string): string {
  return `sticker-${cellId}`;
}

/** Adds a sticker to every empty cell of the non-static sections, named from `roster`. */
export function demoStickers(content: StoredAlbumContent, roster: Roster, createdAt: string): DemoStickers {
  const stickers: Sticker[] = [...content.stickers];
  const photos = new Map<string, DemoPhoto>();
  const placed = new Map<string, string>();
  let people = 0;
  let groups = 0;
  for (const section of content.workspace.children ?? []) {
    const props = section.props as { id: string; name: string; static?: boolean };
    if (props.static) continue;
    const cells = (section.children ?? [])
      .flatMap((spread) => cellsOf(spread, []))
      .filter((cell) => !(cell.props as { stickerId: string | null }).stickerId);
    const singles = cells.filter((cell) => widthOf(cell) <= CELL.width);
    const names = sectionPeople(roster, props.name, singles.length, people);
    let single = 0;
    for (const cell of cells) {
      const id = demoStickerId(cell.props.id);
      const double = widthOf(cell) > CELL.width;
      const person = double ? { name: props.name, position: roster.groupPosition } : names[single++]!;
      const photo = double ? groupPhoto(groups++) : facePhoto(people++);
      stickers.push({
        id,
        name: person.name,
        position: person.position,
        doubleSticker: double,
        image: null,
        sectionId: props.id,
        stickerLayout: 'default',
        cellLayout: 'default',
        createdAt,
        ...photo.crop,
      });
      photos.set(id, photo);
      placed.set(cell.props.id, id);
    }
  }
  const place = (node: NestedNode): NestedNode => {
    const stickerId = placed.get(node.props.id);
    const props = stickerId ? { ...node.props, stickerId } : node.props;
    return node.children
      ? ({ ...node, props, children: node.children.map(place) } as NestedNode)
      : ({ ...node, props } as NestedNode);
  };
  return {
    content: {
      ...content,
      workspace: place(content.workspace) as StoredAlbumContent['workspace'],
      stickers,
    },
    photos,
  };
}

/** The content with each seeded sticker showing its image (`images`: image id by sticker id). */
export function withStickerImages(
  content: StoredAlbumContent,
  images: ReadonlyMap<string, string>,
): StoredAlbumContent {
  return {
    ...content,
    stickers: content.stickers.map((sticker) =>
      images.has(sticker.id) ? { ...sticker, image: images.get(sticker.id)! } : sticker,
    ),
  };
}
