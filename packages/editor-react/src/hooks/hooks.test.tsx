// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorProvider } from '../context/EditorProvider';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { createPresenceStore } from '../presence/presence-store';
import { useElementProps } from './use-element-props';
import { useHistory } from './use-history';
import { usePresence } from './use-presence';
import { useSelection } from './use-selection';
import { useSpread } from './use-spread';
import { useTool } from './use-tool';
import { useViewport } from './use-viewport';

function setup() {
  const t = testEnv({ first: [rect('a', 10, 10), rect('b', 100, 10)] });
  const presence = createPresenceStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditorProvider editor={t.editor} viewport={t.viewport} ui={t.ui} presence={presence}>
      {children}
    </EditorProvider>
  );
  return { ...t, presence, wrapper };
}

describe('hooks', () => {
  it('useSelection follows the selection and selects', () => {
    const { wrapper, editor } = setup();
    const { result } = renderHook(() => useSelection(), { wrapper });
    expect(result.current.ids).toEqual([]);
    act(() => result.current.select('a'));
    expect(result.current.ids).toEqual(['a']);
    expect(result.current.types).toEqual(['Rectangle']);
    act(() => result.current.select('b', { shift: true }));
    expect(result.current.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    act(() => result.current.escape());
    expect(editor.getSelection().ids).toEqual([]);
  });

  it('useHistory tracks undo and redo', () => {
    const { wrapper, editor } = setup();
    const { result } = renderHook(() => useHistory(), { wrapper });
    expect(result.current.canUndo).toBe(true);
    expect(result.current.canRedo).toBe(false);
    act(() => result.current.undo());
    expect(result.current.canRedo).toBe(true);
    act(() => result.current.redo());
    expect(result.current.canRedo).toBe(false);
    act(() => void editor.editText('a'));
    // the rectangle is not a text: no edit mode, undo stays available
    expect(result.current.canUndo).toBe(true);
  });

  it('useViewport zooms through the presets', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useViewport(), { wrapper });
    expect(result.current.zoomPercent).toBe(100);
    act(() => result.current.zoomIn());
    expect(result.current.zoomPercent).toBe(200);
    act(() => result.current.setZoom(0.5));
    expect(result.current.zoom).toBe(0.5);
    expect(result.current.presets).toEqual([0.5, 1, 2, 3]);
  });

  it('useSpread navigates pages and refuses bad page input', () => {
    const { wrapper, spreads, editor } = setup();
    const { result } = renderHook(() => useSpread(), { wrapper });
    expect(result.current.spread?.id).toBe(spreads.first);
    expect(result.current.spread?.label).toBe('1');
    act(() => result.current.next());
    expect(result.current.spread?.id).toBe(spreads.middle);
    expect(result.current.spread?.pageNumbers).toEqual([2, 3]);
    let answer: ReturnType<typeof result.current.goToPage> | undefined;
    act(() => {
      answer = result.current.goToPage('4');
    });
    expect(answer?.ok).toBe(true);
    expect(editor.getSelection().spreadId).toBe(spreads.last);
    expect(result.current.goToPage('abc')).toMatchObject({
      ok: false,
      errors: [{ key: 'validation.page.notANumber' }],
    });
    expect(result.current.goToPage('6').ok).toBe(false);
    expect(result.current.count).toBe(3);
  });

  it('useElementProps clamps to the specification ranges', () => {
    const { wrapper, editor } = setup();
    act(() => void editor.select('a'));
    const { result } = renderHook(() => useElementProps(), { wrapper });
    act(() => void result.current.strokeWidth.set(250));
    expect(editor.getNode('a')!.props).toMatchObject({ strokeWidth: 100 });
    act(() => void result.current.opacity.set(40));
    expect(editor.getNode('a')!.props).toMatchObject({ opacity: 0.4 });
    expect(result.current.opacity.value).toBe(40);
    act(() => void result.current.borderRadius.set(80));
    expect(editor.getNode('a')!.props).toMatchObject({ borderRadius: 50 });
    act(() => void result.current.rotation.rotateBy(1));
    expect(editor.getNode('a')!.props).toMatchObject({ rotation: 90 });
    const bad = result.current.fill.set({ type: 'linear', direction: 0, colors: ['#000000'] });
    expect(bad.ok).toBe(false);
    expect(result.current.text.available).toBe(false);
    expect(result.current.crop.available).toBe(false);
  });

  it('useElementProps styles a whole text', () => {
    const { wrapper, editor, spreads } = setup();
    act(() => {
      editor.addElements(spreads.first, [
        {
          type: 'Text',
          props: {
            id: 't',
            x: 0,
            y: 0,
            width: 100,
            height: 20,
            rotation: 0,
            scale: 1,
            text: { blocks: [{ key: 'k', text: 'Hello', inlineStyleRanges: [] }] },
          },
        },
      ]);
    });
    const { result } = renderHook(() => useElementProps('t'), { wrapper });
    act(() => void result.current.text.fontSize.set(24));
    act(() => void result.current.text.bold.set(true));
    act(() => void result.current.text.align.set('center'));
    expect(result.current.text.fontSize.value).toBe(24);
    expect(result.current.text.bold.value).toBe(true);
    expect(result.current.text.align.value).toBe('center');
    expect(result.current.text.fontSize.options).toHaveLength(20);
  });

  it('usePresence and useTool', () => {
    const { wrapper, presence } = setup();
    const { result } = renderHook(() => ({ people: usePresence(), tool: useTool() }), { wrapper });
    expect(result.current.people).toEqual([]);
    act(() =>
      presence.mergeUser({ id: 'u', email: 'u@example.org', picture: null, color: '#f00', selection: ['a'] }),
    );
    expect(result.current.people[0]!.selection).toEqual(['a']);
    act(() => result.current.tool.setTool('pan'));
    expect(result.current.tool.tool).toBe('pan');
    act(() => result.current.tool.setPrintPreview({ enabled: true }));
    expect(result.current.tool.printPreview).toEqual({ enabled: true, showStickers: true });
  });
});
