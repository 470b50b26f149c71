/**
 * Rendering for the tests on the runtime that ships (Preact's React compatibility, see build/preact.ts):
 * @testing-library/react drives the real react-dom, so the tests mount through the aliased `react-dom/client` and
 * query with @testing-library/dom, with every event wrapped in Preact's `act` (renders and effects run before the
 * next assertion, as they would between two taps). Waits (`findBy…`) are not wrapped: inside `act` Preact holds its
 * renders back until the end, so a wait would never see the answer it waits for.
 */
import { configure } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    // With a synchronous callback `act` flushes before it returns; its promise only repeats that.
    void act(() => {
      result = dispatch();
    });
    return result;
  },
});

const mounted = new Set<{ root: Root; container: HTMLElement }>();

/** Mounts `ui` in a fresh container in the document. */
export function render(ui: ReactNode): { container: HTMLElement } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  void act(() => root.render(ui));
  mounted.add({ root, container });
  return { container };
}

/** Unmounts everything {@link render} mounted. */
export function cleanup(): void {
  for (const entry of mounted) {
    void act(() => entry.root.unmount());
    entry.container.remove();
  }
  mounted.clear();
}

export { act };
