/**
 * Hands the keyboard back to the canvas (Escape in the floating toolbar, the end of a dialog): to the element of
 * the accessible mirror that holds the tab stop, so the user is back where they left, else to the canvas itself.
 */

/** Focuses the mirror item holding the tab stop inside `canvas`, or `canvas` itself. */
export function focusCanvas(canvas: HTMLElement | null): void {
  if (!canvas) return;
  const item = canvas.querySelector<HTMLElement>('[data-album-item][tabindex="0"]');
  (item ?? canvas).focus({ preventScroll: true });
}
