import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATIO_POLL_MS, watchSize } from './watch-size';
import type { WatchedSize } from './watch-size';

/** The ResizeObservers made, so a test can say "the box changed". */
let observers: FakeResizeObserver[] = [];
class FakeResizeObserver {
  disconnected = false;
  constructor(private readonly callback: () => void) {
    observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    if (!this.disconnected) this.callback();
  }
}

/** A window whose pixel ratio can change; its `resolution` queries fire `change` when they stop matching. */
function fakeWindow() {
  const queries: Array<{ media: string; target: EventTarget }> = [];
  const win = {
    devicePixelRatio: 1,
    matchMedia(media: string) {
      const target = new EventTarget();
      queries.push({ media, target });
      return target as unknown as MediaQueryList;
    },
    setRatio(dpr: number) {
      const armed = queries.filter((q) => q.media === `(resolution: ${win.devicePixelRatio}dppx)`);
      win.devicePixelRatio = dpr;
      for (const q of armed) q.target.dispatchEvent(new Event('change'));
    },
  };
  return { win, queries };
}

function element(win: unknown, box: { width: number; height: number }) {
  return {
    ownerDocument: { defaultView: win },
    getBoundingClientRect: () => ({ ...box }),
  } as unknown as HTMLElement;
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('watchSize', () => {
  it('reports the size now, then each new size, and stops when asked', () => {
    const { win } = fakeWindow();
    const box = { width: 990, height: 827 };
    const seen: WatchedSize[] = [];
    const stop = watchSize(element(win, box), (size) => seen.push(size));
    box.width = 1350;
    observers[0]!.fire();
    observers[0]!.fire(); // same size again: not reported
    stop();
    box.width = 900;
    observers[0]!.fire();
    expect(seen).toEqual([
      { width: 990, height: 827, dpr: 1 },
      { width: 1350, height: 827, dpr: 1 },
    ]);
  });

  it('leaves out sizes of zero (a hidden element)', () => {
    const { win } = fakeWindow();
    const box = { width: 0, height: 0 };
    const seen: WatchedSize[] = [];
    watchSize(element(win, box), (size) => seen.push(size));
    box.width = 390;
    observers[0]!.fire();
    box.height = 600;
    observers[0]!.fire();
    expect(seen).toEqual([{ width: 390, height: 600, dpr: 1 }]);
  });

  it('reports a pixel ratio change without a resize, and the next one too', () => {
    const { win } = fakeWindow();
    const seen: WatchedSize[] = [];
    watchSize(element(win, { width: 390, height: 600 }), (size) => seen.push(size));
    win.setRatio(2);
    win.setRatio(3);
    expect(seen.map((s) => s.dpr)).toEqual([1, 2, 3]);
  });

  it('sees a ratio change the media query does not report within a second, and stops reading it when asked', () => {
    vi.useFakeTimers();
    try {
      const { win } = fakeWindow();
      const seen: WatchedSize[] = [];
      const stop = watchSize(element(win, { width: 390, height: 600 }), (size) => seen.push(size));
      // An emulated ratio: the value changes, no query fires.
      win.devicePixelRatio = 2;
      vi.advanceTimersByTime(RATIO_POLL_MS);
      expect(seen.map((s) => s.dpr)).toEqual([1, 2]);
      stop();
      win.devicePixelRatio = 3;
      vi.advanceTimersByTime(RATIO_POLL_MS * 2);
      expect(seen.map((s) => s.dpr)).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
