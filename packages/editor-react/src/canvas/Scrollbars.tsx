/**
 * Scrollbars of the canvas, hidden on an axis where the content fits. Unstyled: a track and a thumb per axis with
 * `data-album-scrollbar` attributes; only their geometry is set inline. Dragging a thumb scrolls.
 */
import { useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useViewport } from '../hooks/use-viewport';

const THICKNESS = 10;

export function Scrollbars() {
  const { scrollbars, scrollbarTo } = useViewport();
  const drag = useRef<{ axis: 'x' | 'y'; start: number; thumb: number; track: number } | null>(null);

  const onPointerDown = (axis: 'x' | 'y', thumbStart: number) => (e: ReactPointerEvent<HTMLDivElement>) => {
    const track = (e.currentTarget.parentElement as HTMLElement).getBoundingClientRect();
    drag.current = {
      axis,
      start: axis === 'x' ? e.clientX : e.clientY,
      thumb: thumbStart,
      track: axis === 'x' ? track.width : track.height,
    };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.track <= 0) return;
    const delta = ((d.axis === 'x' ? e.clientX : e.clientY) - d.start) / d.track;
    scrollbarTo(d.axis, d.thumb + delta);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const track = (axis: 'x' | 'y') => {
    const bar = scrollbars[axis];
    if (!bar.visible) return null;
    // The vertical track runs down the right edge, the horizontal one along the bottom; each stops short of the
    // corner the other one occupies.
    const trackStyle =
      axis === 'y'
        ? { top: 0, right: 0, bottom: THICKNESS, width: THICKNESS }
        : { left: 0, bottom: 0, right: THICKNESS, height: THICKNESS };
    const thumbStyle =
      axis === 'y'
        ? { left: 0, right: 0, top: `${bar.start * 100}%`, height: `${bar.size * 100}%` }
        : { top: 0, bottom: 0, left: `${bar.start * 100}%`, width: `${bar.size * 100}%` };
    return (
      <div data-album-scrollbar={axis} style={{ position: 'absolute', ...trackStyle }}>
        <div
          data-album-scrollbar-thumb=""
          onPointerDown={onPointerDown(axis, bar.start)}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          style={{
            position: 'absolute',
            ...thumbStyle,
            background: 'var(--album-scrollbar, rgba(0, 0, 0, 0.3))',
            borderRadius: THICKNESS / 2,
          }}
        />
      </div>
    );
  };

  return (
    <>
      {track('y')}
      {track('x')}
    </>
  );
}
