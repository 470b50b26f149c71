/**
 * Scenes for previews: a layout as it would look on this album (the album's colours, fonts and sticker design, since
 * layouts name palette entries and font roles), and a sticker design with a sample sticker. Both are small albums
 * made for the picture and drawn by the one `buildScene`.
 */
import { buildScene, fromNested, getStickerTemplate, templateLayout } from '@album/editor-core';
import type {
  AlbumDocument,
  Fill,
  NestedNode,
  NestedWorkspace,
  Scene,
  StickerTemplateSettings,
} from '@album/editor-core';
import type { Layout } from './blueprint-layouts';

/** The parts of an album a preview takes its look from. */
export type AlbumLook = Pick<AlbumDocument, 'colors' | 'fonts' | 'stickerTemplateSettings'>;

/** Changes when anything that shows in a preview changes: part of the picture's cache key. */
export function lookKey(look: AlbumLook): string {
  return JSON.stringify([look.colors, look.fonts, look.stickerTemplateSettings]);
}

function contentOf(look: AlbumLook, workspace: NestedWorkspace, stickers: unknown[] = []) {
  return {
    workspace,
    stickers,
    images: [],
    colors: look.colors,
    fonts: look.fonts,
    stickerTemplateId: look.stickerTemplateSettings.id,
    stickerTemplateSettings: look.stickerTemplateSettings,
  };
}

function spread(id: string, children: NestedNode[], fill?: Fill): NestedNode {
  return { type: 'Spread', props: { id, ...(fill === undefined ? {} : { fill }) }, children };
}

const META = { title: '', releaseDate: null };

/**
 * The scene of `layout` on an album with `look`. A double-page layout sits between a cover and a back page, so it
 * gets the geometry of an inner spread; a single-page one is the only spread.
 */
export function layoutScene(layout: Layout, look: AlbumLook): Scene {
  const shown = spread('preview', layout.elements, layout.fill);
  const spreads = layout.pages === 1 ? [shown] : [spread('before', []), shown, spread('after', [])];
  const workspace = {
    type: 'Root',
    props: { id: 'root' },
    children: [{ type: 'Section', props: { id: 'section', name: layout.sectionName }, children: spreads }],
  } as NestedWorkspace;
  return buildScene(fromNested(contentOf(look, workspace)), 'preview', META);
}

/** Texts of the sample sticker in a sticker design preview (translated by the caller). */
export interface SampleSticker {
  name: string;
  position: string;
}

/**
 * The scene of one single sticker's cell drawn with the design `settings`, cut to the cell (in the design's own
 * size). Throws for an unknown design.
 */
export function stickerDesignScene(
  settings: StickerTemplateSettings,
  look: AlbumLook,
  sample: SampleSticker,
): Scene {
  const { width, height } = templateLayout(getStickerTemplate(settings.id), false, 'default');
  const cell: NestedNode = {
    type: 'StickerCell',
    props: {
      id: 'cell',
      x: 0,
      y: 0,
      width,
      height,
      rotation: 0,
      scale: 1,
      stickerId: 'sample',
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
    },
  };
  const workspace = {
    type: 'Root',
    props: { id: 'root' },
    children: [
      { type: 'Section', props: { id: 'section', name: '' }, children: [spread('preview', [cell])] },
    ],
  } as NestedWorkspace;
  const sticker = {
    id: 'sample',
    name: sample.name,
    position: sample.position,
    doubleSticker: false,
    image: null,
    sectionId: 'section',
    stickerLayout: 'default',
    cellLayout: 'default',
    cx: 0.5,
    cy: 0.5,
    cscale: 1,
    crotation: 0,
    createdAt: '2020-01-01T00:00:00.000Z',
  };
  const doc = fromNested(contentOf({ ...look, stickerTemplateSettings: settings }, workspace, [sticker]));
  const scene = buildScene(doc, 'preview', META);
  // Cut to the cell: the page around it would only make the sticker tiny.
  return {
    ...scene,
    background: null,
    frame: { ...scene.frame, width, height, folds: [], pages: 1 },
  };
}
