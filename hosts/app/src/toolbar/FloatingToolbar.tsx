/**
 * The floating element toolbar (specification section 2): 80 px above the selection, flipped below it when there
 * is no room, kept inside the workspace and off the canvas controls (tool strip, control bar), laid out for 840 px (editor-react's `useFloatingToolbar`). On narrow
 * screens (phones) it docks to the bottom edge of the workspace instead, where it neither covers the selection nor
 * needs the selection to be in view, and scrolls sideways.
 *
 * It is rendered into `document.body`: inside the canvas element the canvas's own pointer and keyboard handling
 * (drag, nudge, delete, space to pan) would take the toolbar's presses and key strokes. React events still bubble
 * to the canvas through the component tree, so the wrapper stops them.
 *
 * By keyboard (issue #23): Alt+F10 anywhere in the canvas moves the focus to the toolbar's first control, and
 * Escape brings it back to the element of the canvas's mirror it came from (`focusCanvas`).
 */
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { focusCanvas, useEditorContext, useFloatingToolbar } from '@album/editor-react';
import type { TabKey } from '../workspace/tabs';
import { ElementToolbar } from './ElementToolbar';
import { useDockedStyle } from './use-docked-style';
import { useToolbarPadding } from './use-toolbar-padding';

/** Below this workspace width the toolbar docks at the bottom (phones). */
export const DOCK_BELOW_WIDTH = 600;

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** Escape (not taken by an open popover or list) hands the keyboard back to the canvas. */
function keyDown(event: KeyboardEvent<HTMLElement>, workspace: HTMLElement | null) {
  event.stopPropagation();
  if (event.key === 'Escape' && !event.defaultPrevented) focusCanvas(workspace);
}

/** Alt+F10: the key that takes the keyboard from the canvas to the toolbar (as in office suites' editors). */
export function isToolbarKey(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
) {
  return event.key === 'F10' && event.altKey && !event.ctrlKey && !event.metaKey;
}

/** The first control of the toolbar that takes the focus. */
function firstControl(toolbar: HTMLElement | null): HTMLElement | null {
  return (
    toolbar?.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled]), [tabindex="0"]') ??
    null
  );
}

export function FloatingToolbar(props: { onOpenTab(tab: TabKey | null): void }) {
  const { workspace } = useEditorContext();
  // The canvas controls over the canvas (tool strip, control bar) stay free of the toolbar.
  const padding = useToolbarPadding(workspace);
  const { open, setFloating, floatingStyles, side } = useFloatingToolbar({ padding });
  const docked = useDockedStyle(workspace, DOCK_BELOW_WIDTH);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const toolbarRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => setHost(document.body), []);
  useEffect(() => {
    if (!open || !workspace) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isToolbarKey(event)) return;
      const control = firstControl(toolbarRef.current);
      if (!control) return;
      event.preventDefault();
      control.focus();
    };
    workspace.addEventListener('keydown', onKey);
    return () => workspace.removeEventListener('keydown', onKey);
  }, [open, workspace]);
  if (!open || !host) return null;
  const style: CSSProperties = docked ?? floatingStyles;
  return createPortal(
    <div
      ref={(element) => {
        toolbarRef.current = element;
        if (!docked) setFloating(element);
      }}
      style={style}
      className="floating-toolbar"
      data-docked={docked ? '' : undefined}
      data-side={side}
      data-testid="floating-toolbar"
      onKeyDown={(event) => keyDown(event, workspace)}
      onKeyUp={stop}
      onCopy={stop}
      onCut={stop}
      onPaste={stop}
      onDoubleClick={stop}
      onDrop={stop}
      onDragOver={stop}
    >
      <ElementToolbar onOpenTab={props.onOpenTab} />
    </div>,
    host,
  );
}
