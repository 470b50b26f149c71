import { describe, expect, it, vi } from 'vitest';
import type { CanvasKit } from 'canvaskit-wasm';
import { DrawingSurface, nextSurfaceSlot } from './drawing-surface';

/** A canvas element as far as the surface uses it: a size and its events. */
class FakeCanvas extends EventTarget {
  width = 300;
  height = 150;
}

/** CanvasKit's surface calls, counted; `webgl` says whether a GL context can be made, `surfaces` whether surfaces. */
function fakeCanvasKit({ webgl = true, surfaces = true } = {}) {
  const made: Array<{ kind: 'gl' | 'sw'; width: number; height: number; deleted: boolean }> = [];
  const contexts: Array<{ deleted: boolean }> = [];
  const ck = {
    ColorSpace: { SRGB: 'srgb' },
    GetWebGLContext: vi.fn(() => (webgl ? 7 : 0)),
    MakeWebGLContext: vi.fn(() => {
      const context = { deleted: false, delete: () => (context.deleted = true) };
      contexts.push(context);
      return context;
    }),
    MakeOnScreenGLSurface: vi.fn((_context: unknown, width: number, height: number) => {
      if (!surfaces) return null;
      const surface = {
        kind: 'gl' as const,
        width,
        height,
        deleted: false,
        delete: () => (surface.deleted = true),
      };
      made.push(surface);
      return surface;
    }),
    MakeSWCanvasSurface: vi.fn((canvas: FakeCanvas) => {
      const surface = {
        kind: 'sw' as const,
        width: canvas.width,
        height: canvas.height,
        deleted: false,
        delete: () => (surface.deleted = true),
      };
      made.push(surface);
      return surface;
    }),
    deleteContext: vi.fn(),
  };
  return { ck: ck as unknown as CanvasKit, calls: ck, made, contexts };
}

function surfaceOn(canvas: FakeCanvas, ck: CanvasKit, onLost = vi.fn(), webgl = true) {
  return {
    surface: new DrawingSurface(ck, canvas as unknown as HTMLCanvasElement, { webgl, onLost }),
    onLost,
  };
}

describe('DrawingSurface', () => {
  it('keeps one GL context through resizes and makes a surface of each new size on it', () => {
    const { ck, calls, made, contexts } = fakeCanvasKit();
    const canvas = new FakeCanvas();
    const { surface } = surfaceOn(canvas, ck);
    expect(surface.backend).toBe('webgl');
    surface.resize(1502, 1339);
    surface.resize(1412, 1093);
    surface.resize(1412, 1093);
    surface.resize(3004, 2678);
    expect(calls.GetWebGLContext).toHaveBeenCalledTimes(1);
    expect(contexts).toHaveLength(1);
    expect(made.map((s) => [s.width, s.height, s.deleted])).toEqual([
      [1502, 1339, true],
      [1412, 1093, true],
      [3004, 2678, false],
    ]);
    expect([canvas.width, canvas.height]).toEqual([3004, 2678]);
    expect(surface.surface).toBe(made[2]);
  });

  it('draws in software where WebGL gives no context', () => {
    const { ck, made } = fakeCanvasKit({ webgl: false });
    const { surface, onLost } = surfaceOn(new FakeCanvas(), ck);
    expect(surface.backend).toBe('software');
    surface.resize(800, 600);
    expect(made.map((s) => [s.kind, s.width, s.height])).toEqual([['sw', 800, 600]]);
    expect(onLost).not.toHaveBeenCalled();
  });

  it('never asks for WebGL when software is forced', () => {
    const { ck, calls } = fakeCanvasKit();
    const { surface } = surfaceOn(new FakeCanvas(), ck, vi.fn(), false);
    surface.resize(10, 10);
    expect(calls.GetWebGLContext).not.toHaveBeenCalled();
    expect(surface.backend).toBe('software');
  });

  it('reports a lost context once and frees what it held', () => {
    const { ck, calls, made, contexts } = fakeCanvasKit();
    const canvas = new FakeCanvas();
    const { surface, onLost } = surfaceOn(canvas, ck);
    surface.resize(100, 100);
    canvas.dispatchEvent(new Event('webglcontextlost'));
    canvas.dispatchEvent(new Event('webglcontextlost'));
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(onLost).toHaveBeenCalledWith('context-lost');
    expect(surface.isLost).toBe(true);
    expect(surface.surface).toBeNull();
    expect(made[0]!.deleted).toBe(true);
    expect(contexts[0]!.deleted).toBe(true);
    expect(calls.deleteContext).toHaveBeenCalledWith(7);
    expect(surface.resize(200, 200)).toBeNull();
  });

  it('reports WebGL as failed when its context makes no surface (the element cannot turn to 2D any more)', () => {
    const { ck, calls } = fakeCanvasKit({ surfaces: false });
    const { surface, onLost } = surfaceOn(new FakeCanvas(), ck);
    expect(surface.resize(100, 100)).toBeNull();
    expect(onLost).toHaveBeenCalledWith('webgl-failed');
    expect(calls.MakeSWCanvasSurface).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', () => {
    const { ck } = fakeCanvasKit();
    const canvas = new FakeCanvas();
    const { surface, onLost } = surfaceOn(canvas, ck);
    surface.dispose();
    canvas.dispatchEvent(new Event('webglcontextlost'));
    expect(onLost).not.toHaveBeenCalled();
  });
});

describe('nextSurfaceSlot', () => {
  const first = { generation: 0, software: false, losses: 0 };

  it('takes a new element after every loss, WebGL again after one lost context', () => {
    const next = nextSurfaceSlot(first, 'context-lost');
    expect(next).toEqual({ generation: 1, software: false, losses: 1 });
  });

  it('stays on software once WebGL failed or its context kept being lost', () => {
    expect(nextSurfaceSlot(first, 'webgl-failed').software).toBe(true);
    const twice = nextSurfaceSlot(nextSurfaceSlot(first, 'context-lost'), 'context-lost');
    expect(twice).toEqual({ generation: 2, software: true, losses: 2 });
  });
});
