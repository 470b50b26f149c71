/**
 * Conversion between the nested workspace JSON (the REST and file format, `AlbumContent`) and the normalised
 * document of the store (`AlbumDocument`).
 *
 * Versions: the input is first brought to `CONTENT_SCHEMA_VERSION` by the migrations of `../migrations` (content
 * without `schemaVersion` is version 1). Content of a newer version is refused with the problem code
 * `content-newer-version` (see `isNewerVersionError`): this build does not know its rules.
 *
 * Validity: an input is valid when every node's props pass their schema (strict: no unknown props), containers
 * (Root, Section, Spread, Group) carry a `children` array and leaves carry none, levels hold, groups are not empty,
 * ids are unique, sticker cells point to existing stickers (each placed at most once), every sticker's section
 * exists and `stickerTemplateId` equals `stickerTemplateSettings.id`. For every valid input,
 * `toNested(fromNested(x))` deep-equals `x` when `x` is of the current version (an older `x` comes back migrated;
 * unknown top-level keys such as a REST payload's `title` are dropped;
 * the stickers and images arrays keep their order unless their ids are integer-like strings, whose record order
 * JavaScript fixes numerically: those arrays carry no meaning in their order).
 */
import { migrateContent } from '../migrations/migrate';
import { CONTENT_SCHEMA_VERSION } from '../migrations/registry';
import { formatPointer } from '../patches/pointer';
import { AlbumModelError } from './errors';
import type { ModelProblem } from './errors';
import { albumContentShellSchema, albumImageSchema, propsSchemas, stickerSchema } from './schemas';
import { canContain, childIdsOf, indicesAfter, isContainer, NODE_TYPES, rootOf } from './tree';
import type {
  AlbumContent,
  AlbumDocument,
  AlbumImage,
  AnyNode,
  NestedNode,
  NestedWorkspace,
  NodeType,
  Sticker,
} from './types';

/** The problem code of content saved by a newer version of the editor (`parseNested`, `fromNested`). */
export const CONTENT_NEWER_VERSION = 'content-newer-version';

/** Whether `error` (from `parseNested` or `fromNested`) says the content was saved by a newer version of the editor. */
export function isNewerVersionError(error: unknown): boolean {
  return error instanceof AlbumModelError && error.problems.some((p) => p.code === CONTENT_NEWER_VERSION);
}

/** The answer of `parseNested`. */
export type ParseNestedResult = { ok: true; doc: AlbumDocument } | { ok: false; error: AlbumModelError };

interface ZodIssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

const NODE_KEYS = new Set(['type', 'props', 'children']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function pushIssues(problems: ModelProblem[], base: string, issues: readonly ZodIssueLike[]): void {
  for (const issue of issues) {
    const message = issue.keys ? `${issue.message}: ${issue.keys.join(', ')}` : issue.message;
    problems.push({ path: base + formatPointer(issue.path.map(String)), code: issue.code, message });
  }
}

/** Deep copy of a JSON value (already checked by `isJsonValue`). */
function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = cloneJson(v);
  return out as T;
}

/** Fractional keys `a0, a1, ...` shared by every parent: the n-th child of any parent gets the same key. */
let sharedKeys: string[] = [];
function keysFor(n: number): string[] {
  if (sharedKeys.length < n) sharedKeys = indicesAfter(null, Math.max(n, sharedKeys.length * 2, 64));
  return sharedKeys;
}

/**
 * Deepest nesting accepted (Root 0, Section 1, Spread 2, elements 3 and deeper). Far beyond real albums; it keeps
 * recursive consumers (scene building, hit testing) safe from stack overflows on hostile input.
 */
export const MAX_TREE_DEPTH = 256;

interface PendingNode {
  value: unknown;
  path: string;
  depth: number;
  parentId: string | null;
  parentType: NodeType | null;
  index: string;
}

interface WalkResult {
  nodes: AlbumDocument['nodes'];
  cells: Array<{ id: string; stickerId: string; path: string }>;
}

function walkWorkspace(workspace: unknown, problems: ModelProblem[]): WalkResult {
  const nodes = Object.create(null) as AlbumDocument['nodes'];
  const cells: WalkResult['cells'] = [];
  const idPaths = new Map<string, string>();
  const visited = new Set<object>();
  const stack: PendingNode[] = [
    {
      value: workspace,
      path: '/workspace',
      depth: 0,
      parentId: null,
      parentType: null,
      index: keysFor(1)[0]!,
    },
  ];
  while (stack.length > 0) {
    const { value, path, depth, parentId, parentType, index } = stack.pop()!;
    if (!isRecord(value)) {
      problems.push({
        path,
        code: 'invalid_type',
        message: `expected a node object, received ${describe(value)}`,
      });
      continue;
    }
    if (visited.has(value)) {
      problems.push({
        path,
        code: 'repeated-node',
        message: 'the same node object appears twice (or in a cycle)',
      });
      continue;
    }
    visited.add(value);
    const extra = Object.keys(value).filter((k) => !NODE_KEYS.has(k));
    if (extra.length > 0) {
      problems.push({ path, code: 'unrecognized_keys', message: `unrecognized keys: ${extra.join(', ')}` });
    }
    const type = value.type;
    if (!(NODE_TYPES as readonly unknown[]).includes(type)) {
      problems.push({
        path: `${path}/type`,
        code: 'invalid_value',
        message: `unknown node type ${String(type)}`,
      });
      continue;
    }
    const nodeType = type as NodeType;
    if (parentType === null ? nodeType !== 'Root' : !canContain(parentType, nodeType)) {
      problems.push({
        path,
        code: 'wrong-level',
        message:
          parentType === null
            ? `the workspace must be a Root, not ${nodeType}`
            : `${nodeType} cannot be a child of ${parentType}`,
      });
    }
    const parsed = propsSchemas[nodeType].safeParse(value.props);
    let id: string | null = null;
    if (parsed.success) {
      id = parsed.data.id;
      const seenAt = idPaths.get(id);
      if (seenAt !== undefined) {
        problems.push({
          path: `${path}/props/id`,
          code: 'duplicate-id',
          message: `id ${id} is also used at ${seenAt}`,
        });
        id = null;
      } else {
        idPaths.set(id, path);
        nodes[id] = { id, type: nodeType, parentId, index, props: parsed.data } as AnyNode;
        if (nodeType === 'StickerCell' || nodeType === 'Sticker') {
          const { stickerId } = parsed.data as unknown as { stickerId: string | null };
          if (stickerId !== null) cells.push({ id, stickerId, path: `${path}/props/stickerId` });
        }
      }
    } else {
      pushIssues(problems, `${path}/props`, parsed.error.issues);
    }

    const children = value.children;
    if (!isContainer(nodeType)) {
      if (children !== undefined) {
        problems.push({
          path: `${path}/children`,
          code: 'leaf-with-children',
          message: `a ${nodeType} has no children`,
        });
      }
      continue;
    }
    if (!Array.isArray(children)) {
      problems.push({
        path: `${path}/children`,
        code: children === undefined ? 'missing-children' : 'invalid_type',
        message: `a ${nodeType} needs a children array, received ${describe(children)}`,
      });
      continue;
    }
    if (nodeType === 'Group' && children.length === 0) {
      problems.push({
        path: `${path}/children`,
        code: 'empty-group',
        message: 'a group needs at least one child',
      });
    }
    if (depth >= MAX_TREE_DEPTH && children.length > 0) {
      problems.push({
        path: `${path}/children`,
        code: 'too-deep',
        message: `nesting deeper than ${MAX_TREE_DEPTH} levels`,
      });
      continue;
    }
    const keys = keysFor(children.length);
    // Pushed in reverse so that the walk (and the problem list) follows document order.
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({
        value: children[i],
        path: `${path}/children/${i}`,
        depth: depth + 1,
        parentId: id,
        parentType: nodeType,
        index: keys[i]!,
      });
    }
  }
  return { nodes, cells };
}

function parseRecords<T extends { id: string }>(
  list: readonly unknown[],
  base: string,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: ZodIssueLike[] } };
  },
  problems: ModelProblem[],
): Record<string, T> {
  const out: Record<string, T> = {};
  const seen = new Set<string>();
  list.forEach((value, i) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      pushIssues(problems, `${base}/${i}`, parsed.error.issues);
      return;
    }
    if (seen.has(parsed.data.id)) {
      problems.push({
        path: `${base}/${i}/id`,
        code: 'duplicate-id',
        message: `id ${parsed.data.id} appears twice`,
      });
      return;
    }
    seen.add(parsed.data.id);
    out[parsed.data.id] = parsed.data;
  });
  return out;
}

function parseInto(original: unknown, problems: ModelProblem[]): AlbumDocument | null {
  if (!isRecord(original)) {
    problems.push({
      path: '',
      code: 'invalid_type',
      message: `expected an album object, received ${describe(original)}`,
    });
    return null;
  }
  const migrated = migrateContent(original);
  if (!migrated.ok) {
    const version = String(migrated.version ?? (original.schemaVersion as unknown));
    problems.push(
      migrated.error === 'newer-version'
        ? {
            path: '/schemaVersion',
            code: CONTENT_NEWER_VERSION,
            message: `the album was saved by a newer version of the editor (schema ${version}; this one reads up to ${CONTENT_SCHEMA_VERSION})`,
          }
        : {
            path: '/schemaVersion',
            code: migrated.error === 'invalid-version' ? 'invalid-schema-version' : migrated.error,
            message: `schemaVersion must be a whole number from 1 to ${CONTENT_SCHEMA_VERSION}, received ${version}`,
          },
    );
    return null;
  }
  const input = migrated.content;
  const shell = albumContentShellSchema.safeParse(input);
  if (!shell.success) pushIssues(problems, '', shell.error.issues);

  const { nodes, cells } = walkWorkspace(input.workspace, problems);
  const stickers = Array.isArray(input.stickers)
    ? parseRecords<Sticker>(input.stickers, '/stickers', stickerSchema, problems)
    : {};
  const images = Array.isArray(input.images)
    ? parseRecords<AlbumImage>(input.images, '/images', albumImageSchema, problems)
    : {};

  if (Array.isArray(input.stickers)) {
    input.stickers.forEach((sticker, i) => {
      if (!isRecord(sticker) || typeof sticker.sectionId !== 'string') return;
      const section = Object.hasOwn(nodes, sticker.sectionId) ? nodes[sticker.sectionId] : undefined;
      if (section?.type !== 'Section') {
        problems.push({
          path: `/stickers/${i}/sectionId`,
          code: 'missing-section',
          message: `section ${sticker.sectionId} does not exist`,
        });
      }
    });
  }
  const placed = new Map<string, string>();
  for (const cell of cells) {
    if (!Object.hasOwn(stickers, cell.stickerId)) {
      problems.push({
        path: cell.path,
        code: 'missing-sticker',
        message: `sticker ${cell.stickerId} does not exist`,
      });
      continue;
    }
    const other = placed.get(cell.stickerId);
    if (other !== undefined) {
      problems.push({
        path: cell.path,
        code: 'sticker-placed-twice',
        message: `sticker ${cell.stickerId} is already placed at ${other}`,
      });
    } else placed.set(cell.stickerId, cell.path);
  }
  for (const image of Object.values(images)) if (image.meta !== undefined) image.meta = cloneJson(image.meta);

  const settings = input.stickerTemplateSettings;
  const settingsId = isRecord(settings) ? settings.id : undefined;
  if (
    typeof input.stickerTemplateId === 'string' &&
    typeof settingsId === 'string' &&
    input.stickerTemplateId !== settingsId
  ) {
    problems.push({
      path: '/stickerTemplateId',
      code: 'template-id-mismatch',
      message: `stickerTemplateId ${input.stickerTemplateId} differs from stickerTemplateSettings.id ${settingsId}`,
    });
  }
  if (!shell.success) return null;
  const content = shell.data;
  if (problems.length > 0) return null;
  return {
    // A plain object again: the null prototype only guarded the walk against hostile keys, which the id schema rejects.
    nodes: { ...nodes },
    stickers,
    images,
    colors: content.colors,
    fonts: content.fonts,
    stickerTemplateSettings: content.stickerTemplateSettings,
  };
}

/**
 * Migrates nested album content to the current schema version, validates it and converts it to a normalised
 * document. Content of a newer version answers an error with the problem `content-newer-version`. Never throws: any input (null, strings,
 * cycles, huge numbers, hostile getters) answers either the document or an `AlbumModelError` listing every problem.
 * Children get fractional indexes in their order. The document shares nothing with the input.
 */
export function parseNested(input: unknown): ParseNestedResult {
  const problems: ModelProblem[] = [];
  let doc: AlbumDocument | null = null;
  try {
    doc = parseInto(input, problems);
  } catch (error) {
    problems.push({ path: '', code: 'unreadable', message: `the input could not be read: ${String(error)}` });
  }
  if (doc && problems.length === 0) return { ok: true, doc };
  if (problems.length === 0) problems.push({ path: '', code: 'invalid', message: 'invalid album' });
  return { ok: false, error: new AlbumModelError(problems) };
}

/** Like `parseNested`, but throws the `AlbumModelError`. */
export function fromNested(input: unknown): AlbumDocument {
  const result = parseNested(input);
  if (!result.ok) throw result.error;
  return result.doc;
}

/**
 * Writes a document as nested album content of the current schema version (`schemaVersion` first): children in (index, id) order, containers always with a `children`
 * array, leaves without. Props, stickers and images are shared with the document (treat the answer as read-only
 * or serialise it). Nodes not reachable from the root are left out. Throws `AlbumModelError` when there is no root.
 */
export function toNested(doc: AlbumDocument): AlbumContent {
  const root = rootOf(doc.nodes);
  if (!root)
    throw new AlbumModelError([
      { path: '/workspace', code: 'root-count', message: 'the document has no Root' },
    ]);
  const nestedOf = (node: AnyNode): NestedNode =>
    isContainer(node.type)
      ? { type: node.type, props: node.props, children: [] }
      : { type: node.type, props: node.props };
  const workspace = nestedOf(root) as NestedWorkspace;
  const visited = new Set<string>([root.id]);
  const stack: Array<[AnyNode, NestedNode]> = [[root, workspace]];
  while (stack.length > 0) {
    const [node, nested] = stack.pop()!;
    if (!nested.children) continue;
    for (const childId of childIdsOf(doc.nodes, node.id)) {
      if (visited.has(childId)) continue;
      visited.add(childId);
      const child = doc.nodes[childId]!;
      const nestedChild = nestedOf(child);
      nested.children.push(nestedChild);
      stack.push([child, nestedChild]);
    }
  }
  return {
    schemaVersion: CONTENT_SCHEMA_VERSION,
    workspace,
    stickers: Object.values(doc.stickers),
    images: Object.values(doc.images),
    colors: [...doc.colors],
    fonts: { ...doc.fonts },
    stickerTemplateId: doc.stickerTemplateSettings.id,
    stickerTemplateSettings: { ...doc.stickerTemplateSettings },
  };
}
