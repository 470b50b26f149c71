/**
 * Problems met while converting or applying patches. They are reported, never thrown: a patch stream from a peer
 * may legitimately address a node this replica already deleted.
 */
import type { PatchDomain, PatchOperation } from './types';

/** Why a patch or operation was left out. Carries a message key and the offending path. */
export interface PatchProblem {
  key:
    | 'patches.outsideDomain'
    | 'patches.unresolvedLength'
    | 'patches.missingPath'
    | 'patches.invalidPointer'
    | 'patches.invalidOperation'
    /** The patch set is not an object, or a domain's operations are not an array. */
    | 'patches.invalidPatchSet'
    /** An `add` or `replace` without a `value`. */
    | 'patches.missingValue'
    /** A value that is not JSON: a function, a non-finite number, a cycle, nesting deeper than 64 levels. */
    | 'patches.invalidValue';
  domain?: PatchDomain;
  /** The pointer inside the domain (or, for `outsideDomain`, inside the document). */
  path: string;
  op?: PatchOperation['op'] | string;
}

/** Receives problems; pass one to see what was skipped (tests, logging). */
export type PatchProblemHandler = (problem: PatchProblem) => void;
