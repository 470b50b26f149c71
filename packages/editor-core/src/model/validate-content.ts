/**
 * `validateAlbumContent`: every reason a normalised document could not be stored, in one linear pass. It is the
 * union of `checkInvariants` (structure) and the prop and record schemas of `parseNested` (values), so a document
 * without problems is one that `parseNested(toNested(doc))` accepts unchanged. The store guards remote changes and
 * loads with it, and the sync server guards client changes with it.
 */
import { formatPointer } from '../patches/pointer';
import type { ModelProblem } from './errors';
import { checkInvariants } from './invariants';
import type { InvariantIssue } from './invariants';
import { MAX_TREE_DEPTH } from './nested';
import {
  albumImageSchema,
  colorsSchema,
  fontsSchema,
  propsSchemas,
  stickerSchema,
  stickerTemplateSettingsSchema,
} from './schemas';
import { indicesBetween, NODE_TYPES } from './tree';
import type { AlbumDocument, NodeType } from './types';

/**
 * One problem of a document: `path` is a JSON pointer into the `AlbumDocument` (`/nodes/{id}/props/opacity`,
 * `/stickers/{id}/cscale`, `/colors/3`), `code` the rule (an `InvariantCode` such as `cycle` or `missing-parent`,
 * `too-deep`, or a zod issue code such as `too_big` or `invalid_type`), and `id` the node or record it is about.
 */
export interface AlbumContentProblem extends ModelProblem {
  id?: string;
}

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
}

interface SchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function pushSchema(
  out: AlbumContentProblem[],
  schema: SchemaLike,
  value: unknown,
  base: readonly string[],
  id?: string,
): void {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    out.push({
      path: formatPointer([...base, ...issue.path.map(String)]),
      code: issue.code,
      message: issue.message,
      ...(id === undefined ? {} : { id }),
    });
  }
}

/** Problems of one node's props against the schema of its type (nothing when the node is not even well-formed). */
export function nodePropsProblems(doc: AlbumDocument, id: string): AlbumContentProblem[] {
  const out: AlbumContentProblem[] = [];
  const node: unknown = Object.hasOwn(doc.nodes, id) ? doc.nodes[id] : undefined;
  if (!isObject(node) || !isObject(node.props)) return out;
  if (!(NODE_TYPES as readonly unknown[]).includes(node.type)) return out;
  pushSchema(out, propsSchemas[node.type as NodeType], node.props, ['nodes', id, 'props'], id);
  return out;
}

/** Problems of one sticker record (a missing record is no problem: removal is checked by the invariants). */
export function stickerProblems(doc: AlbumDocument, id: string): AlbumContentProblem[] {
  const out: AlbumContentProblem[] = [];
  if (Object.hasOwn(doc.stickers, id)) pushSchema(out, stickerSchema, doc.stickers[id], ['stickers', id], id);
  return out;
}

/** Problems of one image record. */
export function imageProblems(doc: AlbumDocument, id: string): AlbumContentProblem[] {
  const out: AlbumContentProblem[] = [];
  if (Object.hasOwn(doc.images, id)) pushSchema(out, albumImageSchema, doc.images[id], ['images', id], id);
  return out;
}

/** Problems of the palette, the fonts and the sticker template settings (small, always checked whole). */
export function settingsProblems(doc: AlbumDocument): AlbumContentProblem[] {
  const out: AlbumContentProblem[] = [];
  pushSchema(out, colorsSchema, doc.colors, ['colors']);
  pushSchema(out, fontsSchema, doc.fonts, ['fonts']);
  pushSchema(out, stickerTemplateSettingsSchema, doc.stickerTemplateSettings, ['stickerTemplateSettings']);
  return out;
}

/** Where an invariant issue points in the document: the record its id names. */
function invariantPath(doc: AlbumDocument, issue: InvariantIssue): string {
  if (issue.id === '') return '';
  switch (issue.code) {
    case 'missing-section':
      return formatPointer(['stickers', issue.id, 'sectionId']);
    case 'sticker-placed-twice':
      return formatPointer(['stickers', issue.id]);
    case 'missing-sticker':
      return formatPointer(['nodes', issue.id, 'props', 'stickerId']);
    default:
      if (isObject(doc.nodes) && Object.hasOwn(doc.nodes, issue.id))
        return formatPointer(['nodes', issue.id]);
      if (isObject(doc.stickers) && Object.hasOwn(doc.stickers, issue.id))
        return formatPointer(['stickers', issue.id]);
      return formatPointer(['images', issue.id]);
  }
}

/** The invariant issues of `doc` as content problems. */
export function structureProblems(doc: AlbumDocument): AlbumContentProblem[] {
  return checkInvariants(doc).map((issue) => ({
    path: invariantPath(doc, issue),
    code: issue.code,
    message: issue.message,
    ...(issue.id === '' ? {} : { id: issue.id }),
  }));
}

/**
 * Nodes nested deeper than `MAX_TREE_DEPTH` (which `parseNested` refuses, to keep recursive readers safe). Each
 * node's depth is memoised, so the pass is linear; chains that break off (missing parent, cycle) are left to the
 * invariants and get no depth.
 */
export function depthProblems(doc: AlbumDocument): AlbumContentProblem[] {
  const out: AlbumContentProblem[] = [];
  const nodes = doc.nodes;
  const depth = new Map<string, number>();
  for (const start of Object.keys(nodes)) {
    if (depth.has(start)) continue;
    const chain: string[] = [];
    const onChain = new Set<string>();
    let current: unknown = start;
    let base = -1;
    while (typeof current === 'string' && Object.hasOwn(nodes, current) && !onChain.has(current)) {
      const known = depth.get(current);
      if (known !== undefined) {
        base = known;
        break;
      }
      chain.push(current);
      onChain.add(current);
      const node: unknown = nodes[current];
      const parentId: unknown = isObject(node) ? node.parentId : undefined;
      if (parentId === null) {
        base = -1;
        current = null;
        break;
      }
      current = parentId;
    }
    // A chain that ends in a cycle or at a missing parent has no depth: mark it so it is not walked again.
    const broken = current !== null && (typeof current !== 'string' || !depth.has(current));
    for (let i = chain.length - 1; i >= 0; i--) {
      const id = chain[i]!;
      const d = broken ? Number.NaN : base + (chain.length - i);
      depth.set(id, d);
      if (d > MAX_TREE_DEPTH) {
        out.push({
          path: formatPointer(['nodes', id]),
          code: 'too-deep',
          message: `node ${id} is nested ${d} levels deep (at most ${MAX_TREE_DEPTH})`,
          id,
        });
      }
    }
  }
  return out;
}

const INDEX_PATTERN = /^[A-Za-z][0-9A-Za-z]{0,127}$/;

/**
 * True for a fractional index the ordering code can build on: base-62 digits behind a valid head, and a key the
 * library accepts (it can make a key after it). `parseNested` gives fresh indexes, so it never sees one; but a peer's
 * garbage index would make every later insert among those siblings fail.
 */
export function isValidIndex(index: unknown): boolean {
  if (typeof index !== 'string' || !INDEX_PATTERN.test(index)) return false;
  try {
    indicesBetween(index, null, 1);
    return true;
  } catch {
    return false;
  }
}

/** Nodes whose `index` is a string but not a usable fractional index (non-strings are the invariants' `bad-node`). */
export function indexProblems(doc: AlbumDocument): AlbumContentProblem[] {
  const out: AlbumContentProblem[] = [];
  for (const id of Object.keys(doc.nodes)) {
    const node: unknown = doc.nodes[id];
    if (!isObject(node) || typeof node.index !== 'string' || isValidIndex(node.index)) continue;
    out.push({
      path: formatPointer(['nodes', id, 'index']),
      code: 'invalid-index',
      message: `node ${id} has an index that is not a fractional index: ${JSON.stringify(node.index.slice(0, 40))}`,
      id,
    });
  }
  return out;
}

/**
 * Which parts of a document to check. `structure` runs the invariants and the depth rule over the whole tree (they
 * are about relations, so a local change can break them far away); `nodes`, `stickers` and `images` limit the
 * schema checks to those ids (all when absent); `settings` checks colours, fonts and template settings.
 */
export interface ValidationScope {
  structure: boolean;
  settings: boolean;
  nodes?: Iterable<string>;
  stickers?: Iterable<string>;
  images?: Iterable<string>;
}

/** The problems of `doc` within `scope` (see `validateAlbumContent`). Never throws. */
export function problemsInScope(doc: AlbumDocument, scope: ValidationScope): AlbumContentProblem[] {
  const out: AlbumContentProblem[] = [];
  try {
    if (scope.structure) out.push(...structureProblems(doc));
    if (!isObject(doc) || !isObject(doc.nodes)) {
      if (!scope.structure) out.push({ path: '', code: 'not-a-document', message: 'not an album document' });
      return out;
    }
    if (scope.structure) out.push(...depthProblems(doc), ...indexProblems(doc));
    for (const id of scope.nodes ?? Object.keys(doc.nodes)) out.push(...nodePropsProblems(doc, id));
    if (isObject(doc.stickers)) {
      for (const id of scope.stickers ?? Object.keys(doc.stickers)) out.push(...stickerProblems(doc, id));
    }
    if (isObject(doc.images)) {
      for (const id of scope.images ?? Object.keys(doc.images)) out.push(...imageProblems(doc, id));
    } else out.push({ path: '/images', code: 'not-a-document', message: 'document.images is not an object' });
    if (scope.settings) out.push(...settingsProblems(doc));
  } catch (error) {
    // Hostile objects (throwing getters, proxies) must still answer problems, never an exception.
    out.push({ path: '', code: 'unreadable', message: `the document could not be read: ${String(error)}` });
  }
  return out;
}

/** Options of `validateAlbumContent`. */
export interface ValidateAlbumContentOptions {
  /**
   * Check the props and records of these ids only (a guard that knows what a change touched); the structure
   * (parents, cycles, levels, groups, sticker links, depth) and the settings are always checked whole.
   */
  only?: { nodes?: Iterable<string>; stickers?: Iterable<string>; images?: Iterable<string> };
}

/**
 * Every problem of a normalised album document, or an empty list when it is valid: out-of-range or mistyped props
 * (crop scale 0.0001-9, opacities 0-1, stroke width 0-100, radius 0-50, gradients of 2-4 colours in the four
 * directions, finite numbers; see `ranges.ts`), unknown props, missing parents, parent cycles, wrong levels, empty
 * groups, nesting deeper than `MAX_TREE_DEPTH`, indexes that are not fractional indexes, id mismatches, dangling sticker links and invalid sticker, image,
 * colour, font and template records.
 *
 * A document without problems is one that `parseNested(toNested(doc))` accepts. Pure, never throws (any value gives
 * problems), and linear in the size of the document, so a server can run it on every incoming change; with
 * `options.only` the prop and record schemas (most of the cost) run only for what a change touched.
 *
 * @param doc - the document as the store, history and sync hold it (the shape `checkInvariants` reads).
 * @param options - `only`: limit the schema checks to these node, sticker and image ids.
 * @returns the problems: structure first (invariants, depth), then node props, stickers, images and settings.
 */
export function validateAlbumContent(
  doc: AlbumDocument,
  options: ValidateAlbumContentOptions = {},
): AlbumContentProblem[] {
  const only = options.only;
  return problemsInScope(doc, {
    structure: true,
    settings: true,
    ...(only?.nodes ? { nodes: only.nodes } : {}),
    ...(only?.stickers ? { stickers: only.stickers } : {}),
    ...(only?.images ? { images: only.images } : {}),
  });
}
