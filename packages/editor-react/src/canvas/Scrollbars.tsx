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

  return (
    <>
      {scrollbars.y.visible && (
        <div
          data-album-scrollbar="y"
          style={{ position: 'absolute', top: 0, right: 0, bottom: THICKNESS, width: THICKNESS }}
        >
          <div
            data-album-scrollbar-thumb=""
            onPointerDown={onPointerDown('y', scrollbars.y.start)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            style={{
              position: 'absolute',
              left: 0,
              right: 0,
              top: `${scrollbars.y.start * 100}%`,
              height: `${scrollbars.y.size * 100}%`,
              background: 'var(--album-scrollbar, rgba(0, 0, 0, 0.3))',
              borderRadius: THICKNESS / 2,
            }}
          />
        </div>
      )}
      {scrollbars.x.visible && (
        <div
          data-album-scrollbar="x"
          style={{ position: 'absolute', left: 0, bottom: 0, right: THICKNESS, height: THICKNESS }}
        >
          <div
            data-album-scrollbar-thumb=""
            onPointerDown={onPointerDown('x', scrollbars.x.start)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            style={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${scrollbars.x.start * 100}%`,
              width: `${scrollbars.x.size * 100}%`,
              background: 'var(--album-scrollbar, rgba(0, 0, 0, 0.3))',
              borderRadius: THICKNESS / 2,
            }}
          />
        </div>
      )}
    </>
  );
}
