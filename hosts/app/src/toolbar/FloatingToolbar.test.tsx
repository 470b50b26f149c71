import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEditorContext } from '@album/editor-react';
import { FloatingToolbar } from './FloatingToolbar';
import { createWorkspaceTest } from '../test/render-workspace';

/** Stands in for the album canvas: registers itself as the workspace and listens to keys like the canvas does. */
function FakeCanvas({ children, onKeyDown }: { children: ReactNode; onKeyDown(): void }) {
  const { setWorkspace } = useEditorContext();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setWorkspace(ref.current);
    return () => setWorkspace(null);
  }, [setWorkspace]);
  return (
    <div ref={ref} data-testid="canvas" onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

function setup(ids: string[]) {
  const album = createWorkspaceTest();
  album.editor.selectIds(ids);
  const canvasKeys = vi.fn();
  render(
    <FakeCanvas onKeyDown={canvasKeys}>
      <FloatingToolbar onOpenTab={vi.fn()} />
    </FakeCanvas>,
    { wrapper: album.wrapper },
  );
  return { ...album, canvasKeys };
}

describe('FloatingToolbar', () => {
  it('shows the toolbar outside the canvas element for a selection', () => {
    setup(['cover-banner']);
    const toolbar = screen.getByTestId('floating-toolbar');
    expect(screen.getByTestId('canvas')).not.toContainElement(toolbar);
    expect(screen.getByRole('toolbar', { name: 'Element toolbar' })).toBeInTheDocument();
  });

  it('keeps its key presses away from the canvas shortcuts', () => {
    const { canvasKeys, editor } = setup(['cover-banner']);
    fireEvent.keyDown(screen.getByTestId('delete'), { key: 'Delete' });
    expect(canvasKeys).not.toHaveBeenCalled();
    expect(editor.getNode('cover-banner')).toBeDefined();
  });

  it('hands the keyboard back to the canvas on Escape', () => {
    setup(['cover-banner']);
    const canvas = screen.getByTestId('canvas');
    canvas.tabIndex = 0;
    fireEvent.keyDown(screen.getByTestId('duplicate'), { key: 'Escape' });
    expect(canvas).toHaveFocus();
  });

  it('takes the keyboard from the canvas with Alt+F10 and gives it back to the element on Escape', () => {
    setup(['cover-banner']);
    const canvas = screen.getByTestId('canvas');
    const item = document.createElement('div');
    item.dataset.albumItem = 'cover-banner';
    item.tabIndex = 0;
    canvas.appendChild(item);
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'F10', altKey: true });
    const toolbar = screen.getByTestId('floating-toolbar');
    expect(toolbar).toContainElement(document.activeElement as HTMLElement);
    // The first Escape closes the control's tooltip (shown on keyboard focus), the next one leaves the toolbar.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    if (toolbar.contains(document.activeElement))
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(item).toHaveFocus();
  });

  it('hides when the selection is cleared', () => {
    const { editor } = setup(['cover-banner']);
    act(() => void editor.clearSelection());
    expect(screen.queryByTestId('floating-toolbar')).toBeNull();
  });
});
