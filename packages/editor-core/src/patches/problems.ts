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
    | 'patches.invalidOperation';
  domain?: PatchDomain;
  /** The pointer inside the domain (or, for `outsideDomain`, inside the document). */
  path: string;
  op?: PatchOperation['op'] | string;
}

/** Receives problems; pass one to see what was skipped (tests, logging). */
export type PatchProblemHandler = (problem: PatchProblem) => void;
