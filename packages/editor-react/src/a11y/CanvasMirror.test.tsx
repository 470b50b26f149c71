// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NestedNode } from '@album/editor-core';
import { EditorProvider } from '../context/EditorProvider';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { createPresenceStore } from '../presence/presence-store';
import { CanvasMirror } from './CanvasMirror';
import { englishFormat } from './format';
import { LiveAnnouncer } from './LiveAnnouncer';

function text(id: string, words: string): NestedNode {
  const props = {
    ...rect(id, 0, 0).props,
    text: { blocks: [{ key: id, text: words, inlineStyleRanges: [] }] },
  };
  return { type: 'Text', props } as NestedNode;
}

function setup() {
  const t = testEnv({ first: [text('t', 'Together'), rect('a', 10, 10), rect('b', 100, 10)] });
  t.editor.setCurrentSpread(t.spreads.first);
  const focusRequest = { current: false };
  render(
    <EditorProvider editor={t.editor} viewport={t.viewport} ui={t.ui} presence={createPresenceStore()}>
      <CanvasMirror format={englishFormat} focusRequest={focusRequest} />
      <LiveAnnouncer format={englishFormat} />
    </EditorProvider>,
  );
  const options = () => screen.getAllByRole('option');
  const focused = () => document.activeElement?.textContent;
  return { ...t, options, focused, focusRequest };
}

const flush = () => act(() => Promise.resolve());

afterEach(cleanup);

describe('<CanvasMirror>', () => {
  it('lists the spread’s elements by name with one tab stop', () => {
    const { options } = setup();
    expect(screen.getByRole('listbox', { name: 'Elements on page 1' })).toBeTruthy();
    expect(options().map((o) => o.textContent)).toEqual([
      'Text ‘Together’0 mm from the left, 0 mm from the top, 40 by 30 mm',
      'Rectangle10 mm from the left, 10 mm from the top, 40 by 30 mm',
      'Rectangle100 mm from the left, 10 mm from the top, 40 by 30 mm',
    ]);
    expect(options().map((o) => o.tabIndex)).toEqual([0, -1, -1]);
  });

  it('walks the elements with Tab and arrows, selects with Enter, adds with Shift+Enter, and announces it', async () => {
    const { options, editor, focused } = setup();
    act(() => options()[0]!.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toMatch(/^Rectangle10 mm/);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(editor.getSelection().ids).toEqual(['a']);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Rectangle selected');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(focused()).toMatch(/^Rectangle100 mm/);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    expect(editor.getSelection().ids).toEqual(['a', 'b']);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('2 elements selected');
    // Home and End, and Shift+Tab back.
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focused()).toMatch(/^Text/);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(focused()).toMatch(/^Text/);
  });

  it('leaves the arrows of a selected element to the canvas (they move it)', () => {
    const { options, editor, focused } = setup();
    act(() => options()[1]!.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    const event = fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(event).toBe(true);
    expect(focused()).toMatch(/^Rectangle10 mm/);
    expect(editor.getSelection().ids).toEqual(['a']);
  });

  it('goes inside a selected group with Enter and keeps the focus on the group when it is left', async () => {
    const { options, editor, focused } = setup();
    act(() => options()[1]!.focus());
    act(() => {
      editor.group(['a', 'b']);
    });
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Grouped 2 elements');
    expect(focused()).toMatch(/^Group, 2 elements/);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await flush();
    expect(screen.getByRole('listbox').getAttribute('aria-label')).toBe('Elements in Group');
    expect(screen.getByRole('status').textContent).toBe('Inside Group');
    // Positions inside a group are the group's (it starts at the first rectangle).
    expect(focused()).toMatch(/^Rectangle0 mm/);
    act(() => {
      editor.escape();
    });
    expect(focused()).toMatch(/^Group/);
  });

  it('inserts the chosen tool’s element with Space and puts the focus on it', async () => {
    const { options, editor, ui, focused } = setup();
    act(() => options()[0]!.focus());
    act(() => ui.getState().setTool('circle'));
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(editor.getSelection().ids).toHaveLength(1);
    expect(editor.getNode(editor.getSelection().ids[0]!)?.type).toBe('Circle');
    await flush();
    expect(screen.getByRole('status').textContent).toBe('Circle inserted');
    expect(focused()).toMatch(/^Circle/);
    expect(ui.getState().tool).toBe('select');
  });

  it('moves the focus to the first element when the focused one is deleted', () => {
    const { options, editor, focused } = setup();
    act(() => options()[2]!.focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    act(() => {
      editor.deleteElements();
    });
    expect(options()).toHaveLength(2);
    expect(focused()).toMatch(/^Text/);
  });
});
