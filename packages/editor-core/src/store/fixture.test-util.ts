/**
 * A small album for the store, history and editor tests, with readable ids:
 *
 * root > s1 "Team" > sp1 (single page) | sp2 (double) | sp3 (double) | sp4 (single)
 *        s2 "Intro" (static, no spreads)
 * sp2: r1, r2 (Rectangles), img1 (Image of im1), cell1 (StickerCell of st1), g1 (Group: t1 Text, r3 Rectangle),
 *      c1 (Comment by user u1)
 * sp3: r4
 * stickers: st1 (image im2, in s1, placed in cell1), st2 (s1, unplaced, image im3)
 */
import { createNode, DEFAULT_COLORS, DEFAULT_FONTS } from '../model/defaults';
import { sequentialIds } from '../model/ids';
import { indicesAfter } from '../model/tree';
import type { AlbumDocument, AlbumImage, AnyNode, NodeType, PropsByType, Sticker } from '../model/types';
import { createAlbumStore } from './create-store';
import type { AlbumStoreOptions } from './create-store';
import type { StoreWarning } from './types';

function image(id: string): AlbumImage {
  return { id, model: 'image', blob: { full: `/${id}.jpg` }, details: { width: 1000, height: 800 } };
}

function sticker(id: string, imageId: string | null): Sticker {
  return {
    id,
    name: id,
    position: '',
    doubleSticker: false,
    image: imageId,
    sectionId: 's1',
    cx: 0.5,
    cy: 0.5,
    cscale: 1,
    crotation: 0,
    stickerLayout: 'full',
    cellLayout: 'full',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The fixture album (a fresh copy each call). */
export function fixtureDocument(): AlbumDocument {
  const nodes: Record<string, AnyNode> = {};
  const last = new Map<string, string | null>();
  const add = <T extends NodeType>(
    id: string,
    type: T,
    parentId: string | null,
    props: Partial<PropsByType[T]> = {},
  ) => {
    const index = indicesAfter(last.get(parentId ?? '') ?? null, 1)[0]!;
    last.set(parentId ?? '', index);
    nodes[id] = createNode(type, parentId, index, { ...props, id } as Partial<PropsByType[T]>) as AnyNode;
  };
  add('root', 'Root', null);
  add('s1', 'Section', 'root', { name: 'Team' });
  add('s2', 'Section', 'root', { name: 'Intro', static: true });
  for (const id of ['sp1', 'sp2', 'sp3', 'sp4']) add(id, 'Spread', 's1', { sectionId: 's1' });
  add('r1', 'Rectangle', 'sp2', { x: 10, y: 10, width: 50, height: 40 });
  add('r2', 'Rectangle', 'sp2', { x: 100, y: 20, width: 30, height: 30, stroke: 3, strokeWidth: 2 });
  add('img1', 'Image', 'sp2', { x: 300, y: 50, width: 100, height: 80, image: 'im1' });
  add('cell1', 'StickerCell', 'sp2', { x: 250, y: 200, width: 50, height: 70, stickerId: 'st1' });
  add('g1', 'Group', 'sp2', { x: 20, y: 150, width: 100, height: 60 });
  add('t1', 'Text', 'g1', { x: 0, y: 0, width: 60, height: 20 });
  add('r3', 'Rectangle', 'g1', { x: 50, y: 30, width: 50, height: 30 });
  add('c1', 'Comment', 'sp2', { x: 5, y: 5, text: 'check', userId: 'u1' });
  add('r4', 'Rectangle', 'sp3', { x: 0, y: 0, width: 20, height: 20 });
  return {
    nodes,
    stickers: { st1: sticker('st1', 'im2'), st2: sticker('st2', 'im3') },
    images: {
      im1: image('im1'),
      im2: { ...image('im2'), model: 'sticker' },
      im3: { ...image('im3'), model: 'sticker' },
    },
    colors: [...DEFAULT_COLORS],
    fonts: { ...DEFAULT_FONTS },
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  };
}

/** A store on the fixture with invariant checks on, deterministic ids, and the warnings collected. */
export function fixtureStore(options: AlbumStoreOptions = {}) {
  const warnings: StoreWarning[] = [];
  const store = createAlbumStore({
    document: fixtureDocument(),
    checkInvariants: true,
    freeze: true,
    ids: sequentialIds('new'),
    now: () => '2026-02-02T00:00:00.000Z',
    onWarning: (w) => warnings.push(w),
    ...options,
  });
  const invariantIssues = () => warnings.filter((w) => w.code === 'invariant');
  return { store, warnings, invariantIssues };
}

/** Child ids of a parent in the store's current state. */
export function childrenOf(store: ReturnType<typeof createAlbumStore>, parentId: string): string[] {
  const nodes = store.getState().nodes;
  return Object.values(nodes)
    .filter((n) => n.parentId === parentId)
    .sort((a, b) => (a.index < b.index ? -1 : a.index > b.index ? 1 : a.id < b.id ? -1 : 1))
    .map((n) => n.id);
}
