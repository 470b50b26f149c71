/**
 * Properties over generated albums: the diff of two documents and the immer patches of a change both turn the
 * first document into the second through `applyPatches`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enablePatches, produceWithPatches } from 'immer';
import type { Draft, Patch } from 'immer';
import type { AlbumDocument } from '../model/types';
import { arbDocument } from '../testing/arbitraries';
import { applyPatches } from './apply';
import { diffDocuments } from './diff';
import { mergePatchSets } from './merge';
import type { PatchProblem } from './problems';
import { toPatchSet } from './to-patch-set';

enablePatches();

type Mutation = { kind: number; pick: number; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.integer({ min: 0, max: 11 }),
  pick: fc.nat(),
  value: fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 4 }),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.integer(), {
      maxKeys: 3,
      noNullPrototype: true,
    }),
  ),
});

function nth<T>(items: readonly T[], pick: number): T | undefined {
  return items.length === 0 ? undefined : items[pick % items.length];
}

/** One random edit of the kinds the store makes (and a few it never makes, to stress the diff). */
function mutate(draft: Draft<AlbumDocument>, { kind, pick, value }: Mutation): void {
  const ids = Object.keys(draft.nodes).sort();
  const id = nth(ids, pick);
  const node = id === undefined ? undefined : draft.nodes[id];
  const props = node?.props as Record<string, unknown> | undefined;
  const keys = props
    ? Object.keys(props)
        .filter((k) => k !== 'id')
        .sort()
    : [];
  switch (kind) {
    case 0: // set a prop (existing or new)
      if (props) props[nth(keys, pick >> 3) ?? 'label'] = value;
      break;
    case 1: // add a new prop with a slash and a tilde in its name
      if (props) props['odd/key~' + (pick % 3)] = value;
      break;
    case 2: // remove a prop
      if (props && keys.length > 0) delete props[nth(keys, pick >> 3)!];
      break;
    case 3: // delete a node
      if (id !== undefined) delete draft.nodes[id];
      break;
    case 4: // copy a node under a new id
      if (node) draft.nodes[`copy${pick}`] = { ...JSON.parse(JSON.stringify(node)), id: `copy${pick}` };
      break;
    case 5: // re-parent and re-index
      if (node && ids.length > 1) {
        node.parentId = nth(ids, pick >> 2)!;
        node.index = `a${pick % 10}`;
      }
      break;
    case 6: // palette edits, including shrinking and growing
      if (pick % 3 === 0) draft.colors.pop();
      else if (pick % 3 === 1) draft.colors.push(`#${(pick % 0xffffff).toString(16).padStart(6, '0')}`);
      else if (draft.colors.length > 0) draft.colors[pick % draft.colors.length] = '#abcdef';
      break;
    case 7: {
      // sticker field or sticker removal
      const stickerId = nth(Object.keys(draft.stickers).sort(), pick);
      if (stickerId === undefined) break;
      if (pick % 2 === 0) delete draft.stickers[stickerId];
      else (draft.stickers[stickerId] as unknown as Record<string, unknown>).name = String(value);
      break;
    }
    case 8: // rich text: nested array edits
      if (props && typeof props.text === 'object' && props.text !== null) {
        const blocks = (props.text as { blocks: Array<{ text: string; inlineStyleRanges: unknown[] }> })
          .blocks;
        if (pick % 2 === 0) blocks.push({ text: String(value), inlineStyleRanges: [] } as never);
        else if (blocks.length > 0) {
          blocks[0]!.inlineStyleRanges.splice(0, 1);
          blocks[0]!.text = 'edited';
        }
      }
      break;
    case 9:
      draft.fonts.title = String(value);
      break;
    case 10:
      draft.stickerTemplateSettings.blank_enabled = !draft.stickerTemplateSettings.blank_enabled;
      break;
    case 11: {
      const imageId = nth(Object.keys(draft.images).sort(), pick);
      if (imageId !== undefined) draft.images[imageId]!.tags = [String(value)];
      break;
    }
  }
}

describe('patch round trips on generated albums', () => {
  it('applyPatches(a, diffDocuments(a, b)) equals b, and the immer patches do too', () => {
    fc.assert(
      fc.property(
        arbDocument({ maxSections: 2, maxSpreads: 2, maxElements: 4 }),
        fc.array(mutation, { maxLength: 12 }),
        (a, mutations) => {
          let b = a;
          const sets = [];
          for (const [i, m] of mutations.entries()) {
            let patches: Patch[];
            [b, patches] = produceWithPatches(b, (draft) => mutate(draft, m));
            sets.push(toPatchSet(patches, i + 1));
          }
          const problems: PatchProblem[] = [];
          const onProblem = (p: PatchProblem) => problems.push(p);
          expect(applyPatches(a, diffDocuments(a, b), { onProblem })).toStrictEqual(b);
          expect(applyPatches(a, mergePatchSets(...sets), { onProblem })).toStrictEqual(b);
          expect(problems).toEqual([]);
          expect(diffDocuments(b, b)).toEqual({});
        },
      ),
      { numRuns: 200 },
    );
  });

  it('diffs one changed prop as exactly one operation', () => {
    fc.assert(
      fc.property(arbDocument({ maxSections: 1, maxSpreads: 2 }), fc.nat(), (a, pick) => {
        const ids = Object.keys(a.nodes).sort();
        const id = ids[pick % ids.length]!;
        const [b] = produceWithPatches(a, (draft) => {
          (draft.nodes[id]!.props as Record<string, unknown>).label = `changed ${pick}`;
        });
        const existed = 'label' in a.nodes[id]!.props;
        const set = diffDocuments(a, b);
        expect(set).toEqual({
          workspace: [
            { op: existed ? 'replace' : 'add', path: `/${id}/props/label`, value: `changed ${pick}` },
          ],
        });
      }),
      { numRuns: 50 },
    );
  });
});
