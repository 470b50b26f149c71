/**
 * The invariant checker: reports every inconsistency of a document and never throws, whatever it is given.
 * Reducers keep these invariants; tests run the checker after every action.
 */
import { ALLOWED_PARENTS, childIndexOf, isContainer, isStickerCellNode, NODE_TYPES } from './tree';
import type { AlbumDocument } from './types';

/** Kinds of inconsistency. */
export type InvariantCode =
  | 'not-a-document'
  | 'bad-node'
  | 'unknown-type'
  | 'root-count'
  | 'root-has-parent'
  | 'missing-parent'
  | 'cycle'
  | 'wrong-level'
  | 'empty-group'
  | 'leaf-with-children'
  | 'id-mismatch'
  | 'missing-sticker'
  | 'missing-section'
  | 'sticker-placed-twice';

/** One inconsistency: which rule, on which id (node, sticker or image), and a developer-facing explanation. */
export interface InvariantIssue {
  code: InvariantCode;
  id: string;
  message: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Every violated invariant of `doc`: exactly one Root; every other node has an existing parent; no cycles; levels
 * (Section under Root, Spread under Section, elements under Spread or Group); groups have at least one child; leaves
 * have none; node ids equal `props.id` and the record key; sticker and image records are keyed by their id;
 * StickerCell/Sticker `stickerId`s point to existing stickers; each sticker's `sectionId` is an existing Section;
 * a sticker is placed in at most one cell. Empty when the document is consistent.
 */
export function checkInvariants(doc: AlbumDocument): InvariantIssue[] {
  const issues: InvariantIssue[] = [];
  const report = (code: InvariantCode, id: string, message: string) => issues.push({ code, id, message });
  try {
    checkInto(doc, report);
  } catch (error) {
    // Defensive: a hostile object (throwing getters, proxies) must still not escape as an exception.
    report('not-a-document', '', `checker failed: ${String(error)}`);
  }
  return issues;
}

type Report = (code: InvariantCode, id: string, message: string) => void;

function checkInto(doc: AlbumDocument, report: Report): void {
  if (!isObject(doc) || !isObject(doc.nodes)) {
    report('not-a-document', '', 'document or document.nodes is not an object');
    return;
  }
  const nodes = doc.nodes;
  // Null prototype: a hostile key such as `__proto__` must stay an ordinary entry.
  const valid = Object.create(null) as AlbumDocument['nodes'];
  let roots = 0;
  for (const key of Object.keys(nodes)) {
    const node: unknown = nodes[key];
    if (!isObject(node) || !isObject(node.props)) {
      report('bad-node', key, `node ${key} is not an object with props`);
      continue;
    }
    if (!(NODE_TYPES as readonly unknown[]).includes(node.type)) {
      report('unknown-type', key, `node ${key} has unknown type ${String(node.type)}`);
      continue;
    }
    if (node.id !== key || node.props.id !== key) {
      report(
        'id-mismatch',
        key,
        `node key ${key}, id ${String(node.id)} and props.id ${String(node.props.id)} differ`,
      );
    }
    if (typeof node.index !== 'string') report('bad-node', key, `node ${key} has no string index`);
    if (node.type === 'Root') {
      roots++;
      if (node.parentId !== null)
        report('root-has-parent', key, `root ${key} has parent ${String(node.parentId)}`);
    }
    valid[key] = node as unknown as AlbumDocument['nodes'][string];
  }
  if (roots !== 1) report('root-count', '', `expected exactly one Root, found ${roots}`);

  checkParents(valid, report);
  checkChildren(valid, report);
  checkStickers(doc, valid, report);
}

function checkParents(nodes: AlbumDocument['nodes'], report: Report): void {
  for (const id in nodes) {
    const node = nodes[id]!;
    if (node.type === 'Root') continue;
    const parent =
      typeof node.parentId === 'string' && Object.hasOwn(nodes, node.parentId)
        ? nodes[node.parentId]
        : undefined;
    if (!parent) {
      report('missing-parent', id, `parent ${String(node.parentId)} of ${node.type} ${id} does not exist`);
      continue;
    }
    if (!ALLOWED_PARENTS[node.type].includes(parent.type)) {
      report('wrong-level', id, `${node.type} ${id} cannot be a child of ${parent.type} ${parent.id}`);
    }
  }
  // Cycle detection: a chain that revisits a node of the walk in progress never reaches the root.
  const state = new Map<string, 'walking' | 'done'>();
  for (const start in nodes) {
    const path: string[] = [];
    let current: string | null = start;
    while (current !== null && Object.hasOwn(nodes, current) && !state.has(current)) {
      state.set(current, 'walking');
      path.push(current);
      current = nodes[current]!.parentId;
    }
    if (current !== null && state.get(current) === 'walking') {
      const cycle = path.slice(path.indexOf(current));
      for (const id of cycle) report('cycle', id, `node ${id} is on a parent cycle (${cycle.join(' > ')})`);
    }
    for (const id of path) state.set(id, 'done');
  }
}

function checkChildren(nodes: AlbumDocument['nodes'], report: Report): void {
  const children = childIndexOf(nodes);
  for (const id in nodes) {
    const node = nodes[id]!;
    const count = children.get(id)?.length ?? 0;
    if (node.type === 'Group' && count === 0) report('empty-group', id, `group ${id} has no children`);
    if (!isContainer(node.type) && count > 0)
      report('leaf-with-children', id, `${node.type} ${id} has children`);
  }
}

function checkStickers(doc: AlbumDocument, nodes: AlbumDocument['nodes'], report: Report): void {
  const stickers: unknown = doc.stickers;
  if (!isObject(stickers)) {
    report('not-a-document', '', 'document.stickers is not an object');
    return;
  }
  for (const key of Object.keys(stickers)) {
    const sticker = stickers[key];
    if (!isObject(sticker)) {
      report('bad-node', key, `sticker ${key} is not an object`);
      continue;
    }
    if (sticker.id !== key)
      report('id-mismatch', key, `sticker key ${key} and id ${String(sticker.id)} differ`);
    const section =
      typeof sticker.sectionId === 'string' && Object.hasOwn(nodes, sticker.sectionId)
        ? nodes[sticker.sectionId]
        : undefined;
    if (section?.type !== 'Section') {
      report('missing-section', key, `section ${String(sticker.sectionId)} of sticker ${key} does not exist`);
    }
  }
  const images: unknown = doc.images;
  if (isObject(images)) {
    for (const key of Object.keys(images)) {
      const image = images[key];
      if (!isObject(image) || image.id !== key)
        report('id-mismatch', key, `image key ${key} and its id differ`);
    }
  } else {
    report('not-a-document', '', 'document.images is not an object');
  }
  const placedIn = new Map<string, string>();
  for (const id in nodes) {
    const node = nodes[id]!;
    if (!isStickerCellNode(node)) continue;
    const stickerId: unknown = node.props.stickerId;
    if (stickerId === null || stickerId === undefined) continue;
    if (
      typeof stickerId !== 'string' ||
      !Object.hasOwn(stickers, stickerId) ||
      !isObject(stickers[stickerId])
    ) {
      report('missing-sticker', id, `${node.type} ${id} points to missing sticker ${String(stickerId)}`);
      continue;
    }
    const other = placedIn.get(stickerId);
    if (other !== undefined) {
      report('sticker-placed-twice', stickerId, `sticker ${stickerId} is placed in ${other} and ${id}`);
    } else placedIn.set(stickerId, id);
  }
}
