// @vitest-environment happy-dom
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { NestedNode, RichText, TextProps } from '@album/editor-core';
import { EditorProvider } from '../context/EditorProvider';
import { useElementProps } from '../hooks/use-element-props';
import { testEnv } from '../interaction/test-env.test-util';
import { createPresenceStore } from '../presence/presence-store';
import { TextSelection } from 'prosemirror-state';
import { TextEditor } from './TextEditor';
import { textSessionOf } from './text-session';

const TEXT: RichText = {
  blocks: [
    {
      key: 'b1',
      text: 'Hello brave world',
      inlineStyleRanges: [{ offset: 0, length: 17, style: 'SIZE-24' }],
      data: { textAlign: 'center' },
    },
  ],
};

function textNode(): NestedNode {
  return {
    type: 'Text',
    props: { id: 't', x: 20, y: 20, width: 100, height: 30, rotation: 0, scale: 1, text: TEXT },
  } as NestedNode;
}

function setup() {
  const t = testEnv({ first: [textNode()] });
  const presence = createPresenceStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditorProvider editor={t.editor} viewport={t.viewport} ui={t.ui} presence={presence}>
      {children}
    </EditorProvider>
  );
  const view = render(<TextEditor label="Edit text" />, { wrapper });
  const props = renderHook(() => useElementProps(), { wrapper });
  return { ...t, view, props };
}

function textOf(editor: ReturnType<typeof setup>['editor']): RichText {
  return (editor.getNode('t')!.props as TextProps).text;
}

describe('TextEditor', () => {
  it('shows the text in an accessible text box laid out at screen size with the canvas styles', () => {
    const { editor, view, viewport } = setup();
    act(() => viewport.getState().setZoom(2));
    act(() => void editor.editText('t'));
    const box = view.getByRole('textbox', { name: 'Edit text' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.textContent).toBe('Hello brave world');
    const root = box.parentElement!;
    // 100 mm at zoom 2: 200 CSS px; a point is 25.4 / 72 mm.
    expect(root.style.width).toBe('200px');
    expect(root.style.getPropertyValue('--album-pt')).toBe(`${(25.4 / 72) * 2}px`);
    const paragraph = box.querySelector('p')!;
    expect(paragraph.style.textAlign).toBe('center');
    expect(box.querySelector('[data-album-style="SIZE-24"]')).not.toBeNull();
  });

  it('styles the selected words from the toolbar while editing and commits one undo step', () => {
    const { editor, props } = setup();
    act(() => void editor.editText('t'));
    const session = textSessionOf(editor)!;
    expect(session.nodeId).toBe('t');
    // Select "brave" (paragraph content starts at position 1).
    act(() => {
      const { state } = session.view;
      session.view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, 7, 12)));
    });
    expect(props.result.current.text.bold.value).toBe(false);
    act(() => void props.result.current.text.bold.set(true));
    expect(props.result.current.text.bold.value).toBe(true);
    expect(props.result.current.text.fontSize.value).toBe(24);
    // Nothing is written to the album while editing.
    expect(textOf(editor)).toEqual(TEXT);
    act(() => void editor.escape());
    expect(textOf(editor).blocks[0]!.inlineStyleRanges).toEqual([
      { offset: 0, length: 17, style: 'SIZE-24' },
      { offset: 6, length: 5, style: 'BOLD' },
    ]);
    // One undo takes the whole edit back.
    act(() => void editor.undo());
    expect(textOf(editor)).toEqual(TEXT);
    // Outside editing, the toolbar styles the whole text again.
    act(() => void editor.select('t'));
    act(() => void props.result.current.text.italic.set(true));
    expect(textOf(editor).blocks[0]!.inlineStyleRanges).toContainEqual({
      offset: 0,
      length: 17,
      style: 'ITALIC',
    });
  });

  it('writes nothing when the text was not changed', () => {
    const { editor } = setup();
    const before = editor.getNode('t');
    act(() => void editor.editText('t'));
    act(() => void editor.escape());
    expect(editor.getNode('t')).toBe(before);
    expect(textSessionOf(editor)).toBeNull();
  });
});
