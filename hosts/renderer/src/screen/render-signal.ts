/**
 * The signal render workers and tests wait for: `document.body.dataset.renderState` (`loading`, `done`, `error`)
 * and `window.__renderDone`, set once every page is drawn or the screen gave up.
 */

/** State of the screen as automation sees it. */
export type RenderState = 'loading' | 'done' | 'error';

declare global {
  interface Window {
    /** True once the screen finished, with pages (`done`) or without (`error`). */
    __renderDone?: boolean;
  }
}

/** Publishes the state on `<body data-render-state>` and `window.__renderDone`. */
export function signalRenderState(state: RenderState, pageCount?: number): void {
  document.body.dataset.renderState = state;
  if (pageCount !== undefined) document.body.dataset.pageCount = String(pageCount);
  window.__renderDone = state !== 'loading';
}
