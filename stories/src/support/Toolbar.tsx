/**
 * A plain toolbar for the stories, built only from the package's hooks (no styling library): zoom menu, page
 * navigation, undo/redo, tools and print preview. It shows how a host wires the hooks.
 */
import { useState } from 'react';
import type { Tool } from '@album/editor-react';
import { useHistory, useSpread, useTool, useViewport } from '@album/editor-react';

const TOOLS: Tool[] = ['select', 'pan', 'text', 'rectangle', 'circle', 'line', 'image', 'comment'];

export function Toolbar() {
  const view = useViewport();
  const history = useHistory();
  const spread = useSpread();
  const tool = useTool();
  const [page, setPage] = useState('');
  return (
    <div
      role="toolbar"
      aria-label="Canvas"
      style={{ display: 'flex', gap: 8, padding: 6, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <select aria-label="Zoom" value={view.zoom} onChange={(e) => view.setZoom(Number(e.target.value))}>
        {!view.presets.includes(view.zoom) && <option value={view.zoom}>{view.zoomPercent}%</option>}
        {view.presets.map((p) => (
          <option key={p} value={p}>
            {p * 100}%
          </option>
        ))}
      </select>
      <button onClick={() => view.fitSpread()}>Fit</button>
      <button onClick={spread.previous} aria-label="Previous page">
        ‹
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!spread.goToPage(page).ok) setPage('');
        }}
      >
        <input
          aria-label="Page"
          size={4}
          placeholder={spread.spread?.label}
          value={page}
          onChange={(e) => setPage(e.target.value)}
        />
      </form>
      <button onClick={spread.next} aria-label="Next page">
        ›
      </button>
      <button onClick={history.undo} disabled={!history.canUndo}>
        Undo
      </button>
      <button onClick={history.redo} disabled={!history.canRedo}>
        Redo
      </button>
      <select aria-label="Tool" value={tool.tool} onChange={(e) => tool.setTool(e.target.value as Tool)}>
        {TOOLS.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      <label>
        <input
          type="checkbox"
          checked={tool.printPreview.enabled}
          onChange={(e) => tool.setPrintPreview({ enabled: e.target.checked })}
        />
        Print preview
      </label>
    </div>
  );
}
