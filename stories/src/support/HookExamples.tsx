/**
 * Minimal, unstyled examples of each hook of @album/editor-react, as a host would write them.
 */
import { useEffect } from 'react';
import { albumSpreads } from '@album/editor-core';
import {
  useEditor,
  useElementProps,
  useFloatingToolbar,
  useHistory,
  usePresence,
  useSelection,
  useSpread,
  useTool,
  useViewport,
} from '@album/editor-react';
import type { PresenceStore } from '@album/editor-react';

/** `useEditor`: the editor itself, for any command. */
export function UseEditorExample() {
  const editor = useEditor();
  const addRectangle = () => {
    const spreadId = editor.getSelection().spreadId ?? albumSpreads(editor.getState())[0]!.id;
    editor.addElements(spreadId, [
      {
        type: 'Rectangle',
        props: {
          id: crypto.randomUUID(),
          x: 20,
          y: 20,
          width: 60,
          height: 40,
          rotation: 0,
          scale: 1,
          fill: 3,
        },
      },
    ]);
  };
  return <button onClick={addRectangle}>Add a rectangle to the current spread</button>;
}

/** `useSelection`: what is selected, in which mode. */
export function UseSelectionExample() {
  const { ids, mode, types, clear } = useSelection();
  return (
    <p>
      mode <output data-testid="mode">{mode}</output>, selected{' '}
      <output data-testid="selected">{ids.join(', ') || 'nothing'}</output> ({types.join(', ')}){' '}
      <button onClick={clear}>Clear</button>
    </p>
  );
}

/** `useTool`: the side tool menu and print preview. */
export function UseToolExample() {
  const { tool, setTool, printPreview, setPrintPreview } = useTool();
  return (
    <p>
      {(['select', 'pan', 'text', 'rectangle'] as const).map((t) => (
        <button key={t} aria-pressed={tool === t} onClick={() => setTool(t)}>
          {t}
        </button>
      ))}
      <button
        aria-pressed={printPreview.enabled}
        onClick={() => setPrintPreview({ enabled: !printPreview.enabled })}
      >
        print preview
      </button>
    </p>
  );
}

/** `useViewport`: the zoom menu. */
export function UseViewportExample() {
  const { zoomPercent, presets, setZoom, zoomIn, zoomOut, fitSpread, scrollbars } = useViewport();
  return (
    <p>
      <button onClick={zoomOut}>−</button> <output data-testid="zoom">{zoomPercent}%</output>{' '}
      <button onClick={zoomIn}>+</button>
      {presets.map((p) => (
        <button key={p} onClick={() => setZoom(p)}>
          {p * 100}%
        </button>
      ))}
      <button onClick={() => fitSpread()}>fit</button> vertical scrollbar{' '}
      {scrollbars.y.visible ? 'shown' : 'hidden'}
    </p>
  );
}

/** `useHistory`: undo and redo. */
export function UseHistoryExample() {
  const { canUndo, canRedo, undo, redo } = useHistory();
  return (
    <p>
      <button onClick={undo} disabled={!canUndo}>
        Undo
      </button>
      <button onClick={redo} disabled={!canRedo}>
        Redo
      </button>
    </p>
  );
}

/** `useSpread`: page navigation and spread commands. */
export function UseSpreadExample() {
  const { spread, count, previous, next, addAfter } = useSpread();
  return (
    <p>
      <button onClick={previous}>‹</button> page {spread?.label} of {count} spreads{' '}
      <button onClick={next}>›</button> <button onClick={addAfter}>Add a spread after</button>
    </p>
  );
}

/** `useFloatingToolbar`: a toolbar that floats 80 px above the selection, flipping below when needed. */
export function FloatingToolbarExample() {
  const toolbar = useFloatingToolbar();
  const { nodes } = useSelection();
  if (!toolbar.open) return null;
  return (
    <div
      ref={toolbar.setFloating}
      style={{
        ...toolbar.floatingStyles,
        background: '#fff',
        border: '1px solid #888',
        padding: 4,
        zIndex: 10,
      }}
      data-testid="floating-toolbar"
      data-side={toolbar.side}
    >
      {nodes.length} selected ({nodes.map((n) => n.type).join(', ')})
    </div>
  );
}

/** `useElementProps`: typed controls with the specification's ranges. */
export function UseElementPropsExample() {
  const props = useElementProps();
  if (props.nodes.length === 0) return <p>Select an element</p>;
  return (
    <p>
      <label>
        opacity{' '}
        <input
          type="range"
          min={props.opacity.min}
          max={props.opacity.max}
          value={props.opacity.value}
          onChange={(e) => props.opacity.set(Number(e.target.value))}
        />
      </label>
      <label>
        stroke{' '}
        <input
          type="number"
          min={props.strokeWidth.min}
          max={props.strokeWidth.max}
          value={props.strokeWidth.value}
          onChange={(e) => props.strokeWidth.set(Number(e.target.value))}
        />
      </label>
      <button onClick={() => props.rotation.rotateBy(1)}>rotate 90°</button>
      <button onClick={() => props.flip('horizontal')}>flip</button>
      {props.crop.available && (
        <label>
          crop zoom{' '}
          <input
            type="range"
            min={props.crop.slider.min}
            max={props.crop.slider.max}
            step={props.crop.slider.step}
            value={props.crop.slider.value}
            onChange={(e) => props.crop.slider.set(Number(e.target.value))}
          />
        </label>
      )}
      {props.text.available && (
        <select
          value={props.text.fontSize.value ?? 12}
          onChange={(e) => props.text.fontSize.set(Number(e.target.value))}
        >
          {props.text.fontSize.options.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      )}
    </p>
  );
}

/** `usePresence`: who else is editing; `store` simulates a collaborator moving their selection. */
export function UsePresenceExample({ store }: { store: PresenceStore }) {
  const people = usePresence();
  useEffect(() => {
    const ids = ['cover-title', 'cover-badge', 'cover-photo'];
    let i = 0;
    const timer = setInterval(() => store.mergeSelection('u1', [ids[i++ % ids.length]!]), 1500);
    return () => clearInterval(timer);
  }, [store]);
  return (
    <ul>
      {people.map((p) => (
        <li key={p.id} style={{ color: p.color }}>
          {p.email}: {p.selection.join(', ')}
        </li>
      ))}
    </ul>
  );
}
