/**
 * The message a refused paste shows (issue #22: unknown clipboard content is answered, never silence). An unknown
 * format gets the hint what can be pasted; other refusals (preview, text being edited) the editor's own reason.
 */
import type { ActionResult } from '@album/editor-core';

/** The message id of a refused paste's toast. */
export function pasteRefusalMessageId(result: Extract<ActionResult, { ok: false }>): string {
  return result.reason === 'wrong-format' ? 'canvas.paste.unknown' : `editor.refusal.${result.reason}`;
}
