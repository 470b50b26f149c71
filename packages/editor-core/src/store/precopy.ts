/**
 * A faster first copy of the node map inside an immer draft.
 *
 * Every change to a node makes immer shallow-copy the 5,000-key `nodes` record once (`{ ...base }`). V8 keeps
 * records that large in dictionary mode, where object spread takes a slow generic path: it costs about twice a
 * plain `Object.keys` loop, and it is 90 % of a one-element update on the benchmark album. So before immer copies
 * the map, the store hands it a copy made with the loop. This writes the two fields immer's own `prepareCopy`
 * would write (`assigned_`, `copy_`) on the draft's state, found under immer's registered `Symbol.for('immer-state')`.
 * When the state does not look like immer 11's (another major version), nothing is touched and immer copies as
 * usual, only slower; `precopy.test.ts` fails in that case so the shortcut is noticed.
 */
import { copyRecord } from '../records/copy-record';

const IMMER_STATE = Symbol.for('immer-state');

interface ImmerObjectState {
  base_: Record<string, unknown>;
  copy_: Record<string, unknown> | null;
  assigned_: Map<string, boolean> | undefined;
}

function isObjectState(value: unknown): value is ImmerObjectState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<ImmerObjectState>;
  return (
    'copy_' in state &&
    'base_' in state &&
    typeof state.base_ === 'object' &&
    state.base_ !== null &&
    !Array.isArray(state.base_) &&
    !(state.base_ instanceof Map)
  );
}

/**
 * Gives the immer draft `draft` (a draft of a plain record) its copy now, made by `copyRecord`. Returns true when it
 * did; false when the draft already has a copy or is not an immer 11 object draft.
 */
export function precopy(draft: object): boolean {
  const state = (draft as Record<symbol, unknown>)[IMMER_STATE];
  if (!isObjectState(state) || state.copy_) return false;
  state.assigned_ = new Map();
  state.copy_ = copyRecord(state.base_);
  return true;
}
