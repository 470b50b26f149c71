/**
 * The store's guard: no change may leave a document that `validateAlbumContent` (and so `parseNested(toNested(doc))`)
 * would reject. Local actions and remote patch sets are refused as a whole when they add a problem; a load is refused
 * when the loaded document has any problem.
 *
 * Cost: the schemas run only for the nodes and records a change touched, and the whole-tree rules (parents, cycles,
 * levels, empty groups, sticker links, depth) only when the change touched structure (a node added, removed or
 * re-parented, a sticker link or record changed). A drag (props of a few nodes) checks a few props.
 */
import type { Patch } from 'immer';
import { problemsInScope } from '../model/validate-content';
import type { AlbumContentProblem, ValidationScope } from '../model/validate-content';
import type { AlbumDocument } from '../model/types';
import { DOCUMENT_KEY_OF, PATCH_DOMAINS } from '../patches/domains';
import { parsePointer } from '../patches/pointer';
import type { PatchSet } from '../patches/types';

/** What a change touched, as far as validity goes. */
export interface ChangeScope {
  /** A whole domain was replaced: check everything. */
  all: boolean;
  /** Structure may have changed: run the whole-tree rules. */
  structure: boolean;
  settings: boolean;
  nodes: Set<string>;
  stickers: Set<string>;
  images: Set<string>;
}

function emptyScope(): ChangeScope {
  return {
    all: false,
    structure: false,
    settings: false,
    nodes: new Set(),
    stickers: new Set(),
    images: new Set(),
  };
}

/** Adds one written path (document key first) to `scope`. */
function addPath(scope: ChangeScope, path: readonly (string | number)[]): void {
  const [key, id, field, prop] = path.map(String);
  if (key === undefined || id === undefined) {
    scope.all = true;
    return;
  }
  if (key === 'nodes') {
    scope.nodes.add(id);
    // Props other than a sticker link cannot break a relation; anything else about a node can.
    if (field !== 'props' || prop === undefined || prop === 'stickerId' || prop === 'id')
      scope.structure = true;
  } else if (key === 'stickers') {
    scope.stickers.add(id);
    scope.structure = true;
  } else if (key === 'images') {
    scope.images.add(id);
    scope.structure = true;
  } else scope.settings = true;
}

/** The scope of a change made by a reducer (its immer patches). */
export function scopeOfImmerPatches(patches: readonly Patch[]): ChangeScope {
  const scope = emptyScope();
  for (const patch of patches) addPath(scope, patch.path);
  return scope;
}

/** The scope of a (sanitised) patch set. */
export function scopeOfPatchSet(set: PatchSet): ChangeScope {
  const scope = emptyScope();
  for (const domain of PATCH_DOMAINS) {
    for (const operation of set[domain] ?? []) {
      const segments = parsePointer(operation.path);
      if (segments === null) continue;
      addPath(scope, [DOCUMENT_KEY_OF[domain], ...segments]);
    }
  }
  return scope;
}

function validationScope(scope: ChangeScope): ValidationScope {
  if (scope.all) return { structure: true, settings: true };
  return {
    structure: scope.structure,
    settings: scope.settings,
    nodes: scope.nodes,
    stickers: scope.stickers,
    images: scope.images,
  };
}

const keyOf = (problem: AlbumContentProblem) => `${problem.code} ${problem.path}`;

/**
 * The problems `next` has within `scope` that `prev` did not have. Usually both lists are empty and `prev` is not
 * checked at all; comparing keeps a store that was created with an inconsistent document usable (changes that do
 * not make it worse still apply), while no change can add a problem.
 */
export function newProblems(
  prev: AlbumDocument,
  next: AlbumDocument,
  scope: ChangeScope,
): AlbumContentProblem[] {
  const checked = validationScope(scope);
  const after = problemsInScope(next, checked);
  if (after.length === 0) return after;
  const before = new Set(problemsInScope(prev, checked).map(keyOf));
  return after.filter((problem) => !before.has(keyOf(problem)));
}

/** A short developer-facing summary of problems for a warning's detail (the first few, and how many more). */
export function describeProblems(problems: readonly AlbumContentProblem[]): string {
  const shown = problems.slice(0, 5).map((p) => `${p.path || '/'} ${p.code}: ${p.message}`);
  return problems.length > 5 ? `${shown.join('; ')} (and ${problems.length - 5} more)` : shown.join('; ');
}
