/**
 * A tiny deterministic document builder for the album, scene and validation tests: sections, spreads, elements and
 * stickers appended in order with readable ids.
 */
import { DEFAULT_COLORS, DEFAULT_FONTS, createNode } from '../model/defaults';
import { indicesAfter } from '../model/tree';
import type { AlbumDocument, AlbumImage, AnyNode, NodeType, PropsByType, Sticker } from '../model/types';

export interface DocBuilder {
  doc: AlbumDocument;
  section(name?: string, id?: string, isStatic?: boolean): string;
  spread(sectionId: string, id?: string, fill?: PropsByType['Spread']['fill']): string;
  spreads(sectionId: string, n: number): string[];
  add<T extends NodeType>(parentId: string, type: T, props: Partial<PropsByType[T]> & { id: string }): string;
  sticker(partial: Partial<Sticker> & { id: string; sectionId: string }): Sticker;
  image(id: string, width: number, height: number): AlbumImage;
}

export function docBuilder(): DocBuilder {
  const nodes: Record<string, AnyNode> = {};
  const lastIndex = new Map<string, string | null>();
  let counter = 0;
  const nextIndex = (parentId: string | null): string => {
    const key = parentId ?? '';
    const index = indicesAfter(lastIndex.get(key) ?? null, 1)[0]!;
    lastIndex.set(key, index);
    return index;
  };
  const put = (node: AnyNode): string => {
    nodes[node.id] = node;
    return node.id;
  };
  const root = createNode('Root', null, nextIndex(null), { id: 'root' });
  put(root as AnyNode);
  const doc: AlbumDocument = {
    nodes,
    stickers: {},
    images: {},
    colors: [...DEFAULT_COLORS],
    fonts: { ...DEFAULT_FONTS },
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  };
  const builder: DocBuilder = {
    doc,
    section(name = 'Section', id = `section${++counter}`, isStatic = false) {
      return put(createNode('Section', 'root', nextIndex('root'), { id, name, static: isStatic }) as AnyNode);
    },
    spread(sectionId, id = `ManualPage-${++counter}`, fill) {
      const props: Partial<PropsByType['Spread']> = { id, sectionId };
      if (fill !== undefined) props.fill = fill;
      return put(createNode('Spread', sectionId, nextIndex(sectionId), props) as AnyNode);
    },
    spreads(sectionId, n) {
      return Array.from({ length: n }, () => builder.spread(sectionId));
    },
    add(parentId, type, props) {
      return put(
        createNode(
          type,
          parentId,
          nextIndex(parentId),
          props as Partial<PropsByType[typeof type]>,
        ) as AnyNode,
      );
    },
    sticker(partial) {
      const sticker: Sticker = {
        name: partial.id,
        position: '',
        doubleSticker: false,
        image: null,
        stickerLayout: 'default',
        cellLayout: 'default',
        createdAt: '2026-01-01T00:00:00Z',
        cx: 0.5,
        cy: 0.5,
        cscale: 1,
        crotation: 0,
        ...partial,
      };
      doc.stickers[sticker.id] = sticker;
      return sticker;
    },
    image(id, width, height) {
      const image: AlbumImage = {
        id,
        model: 'image',
        blob: { full: `${id}.jpg` },
        details: { width, height },
      };
      doc.images[id] = image;
      return image;
    },
  };
  return builder;
}
