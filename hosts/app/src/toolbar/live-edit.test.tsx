import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LiveEditProvider, useLiveEdit } from './live-edit';
import { createWorkspaceTest } from '../test/render-workspace';
import { toastMessages } from '../test/toasts';

function setup() {
  const album = createWorkspaceTest();
  const wrapper = ({ children }: { children?: ReactNode }) =>
    album.wrapper({ children: <LiveEditProvider editor={album.editor}>{children}</LiveEditProvider> });
  const { result } = renderHook(() => useLiveEdit(), { wrapper });
  return { ...album, live: () => result.current };
}

describe('LiveEdit', () => {
  it('records consecutive changes of one control as one undo step, and ends it at end()', () => {
    const { editor, live } = setup();
    act(() => {
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.5 }), 'opacity');
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.4 }), 'opacity');
      live().end();
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.3 }), 'opacity');
    });
    editor.undo();
    expect(editor.getNode('cover-banner')?.props).toMatchObject({ opacity: 0.4 });
    editor.undo();
    expect((editor.getNode('cover-banner')?.props as { opacity?: number }).opacity).toBeUndefined();
  });

  it('makes a colour drag one step until the pointer is released', () => {
    const { editor, live } = setup();
    const fill = () => (editor.getNode('cover-banner')?.props as { fill?: unknown }).fill;
    const before = fill();
    act(() => {
      live().hold();
      for (const hex of ['#101010', '#202020', '#303030']) {
        live().change(() => editor.updateProps('cover-banner', { fill: hex }), 'fill');
      }
      window.dispatchEvent(new Event('pointerup'));
      live().change(() => editor.updateProps('cover-banner', { fill: '#404040' }), 'fill');
    });
    editor.undo();
    expect(fill()).toBe('#303030');
    editor.undo();
    expect(fill()).toEqual(before);
    expect(editor.canUndo()).toBe(false);
  });

  it('keeps a change of another control, or a press, in a step of its own', () => {
    const { editor, live } = setup();
    act(() => {
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.5 }), 'opacity');
      live().change(() => editor.updateProps('cover-banner', { fill: '#101010' }), 'fill');
      live().change(() => editor.updateProps('cover-banner', { fill: null }));
      live().change(() => editor.updateProps('cover-banner', { fill: '#202020' }), 'fill');
    });
    editor.undo();
    expect(editor.getNode('cover-banner')?.props).toMatchObject({ fill: null });
    editor.undo();
    expect(editor.getNode('cover-banner')?.props).toMatchObject({ fill: '#101010', opacity: 0.5 });
    editor.undo();
    expect(editor.getNode('cover-banner')?.props).toMatchObject({ opacity: 0.5 });
  });

  it('warns once per step when the editor refuses', () => {
    const { editor, live, services } = setup();
    editor.setReadOnly(true);
    act(() => {
      expect(live().change(() => editor.updateProps('cover-banner', { opacity: 0.5 }))).toBe(false);
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.4 }));
    });
    expect(toastMessages(services)).toHaveLength(1);
    act(() => {
      live().end();
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.3 }));
    });
    expect(toastMessages(services)).toHaveLength(2);
  });
});
