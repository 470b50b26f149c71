/**
 * State of the canvas page input (specification section 5): it shows the current spread's label until the user
 * types; Enter submits the text to editor-core's `parsePageInput` (through `useSpread().goToPage`); a refused
 * input keeps its message and the display resets to the current page, as does leaving the field.
 */
import type { PageTarget, ValidationError, ValidationResult } from '@album/editor-core';

export interface PageFieldState {
  /** What the user typed, or null while the field shows the current page. */
  draft: string | null;
  /** Why the last submitted input was refused (message key with values), until the user types again. */
  error: ValidationError | null;
}

export type PageFieldAction =
  | { type: 'edit'; text: string }
  | { type: 'submitted'; result: ValidationResult<PageTarget> }
  | { type: 'reset' }
  | { type: 'dismissError' };

export const INITIAL_PAGE_FIELD: PageFieldState = { draft: null, error: null };

export function pageFieldReducer(state: PageFieldState, action: PageFieldAction): PageFieldState {
  switch (action.type) {
    case 'edit':
      return { draft: action.text, error: null };
    case 'submitted':
      // Accepted or refused, the field shows the (possibly new) current page again.
      return { draft: null, error: action.result.ok ? null : (action.result.errors[0] ?? null) };
    case 'reset':
      return state.draft === null ? state : { ...state, draft: null };
    case 'dismissError':
      return state.error === null ? state : { ...state, error: null };
  }
}

/** The text the field shows: the draft while typing, otherwise the current spread's label ("1", "2-3"). */
export function pageFieldText(state: PageFieldState, currentLabel: string): string {
  return state.draft ?? currentLabel;
}
