/**
 * The size of an element and the screen's pixel ratio, followed: a ResizeObserver sees the element's box change
 * (window resized, sidebar minimised, a phone turned, a dialog closed), a `resolution` media query sees the pixel
 * ratio change (browser zoom, the window moved to a screen of another density), which resizes nothing.
 *
 * The media query's `change` is not delivered for every ratio change (an emulated ratio, as DevTools and test
 * drivers set it, changes what the query matches without the event), so the ratio is also read once a second:
 * one property read, and the canvas never stays at a stale density for longer.
 */

/** How often the pixel ratio is read besides the media query's events, ms. */
export const RATIO_POLL_MS = 1000;

/** The element's CSS size and the device pixel ratio. */
export interface WatchedSize {
  width: number;
  height: number;
  dpr: number;
}

/**
 * Calls `onSize` now and whenever the element's size or the pixel ratio changes. Sizes of zero (the element is
 * hidden or not laid out yet) are not reported: fitting a view to nothing would lose its place. Answers the
 * function that stops watching.
 */
export function watchSize(element: HTMLElement, onSize: (size: WatchedSize) => void): () => void {
  const win = element.ownerDocument.defaultView ?? window;
  let last: WatchedSize | null = null;
  const measure = () => {
    const box = element.getBoundingClientRect();
    const size = { width: box.width, height: box.height, dpr: win.devicePixelRatio || 1 };
    if (size.width <= 0 || size.height <= 0) return;
    if (last && last.width === size.width && last.height === size.height && last.dpr === size.dpr) return;
    last = size;
    onSize(size);
  };

  const observer = new ResizeObserver(measure);
  observer.observe(element);

  // A query matching the current ratio only: when it stops matching the ratio changed, so measure and re-arm.
  let query: MediaQueryList | null = null;
  const onRatio = () => {
    measure();
    armRatio();
  };
  const armRatio = () => {
    query?.removeEventListener('change', onRatio);
    query =
      typeof win.matchMedia === 'function'
        ? win.matchMedia(`(resolution: ${win.devicePixelRatio || 1}dppx)`)
        : null;
    query?.addEventListener('change', onRatio);
  };
  armRatio();
  measure();
  const poll = setInterval(() => {
    if (last && (win.devicePixelRatio || 1) !== last.dpr) onRatio();
  }, RATIO_POLL_MS);

  return () => {
    observer.disconnect();
    clearInterval(poll);
    query?.removeEventListener('change', onRatio);
    query = null;
  };
}
