/**
 * The SVG overlay above the canvas: hover outline, selection outlines and handles, the isolated group, the lasso,
 * snap guides, collaborators' selections in their colours with their avatars, and as the view settings ask
 * (issue #22) the 5 mm grid, the bleed and the spine danger zone. A read-only canvas (preview, locked album) draws
 * no handles and no hover outline. Drawn in screen pixels, so handles keep their size at any zoom (the scale handle's radius
 * is 5 px: 5/zoom in document units).
 *
 * Unstyled in the sense of the package: colours come from CSS custom properties with neutral defaults
 * (`--album-selection`, `--album-guide`, `--album-hover`, `--album-handle-fill`, `--album-danger`, `--album-focus`).
 *
 * The keyboard focus ring is drawn here too (issue #23): around the whole view when the canvas itself has the
 * focus, around the element when an item of the accessible mirror has it (the mirror itself is not drawn), in a
 * thick stroke over a white one so it shows on any page colour.
 */
import { BLEED, SNAP_GRID, SPINE_DANGER_HALF_WIDTH, spreadFrameAt, spreadOf } from '@album/editor-core';
import type { NodeMap, SpreadLayout } from '@album/editor-core';
import { useEditorContext } from '../context/editor-context';
import { shallowEqual, useEditorValue } from '../hooks/use-editor-value';
import { usePresence } from '../hooks/use-presence';
import { useStoreSlice } from '../hooks/use-store';
import { CANVAS_FOCUS } from '../interaction/ui-store';
import { initialsOf } from '../presence/presence-store';
import { visibleRange } from '../viewport/viewport-math';
import type { Viewport } from '../viewport/viewport-math';
import {
  boundsToScreen,
  elementHandles,
  elementQuad,
  guideToScreen,
  quadPoints,
  selectionScreenRect,
} from './overlay-geometry';
import type { Quad } from './overlay-geometry';

/** Width of the spine danger zone drawn on each side of a fold in print preview, mm (editor-core's preflight). */
export { SPINE_DANGER_HALF_WIDTH };

const SELECTION = 'var(--album-selection, #1e88e5)';
const HOVER = 'var(--album-hover, #90caf9)';
const GUIDE = 'var(--album-guide, #e91e63)';
const HANDLE_FILL = 'var(--album-handle-fill, #ffffff)';
const DANGER = 'var(--album-danger, rgba(229, 57, 53, 0.18))';
const FOCUS = 'var(--album-focus, #d84315)';
const FOCUS_WIDTH = 3;
const GRID = 'var(--album-grid, rgba(30, 136, 229, 0.35))';
/** Grid lines closer than this many screen pixels would grey the page: the grid takes a coarser step. */
const MIN_GRID_PIXELS = 6;

/**
 * The grid step (mm) drawn at `zoom`: the 5 mm snap grid (specification section 9), or a multiple of it (10, 25,
 * 50 mm) when 5 mm lines would lie closer than `MIN_GRID_PIXELS` on screen.
 */
export function gridStep(zoom: number): number {
  for (const step of [SNAP_GRID, 10, 25, 50]) if (step * zoom >= MIN_GRID_PIXELS) return step;
  return 100;
}

function quadsOf(
  nodes: NodeMap,
  layout: SpreadLayout,
  v: Viewport,
  ids: readonly string[],
): Array<{ id: string; quad: Quad }> {
  const out: Array<{ id: string; quad: Quad }> = [];
  for (const id of ids) {
    const spread = spreadOf(nodes, id);
    if (!spread) continue;
    const quad = elementQuad(nodes, layout, v, spread.id, id);
    if (quad) out.push({ id, quad });
  }
  return out;
}

export function SelectionOverlay() {
  const { viewport, ui, runtime } = useEditorContext();
  const view = useStoreSlice(
    viewport,
    (s) => ({ zoom: s.zoom, x: s.x, y: s.y, width: s.width, height: s.height }),
    shallowEqual,
  );
  const overlay = useStoreSlice(
    ui,
    (s) => ({
      lasso: s.lasso,
      lassoSpreadId: s.lassoSpreadId,
      guides: s.guides,
      guidesSpreadId: s.guidesSpreadId,
      hoverId: s.hoverId,
      gesture: s.gesture,
      focusRing: s.focusRing,
      view: s.view,
      readOnly: s.readOnly,
    }),
    shallowEqual,
  );
  const selection = useEditorValue((e) => e.getSelection(), Object.is, ['selection']);
  const nodes = useEditorValue((e) => e.getState().nodes, Object.is, ['change']);
  const collaborators = usePresence();
  // Cached per node map by the runtime.
  const layout = runtime.layout();

  const editing = selection.mode === 'text-edit';
  const selected = quadsOf(nodes, layout, view, selection.ids);
  const single = selected.length === 1 ? selected[0]! : null;
  const singleNode = single ? nodes[single.id] : undefined;
  // Preview and locked albums: nothing that invites an edit (handles, hover outlines).
  const editable = !overlay.readOnly;
  const handles =
    editable &&
    single &&
    singleNode &&
    !editing &&
    !(singleNode.props as { locked?: boolean }).locked &&
    selection.mode !== 'image-edit'
      ? elementHandles(single.quad, singleNode, view.zoom)
      : [];
  const joint = selected.length > 1 ? selectionScreenRect(nodes, layout, view, selection.ids) : null;
  const hover =
    editable && overlay.hoverId && !selection.ids.includes(overlay.hoverId) && overlay.gesture === null
      ? quadsOf(nodes, layout, view, [overlay.hoverId])[0]
      : undefined;
  const isolated = selection.isolatedId ? quadsOf(nodes, layout, view, [selection.isolatedId])[0] : undefined;
  const focusedItem =
    overlay.focusRing && overlay.focusRing !== CANVAS_FOCUS
      ? quadsOf(nodes, layout, view, [overlay.focusRing])[0]
      : undefined;

  const { view: options } = overlay;
  const pageMarks = options.bleed || options.spine || options.grid;
  const [from, to] = pageMarks ? visibleRange(layout.spreads, view) : [0, 0];
  const markedSpreads = layout.spreads.slice(from, to);
  const grid = options.grid ? gridStep(view.zoom) : null;

  return (
    <svg
      data-album-overlay=""
      width={view.width}
      height={view.height}
      style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none', overflow: 'visible' }}
      aria-hidden="true"
    >
      {markedSpreads.map((s) => {
        const trim = boundsToScreen(view, layout, s.id, { minX: 0, minY: 0, maxX: s.width, maxY: s.height });
        const bleed = boundsToScreen(view, layout, s.id, {
          minX: -BLEED,
          minY: -BLEED,
          maxX: s.width + BLEED,
          maxY: s.height + BLEED,
        });
        const folds = spreadFrameAt(s.index, layout.spreads.length).folds;
        return (
          <g key={s.id} data-preview-spread={s.id}>
            {grid && (
              <>
                <pattern
                  id={`album-grid-${s.id}`}
                  patternUnits="userSpaceOnUse"
                  x={trim.x}
                  y={trim.y}
                  width={grid * view.zoom}
                  height={grid * view.zoom}
                >
                  <path
                    d={`M ${grid * view.zoom} 0 L 0 0 0 ${grid * view.zoom}`}
                    fill="none"
                    stroke={GRID}
                    strokeWidth={0.5}
                  />
                </pattern>
                <rect {...trim} fill={`url(#album-grid-${s.id})`} data-part="grid" data-step={grid} />
              </>
            )}
            {options.bleed && (
              <>
                <rect
                  {...bleed}
                  fill="none"
                  stroke={GUIDE}
                  strokeDasharray="4 3"
                  strokeWidth={1}
                  data-part="bleed"
                />
                <rect {...trim} fill="none" stroke={SELECTION} strokeWidth={0.5} data-part="trim" />
              </>
            )}
            {folds.map((fold) => {
              if (!options.spine) return null;
              const zone = boundsToScreen(view, layout, s.id, {
                minX: fold - SPINE_DANGER_HALF_WIDTH,
                minY: 0,
                maxX: fold + SPINE_DANGER_HALF_WIDTH,
                maxY: s.height,
              });
              return <rect key={fold} {...zone} fill={DANGER} data-part="spine-danger-zone" />;
            })}
          </g>
        );
      })}
      {isolated && (
        <polygon
          points={quadPoints(isolated.quad)}
          fill="none"
          stroke={SELECTION}
          strokeDasharray="6 4"
          data-part="isolated"
        />
      )}
      {hover && (
        <polygon
          points={quadPoints(hover.quad)}
          fill="none"
          stroke={HOVER}
          strokeWidth={1}
          data-part="hover"
        />
      )}
      {collaborators.map((c) => {
        const quads = quadsOf(nodes, layout, view, c.selection);
        const box = selectionScreenRect(nodes, layout, view, c.selection);
        if (!box) return null;
        return (
          <g key={c.id} data-collaborator={c.id}>
            {quads.map(({ id, quad }) => (
              <polygon key={id} points={quadPoints(quad)} fill="none" stroke={c.color} strokeWidth={2} />
            ))}
            <g transform={`translate(${box.x + box.width}, ${box.y - 14})`} data-part="avatar">
              <circle r={11} fill={c.color} />
              {c.picture ? (
                <>
                  <clipPath id={`album-avatar-${c.id}`}>
                    <circle r={9} />
                  </clipPath>
                  <image
                    href={c.picture}
                    x={-9}
                    y={-9}
                    width={18}
                    height={18}
                    clipPath={`url(#album-avatar-${c.id})`}
                  />
                </>
              ) : (
                <text textAnchor="middle" dominantBaseline="central" fontSize={9} fill="#fff">
                  {initialsOf(c.email)}
                </text>
              )}
              <title>{c.email}</title>
            </g>
          </g>
        );
      })}
      {selected.map(({ id, quad }) => (
        <polygon
          key={id}
          points={quadPoints(quad)}
          fill="none"
          stroke={SELECTION}
          strokeWidth={1.5}
          data-part="selection"
          data-node-id={id}
        />
      ))}
      {joint && (
        <rect {...joint} fill="none" stroke={SELECTION} strokeDasharray="4 3" data-part="selection-bounds" />
      )}
      {joint && editable && !editing && (
        <circle
          cx={joint.x + joint.width / 2}
          cy={joint.y - 24}
          r={6}
          fill={HANDLE_FILL}
          stroke={SELECTION}
          data-handle="rotate"
          style={{ pointerEvents: 'all', cursor: 'grab' }}
        />
      )}
      {handles.map((h) => {
        if (h.kind === 'resize') {
          return (
            <rect
              key={h.handle}
              x={h.x - 4}
              y={h.y - 4}
              width={8}
              height={8}
              fill={HANDLE_FILL}
              stroke={SELECTION}
              data-handle="resize"
              data-handle-dir={h.handle}
              data-node-id={single!.id}
              style={{ pointerEvents: 'all', cursor: `${h.handle}-resize` }}
            />
          );
        }
        if (h.kind === 'scale') {
          return (
            <circle
              key="scale"
              cx={h.x}
              cy={h.y}
              r={h.radius}
              fill={SELECTION}
              stroke={HANDLE_FILL}
              data-handle="scale"
              data-node-id={single!.id}
              style={{ pointerEvents: 'all', cursor: 'nwse-resize' }}
            />
          );
        }
        return (
          <circle
            key="rotate"
            cx={h.x}
            cy={h.y}
            r={6}
            fill={HANDLE_FILL}
            stroke={SELECTION}
            data-handle="rotate"
            data-node-id={single!.id}
            style={{ pointerEvents: 'all', cursor: 'grab' }}
          />
        );
      })}
      {overlay.focusRing === CANVAS_FOCUS && (
        <rect
          x={FOCUS_WIDTH / 2}
          y={FOCUS_WIDTH / 2}
          width={Math.max(0, view.width - FOCUS_WIDTH)}
          height={Math.max(0, view.height - FOCUS_WIDTH)}
          fill="none"
          stroke={FOCUS}
          strokeWidth={FOCUS_WIDTH}
          data-part="focus-ring"
        />
      )}
      {focusedItem && (
        <g data-part="focus-ring" data-node-id={focusedItem.id}>
          <polygon
            points={quadPoints(focusedItem.quad)}
            fill="none"
            stroke={HANDLE_FILL}
            strokeWidth={FOCUS_WIDTH + 3}
          />
          <polygon
            points={quadPoints(focusedItem.quad)}
            fill="none"
            stroke={FOCUS}
            strokeWidth={FOCUS_WIDTH}
          />
        </g>
      )}
      {overlay.lasso && overlay.lassoSpreadId && (
        <rect
          {...boundsToScreen(view, layout, overlay.lassoSpreadId, overlay.lasso)}
          fill="var(--album-lasso-fill, rgba(30, 136, 229, 0.08))"
          stroke={SELECTION}
          strokeDasharray="3 3"
          data-part="lasso"
        />
      )}
      {overlay.guidesSpreadId &&
        options.guides &&
        overlay.guides.map((g, i) => {
          const line = guideToScreen(view, layout, overlay.guidesSpreadId!, g);
          return <line key={i} {...line} stroke={GUIDE} strokeWidth={1} data-part="guide" />;
        })}
    </svg>
  );
}
