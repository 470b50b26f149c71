/**
 * Where focus goes when the shortcuts dialog closes: back to the element that opened it when it is still on the
 * page (a menu item that opened it is gone by then, so the help menu passes its button), otherwise the canvas, so
 * keyboard users are never left on the document body.
 */
export function focusAfterDialog(returnTo: HTMLElement | null, doc: Document = document): HTMLElement | null {
  const target =
    returnTo && returnTo.isConnected && returnTo !== doc.body
      ? returnTo
      : doc.querySelector<HTMLElement>('[data-album-canvas]');
  target?.focus();
  return target;
}
