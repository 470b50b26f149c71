/**
 * Random actions for property tests: fast-check draws seeds, and each seed becomes a concrete action against the
 * document it is applied to (so ids exist, mostly). Some seeds deliberately name unknown ids.
 */
import fc from 'fast-check';
import { albumOrder } from '../album/spreads';
import { isElementType } from '../model/tree';
import type { AlbumDocument, AnyNode, NestedNode } from '../model/types';
import type { AlbumAction } from './actions';

export interface ActionSeed {
  kind: number;
  a: number;
  b: number;
  c: number;
  flag: boolean;
}

export const arbSeed: fc.Arbitrary<ActionSeed> = fc.record({
  kind: fc.nat({ max: 1000 }),
  a: fc.nat({ max: 10_000 }),
  b: fc.nat({ max: 10_000 }),
  c: fc.nat({ max: 10_000 }),
  flag: fc.boolean(),
});

function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

/** Makes concrete actions from seeds; `fresh` gives unique ids for creates. */
export function actionFactory(prefix = 'p') {
  let counter = 0;
  const fresh = () => `${prefix}${++counter}`;
  const shape = (seed: ActionSeed): NestedNode => {
    const types = ['Rectangle', 'Circle', 'Text', 'Image', 'Line', 'Comment', 'StickerCell'] as const;
    const type = pick(types, seed.b)!;
    return {
      type,
      props: {
        id: fresh(),
        x: seed.a % 400,
        y: seed.b % 280,
        width: 5 + (seed.c % 100),
        height: 5 + (seed.a % 100),
        rotation: seed.flag ? seed.c % 360 : 0,
        ...(type === 'Comment' ? { userId: 'u1', text: 'x' } : {}),
      } as never,
    };
  };

  return (doc: AlbumDocument, seed: ActionSeed): AlbumAction => {
    const all = Object.values(doc.nodes);
    const elements = all.filter((n) => isElementType(n.type)).map((n) => n.id);
    const groups = all.filter((n) => n.type === 'Group').map((n) => n.id);
    const order = albumOrder(doc);
    const spreads = order.spreads.map((s) => s.id);
    const sections = order.sections.map((s) => s.id);
    const stickers = Object.keys(doc.stickers);
    const containers = [...spreads, ...groups];
    const el = (n: number) => (seed.c % 17 === 0 ? 'ghost' : (pick(elements, n) ?? 'ghost'));
    const siblingsOf = (id: string) =>
      all.filter((n: AnyNode) => n.parentId === doc.nodes[id]?.parentId).map((n) => n.id);

    switch (seed.kind % 30) {
      case 0:
      case 1:
      case 2:
        return {
          type: 'updateProps',
          updates: [
            {
              id: el(seed.a),
              props: seed.flag
                ? { x: seed.b % 300, y: seed.c % 300 }
                : {
                    alwaysOnTop: seed.b % 2 === 0,
                    stroke: seed.c % 3 === 0 ? null : '#112233',
                    strokeWidth: seed.a % 4,
                  },
            },
          ],
        };
      case 3:
      case 4:
        return {
          type: 'addElements',
          parentId: pick(containers, seed.a) ?? 'ghost',
          position: seed.flag ? seed.c % 5 : undefined,
          nodes:
            seed.c % 4 === 0
              ? [{ type: 'Group', props: { id: fresh() } as never, children: [shape(seed)] }]
              : [shape(seed)],
        };
      case 5:
        return { type: 'deleteElements', ids: [el(seed.a), el(seed.b)] };
      case 6: {
        const first = el(seed.a);
        const siblings = siblingsOf(first).filter((id) => isElementType(doc.nodes[id]!.type));
        return {
          type: 'group',
          ids: [first, pick(siblings, seed.b) ?? first, pick(siblings, seed.c) ?? first],
          groupId: fresh(),
        };
      }
      case 7:
        return { type: 'ungroup', ids: [pick(groups, seed.a) ?? 'ghost'] };
      case 8: {
        const first = el(seed.a);
        return { type: 'swapSiblings', a: first, b: pick(siblingsOf(first), seed.b) ?? first };
      }
      case 9: {
        const shuffled = [...sections].sort((x, y) => ((x.length * seed.a + y.length * seed.b) % 3) - 1);
        return { type: 'reorderSections', order: seed.flag ? shuffled : [...sections].reverse() };
      }
      case 10:
        return { type: seed.flag ? 'sendToBack' : 'sendToFront', ids: [el(seed.a), el(seed.b)] };
      case 11:
        return {
          type: 'moveToSpread',
          ids: [el(seed.a)],
          spreadId: pick(spreads, seed.b) ?? 'ghost',
          keep: seed.flag ? 'canvas' : 'spread',
        };
      case 12:
        return { type: 'duplicate', ids: [el(seed.a)] };
      case 13:
        return { type: 'flip', ids: [el(seed.a)], axis: seed.flag ? 'horizontal' : 'vertical' };
      case 14:
        return {
          type: 'align',
          ids: [el(seed.a)],
          edge: pick(['left', 'center', 'right', 'top', 'middle', 'bottom'] as const, seed.b)!,
          target: seed.flag ? 'page' : 'spread',
          margin: seed.c % 20,
        };
      case 15:
        return {
          type: seed.flag ? 'moveSpreadUp' : 'moveSpreadDown',
          spreadId: pick(spreads, seed.a) ?? 'ghost',
        };
      case 16:
        return { type: 'duplicateSpread', spreadId: pick(spreads, seed.a) ?? 'ghost' };
      case 17:
        return { type: 'deleteSpread', spreadId: pick(spreads, seed.a) ?? 'ghost' };
      case 18:
        return {
          type: 'addEmptySpread',
          spreadId: pick(spreads, seed.a) ?? 'ghost',
          where: seed.flag ? 'before' : 'after',
          newId: `ManualPage-${fresh()}`,
        };
      case 19:
        return { type: 'deleteSection', sectionId: pick(sections, seed.a) ?? 'ghost' };
      case 20:
        return {
          type: 'addSticker',
          sticker: {
            id: fresh(),
            sectionId: seed.flag ? (pick(sections, seed.a) ?? 'ghost') : fresh(),
            name: 'n',
          },
          section: seed.flag ? undefined : { name: 'New' },
        };
      case 21:
        return {
          type: 'updateSticker',
          id: pick(stickers, seed.a) ?? 'ghost',
          changes: { name: `n${seed.b}`, doubleSticker: seed.flag, sectionId: pick(sections, seed.c) },
        };
      case 22:
        return { type: 'deleteSticker', id: pick(stickers, seed.a) ?? 'ghost' };
      case 23: {
        const cells = all.filter((n) => n.type === 'StickerCell').map((n) => n.id);
        return seed.flag
          ? { type: 'unlinkStickerCell', cellId: pick(cells, seed.a) ?? 'ghost' }
          : {
              type: 'updateProps',
              updates: [
                { id: pick(cells, seed.a) ?? 'ghost', props: { stickerId: pick(stickers, seed.b) ?? null } },
              ],
            };
      }
      case 24:
        return { type: 'toggleDoubleSticker', id: pick(stickers, seed.a) ?? 'ghost' };
      case 25:
        return {
          type: 'updateColors',
          colors: [...doc.colors.slice(0, 2), `#${(seed.a % 0xffffff).toString(16).padStart(6, '0')}`],
        };
      case 26:
        return seed.flag
          ? { type: 'updateFonts', fonts: { title: `F${seed.a % 5}` } }
          : { type: 'updateStickerTemplateSettings', settings: { blank_enabled: seed.b % 2 === 0 } };
      case 27:
        return seed.flag
          ? {
              type: 'addImages',
              images: [{ id: fresh(), model: 'image', blob: {}, details: { width: 10, height: 10 } }],
            }
          : { type: 'removeImage', id: pick(Object.keys(doc.images), seed.a) ?? 'ghost' };
      case 28:
        return { type: 'paste', spreadId: pick(spreads, seed.a) ?? 'ghost', nodes: [shape(seed)] };
      default:
        return {
          type: 'replaceElement',
          node: {
            id: el(seed.a),
            type: 'Rectangle',
            props: { id: 'x', x: 1, y: 2, width: 3, height: 4, rotation: 0, scale: 1 },
          },
        };
    }
  };
}
