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
  it('records the changes between the first change and end() as one undo step', () => {
    const { editor, live } = setup();
    act(() => {
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.5 }));
      live().change(() => editor.updateProps('cover-banner', { opacity: 0.4 }));
      live().end();
    });
    expect(editor.getNode('cover-banner')?.props).toMatchObject({ opacity: 0.4 });
    editor.undo();
    expect((editor.getNode('cover-banner')?.props as { opacity?: number }).opacity).toBeUndefined();
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
