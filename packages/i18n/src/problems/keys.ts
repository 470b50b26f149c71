import type { AlignEdge, AutoTextSymbol, RefusalReason, WarningCode } from '@album/editor-core';

// Records over the editor-core unions: adding a member there fails type checking here until its key (and, through
// the catalogue tests, its messages in all five languages) exists.
const REFUSALS: Record<RefusalReason, true> = {
  'read-only': true,
  'last-spread': true,
  'locked-color': true,
  'unknown-id': true,
  'invalid-input': true,
  'invalid-parent': true,
  'not-enough-items': true,
  'different-parents': true,
  'at-edge': true,
  forbidden: true,
  'text-editing': true,
  'no-history': true,
  'wrong-format': true,
  'paste-blocked': true,
  'gesture-state': true,
};

const WARNINGS: Record<WarningCode, true> = {
  'unknown-id': true,
  'missing-id': true,
  'duplicate-id': true,
  'invalid-parent': true,
  invariant: true,
  'wrong-json-format': true,
  'patch-skipped': true,
  forbidden: true,
  'reducer-error': true,
  'unknown-action': true,
};

const AUTO_TEXT: Record<AutoTextSymbol, true> = {
  'sticker-name': true,
  'sticker-position': true,
  'sticker-number': true,
  'sticker-nextnumber': true,
  section: true,
  pagenum: true,
  totalpages: true,
  album: true,
  totalstickers: true,
  toc_pages: true,
  toc_sections: true,
  release_date: true,
};

const ALIGN_EDGES: Record<AlignEdge, true> = {
  left: true,
  center: true,
  right: true,
  top: true,
  middle: true,
  bottom: true,
};

/** Every reason an editor action may refuse. */
export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];
/** Every kind of store warning. */
export const WARNING_CODES = Object.keys(WARNINGS) as WarningCode[];
/** Every automatic-text symbol of the text toolbar. */
export const AUTO_TEXT_SYMBOLS = Object.keys(AUTO_TEXT) as AutoTextSymbol[];
/** Every edge the align menu offers. */
export const ALIGN_OPTIONS = Object.keys(ALIGN_EDGES) as AlignEdge[];

/** The message key of a refusal: `editor.refusal.<reason>`. */
export function refusalKey(reason: RefusalReason): string {
  return `editor.refusal.${reason}`;
}

/** The message key of a store warning: `editor.warning.<code>`. */
export function warningKey(code: WarningCode): string {
  return `editor.warning.${code}`;
}

/** The label key of an automatic-text symbol: `toolbar.autoText.<symbol>`. */
export function autoTextKey(symbol: AutoTextSymbol): string {
  return `toolbar.autoText.${symbol}`;
}

/** The label key of an align option: `toolbar.align.<edge>`. */
export function alignKey(edge: AlignEdge): string {
  return `toolbar.align.${edge}`;
}

/** The message key of a server error code (`{error: {code}}` of the REST API): `api.error.<code>`. */
export function apiErrorKey(code: string): string {
  return `api.error.${code}`;
}

/** The generic error ("An error occurred. Please try again.") shown when nothing more specific exists. */
export const GENERIC_ERROR_KEY = 'error.generic';
