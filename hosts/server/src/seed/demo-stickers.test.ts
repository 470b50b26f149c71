import { describe, expect, it } from 'vitest';
import { albumOrder, parseNested, type NestedNode } from '@album/editor-core';
import { seedBlueprints } from './blueprints';
import { FACE_CROPS, GROUP_PHOTOS } from './demo-photos';
import { demoStickerId, demoStickers, withStickerImages } from './demo-stickers';
import { ROSTERS } from './rosters';

const CREATED = '2026-01-01T00:00:00.000Z';

function cellsOf(node: NestedNode, out: NestedNode[] = []): NestedNode[] {
  if (node.type === 'StickerCell') out.push(node);
  node.children?.forEach((child) => cellsOf(child, out));
  return out;
}

describe('demo stickers', () => {
  it.each(seedBlueprints().map((b) => [b.category, b] as const))(
    '%s: a named sticker in every cell, the album still valid',
    (category, blueprint) => {
      const { content, photos } = demoStickers(blueprint.content, ROSTERS[category], CREATED);
      const images = new Map([...photos.keys()].map((id, i) => [id, `image-${i}`]));
      const filled = withStickerImages(content, images);
      const parsed = parseNested({
        ...filled,
        images: [...images.values()].map((id) => ({
          id,
          model: 'sticker',
          blob: {},
          details: { width: 1, height: 1 },
        })),
      });
      if (!parsed.ok) throw new Error(parsed.error.message);

      const cells = cellsOf(filled.workspace);
      expect(cells.length).toBe(filled.stickers.length);
      expect(cells.map((cell) => (cell.props as { stickerId: string }).stickerId)).toEqual(
        cells.map((cell) => demoStickerId(cell.props.id)),
      );
      expect(filled.stickers.every((sticker) => sticker.image === images.get(sticker.id))).toBe(true);

      // Chapters: every non-static section holds stickers.
      const chapters = albumOrder(parsed.doc).sections.filter((section) => !section.static);
      for (const chapter of chapters)
        expect(filled.stickers.filter((s) => s.sectionId === chapter.id).length).toBeGreaterThan(0);

      // Double cells hold the group photos; the people get faces.
      for (const sticker of filled.stickers) {
        const photo = photos.get(sticker.id)!;
        if (sticker.doubleSticker) {
          expect(sticker.position).toBe(ROSTERS[category].groupPosition);
          expect(photo.crop.cscale).toBe(1);
        } else expect(FACE_CROPS).toContain(photo);
        expect(GROUP_PHOTOS as readonly number[]).toContain(photo.photoId);
        expect(sticker.cx).toBe(photo.crop.cx);
      }
    },
  );

  it('gives different people different names (the birthday star is one person through the years)', () => {
    for (const blueprint of seedBlueprints()) {
      const { content } = demoStickers(blueprint.content, ROSTERS[blueprint.category], CREATED);
      const people = content.stickers.filter((s) => !s.doubleSticker);
      const names = people.map((s) => s.name).filter((name) => name !== 'Lena Hoffmann');
      expect(new Set(names).size, blueprint.category).toBe(names.length);
    }
  });

  it('puts the leads first: the captain, the bride and the groom', () => {
    const sports = seedBlueprints().find((b) => b.category === 'sports')!;
    const { content } = demoStickers(sports.content, ROSTERS.sports, CREATED);
    expect(content.stickers.find((s) => !s.doubleSticker)).toMatchObject({
      name: 'Tom Hartmann',
      position: 'Captain',
    });
    const wedding = seedBlueprints().find((b) => b.category === 'wedding')!;
    const couple = demoStickers(wedding.content, ROSTERS.wedding, CREATED).content.stickers.slice(0, 2);
    expect(couple.map((s) => s.position)).toEqual(['Bride', 'Groom']);
  });

  it('leaves cells that already hold a sticker alone', () => {
    const blueprint = seedBlueprints()[0]!;
    const once = demoStickers(blueprint.content, ROSTERS[blueprint.category], CREATED).content;
    const twice = demoStickers(once, ROSTERS[blueprint.category], CREATED);
    expect(twice.content.stickers).toEqual(once.stickers);
    expect(twice.photos.size).toBe(0);
  });
});
