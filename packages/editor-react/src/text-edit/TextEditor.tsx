/**
 * In-place text editing: an accessible `contenteditable` region (role textbox, aria-multiline) laid exactly over
 * the text element being edited (the element's matrix maps its own millimetres onto the screen). It edits the
 * rich-text document (blocks, alignment and inline styles are kept; the browser's bold and italic commands
 * become BOLD and ITALIC) and writes it back when editing ends (escape, a click elsewhere, focus leaving), after
 * the editor left text-edit mode, so the whole edit is one undo step.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createId, multiply, spreadOf, worldMatrix } from '@album/editor-core';
import type { RichText, TextProps } from '@album/editor-core';
import { focusCanvas } from '../a11y/focus-canvas';
import { useEditorContext } from '../context/editor-context';
import { shallowEqual, useEditorValue } from '../hooks/use-editor-value';
import { useStoreSlice } from '../hooks/use-store';
import { readRichText, writeRichText } from './rich-text-dom';
import { registerCssFamily } from './css-fonts';
import { cssForStyles, familyOfStyles } from './text-css';
import type { FontLoader } from '@album/fonts';

export interface TextEditorProps {
  /** Accessible label of the text box (a translated string from the host). */
  label?: string;
  /** The canvas's font loader: the text box shows the text in the faces the canvas draws it with. */
  fonts?: FontLoader;
}

function sameText(a: RichText, b: RichText): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function TextEditor({ label = 'Text', fonts: fontLoader }: TextEditorProps) {
  const { editor, viewport, runtime, workspace } = useEditorContext();
  const editingId = useEditorValue(
    (e) => {
      const sel = e.getSelection();
      return sel.mode === 'text-edit' ? sel.focusId : null;
    },
    Object.is,
    ['selection'],
  );
  const view = useStoreSlice(viewport, (s) => ({ zoom: s.zoom, x: s.x, y: s.y }), shallowEqual);
  const ref = useRef<HTMLDivElement | null>(null);
  const original = useRef<RichText | null>(null);
  // The latest loader, without refilling the box when the host passes a new function.
  const loader = useRef(fontLoader);
  loader.current = fontLoader;

  // Fill the editor once per editing session (typing must not be overwritten by re-renders).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!editingId || !el) return;
    const node = editor.getNode(editingId);
    if (node?.type !== 'Text') return;
    const props = node.props as TextProps;
    const fonts = editor.getDocument().fonts;
    const base = fonts[props.fontRole ?? 'paragraph'] ?? fonts.paragraph;
    original.current = props.text;
    writeRichText(el, props.text, (styles) => cssForStyles(styles, fonts, base));
    const fontsLoader = loader.current;
    if (fontsLoader) {
      const families = new Set([base]);
      for (const block of props.text.blocks) {
        for (const range of block.inlineStyleRanges) families.add(familyOfStyles([range.style], fonts, base));
      }
      for (const family of families) void registerCssFamily(el.ownerDocument, family, fontsLoader);
    }
    el.focus({ preventScroll: true });
    // The canvas's gesture listener is native: stop presses inside the text box before they reach it.
    const stop = (event: PointerEvent) => event.stopPropagation();
    el.addEventListener('pointerdown', stop);
    const range = document.createRange();
    range.selectNodeContents(el);
    range.collapse(false);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return () => el.removeEventListener('pointerdown', stop);
  }, [editor, editingId]);

  // Write back synchronously when the editor leaves text-edit mode (the DOM is still there).
  useEffect(() => {
    if (!editingId) return;
    const id = editingId;
    return editor.subscribe('selection', (sel) => {
      if (sel.mode === 'text-edit' && sel.focusId === id) return;
      const el = ref.current;
      const before = original.current;
      if (!el || !before || !editor.getNode(id)) return;
      const text = readRichText(el, () => createId().slice(0, 5));
      original.current = null;
      if (!sameText(text, before)) editor.updateProps(id, { text });
      // Keyboard shortcuts (undo, delete, ...) go back to the canvas: to the text's item of the accessible mirror,
      // so a keyboard or screen reader user is back on the element they edited (issue #23).
      if (el.contains(document.activeElement) || document.activeElement === document.body) {
        focusCanvas(workspace);
      }
    });
  }, [editor, editingId, workspace]);

  if (!editingId) return null;
  const node = editor.getNode(editingId);
  const spread = node ? spreadOf(editor.getState().nodes, editingId) : undefined;
  const world = node ? worldMatrix(editor.getState().nodes, editingId) : undefined;
  const placed = spread ? runtime.layout().byId.get(spread.id) : undefined;
  if (!node || !world || !placed) return null;
  const props = node.props as TextProps;
  const m = multiply(
    [view.zoom, 0, 0, view.zoom, view.x + placed.x * view.zoom, view.y + placed.y * view.zoom],
    world,
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      editor.escape();
    }
  };

  return (
    <div
      ref={ref}
      role="textbox"
      aria-multiline="true"
      aria-label={label}
      contentEditable
      suppressContentEditableWarning
      data-album-text-editor=""
      data-node-id={editingId}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (editor.getSelection().mode === 'text-edit') editor.escape();
      }}
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: `${props.width}px`,
        minHeight: `${props.height}px`,
        transformOrigin: '0 0',
        transform: `matrix(${m.join(',')})`,
        outline: 'none',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
        cursor: 'text',
        userSelect: 'text',
        caretColor: 'var(--album-caret, currentColor)',
      }}
    />
  );
}
