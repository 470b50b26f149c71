/**
 * In-place text editing on ProseMirror: an accessible editable region (role textbox, aria-multiline) laid exactly
 * over the text element being edited, showing the text where and how the canvas draws it: the element's matrix
 * places it, the text is laid out at screen size (1 CSS px = 1 screen px, so the browser's font metrics and
 * line breaks are not rounded at tiny sizes), in the faces the canvas uses (same font files), with the canvas's
 * sizes, line heights, letter spacing, alignment and colours. ProseMirror brings IME composition, paste cleaning
 * (pasted HTML is parsed by the schema, so only the supported inline styles survive) and undo inside the text.
 *
 * The rich text is written back once when editing ends (escape, a click elsewhere, focus leaving for something
 * that is not a toolbar or its popover), after the editor left text-edit mode, so the whole edit is one undo step.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { EditorState, Selection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import type { Mark, Node as PmNode } from 'prosemirror-model';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { baseKeymap, splitBlockKeepMarks } from 'prosemirror-commands';
import {
  MM_PER_POINT,
  TEXT_DEFAULTS,
  createId,
  multiply,
  resolvePaletteColor,
  spreadOf,
  worldMatrix,
} from '@album/editor-core';
import type { Fonts, TextProps } from '@album/editor-core';
import type { FontLoader } from '@album/fonts';
import { focusCanvas } from '../a11y/focus-canvas';
import { useEditorContext } from '../context/editor-context';
import { shallowEqual, useEditorValue } from '../hooks/use-editor-value';
import { useStoreSlice } from '../hooks/use-store';
import { autosizeFactor, domAutosizeTarget } from './autosize-fit';
import { registerCssFamily } from './css-fonts';
import { docToRichText, richTextToDoc } from './pm-convert';
import { cssFontFamily, markOfStyle } from './pm-schema';
import { withCaretStyles } from './pm-paste';
import { strutPlugin } from './pm-strut';
import { setTextSession, textSessionChanged } from './text-session';

export interface TextEditorProps {
  /** Accessible label of the text box (a translated string from the host). */
  label?: string;
  /** The canvas's font loader: the text box shows the text in the faces the canvas draws it with. */
  fonts?: FontLoader;
}

/** Where focus may go without ending the edit: the toolbar, its popovers and anything marked to keep it. */
const KEEPS_EDITING = '[data-album-keeps-text-edit], .floating-toolbar, [role="dialog"], [role="listbox"]';

/** True when any text of the document carries AUTOSIZE (the canvas then shrinks the whole text). */
function hasAutosize(doc: PmNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (node.marks.some((m) => m.type.name === 'autosize')) found = true;
    return !found;
  });
  return found;
}

/** The font families a document uses (FONT-* values; roles resolved through the album's fonts). */
function familiesOf(doc: PmNode, fonts: Fonts): Set<string> {
  const out = new Set<string>();
  doc.descendants((node) => {
    for (const mark of node.marks) {
      if (mark.type.name !== 'font') continue;
      const value = mark.attrs.value as string;
      out.add(value in fonts ? fonts[value as keyof Fonts] : value);
    }
    return true;
  });
  return out;
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
  const host = useRef<HTMLDivElement | null>(null);
  const pm = useRef<{ view: EditorView; initial: PmNode } | null>(null);
  // The latest loader and label, without rebuilding the editor when the host passes new ones.
  const loader = useRef(fontLoader);
  loader.current = fontLoader;
  const labelRef = useRef(label);
  labelRef.current = label;
  // AUTOSIZE: the factor the text's sizes are shrunk by (found on the editor's own layout, as the canvas does).
  const [autoScale, setAutoScale] = useState(1);
  // The box at screen size (px) and screen pixels per point, for the fit (updated on every render).
  const geometry = useRef({ width: 0, height: 0, pt: 0 });

  // One ProseMirror view per editing session (typing must not be overwritten by re-renders).
  useLayoutEffect(() => {
    const mount = host.current;
    if (!editingId || !mount) return;
    const node = editor.getNode(editingId);
    if (node?.type !== 'Text') return;
    const props = node.props as TextProps;
    const fonts = editor.getDocument().fonts;
    const doc = mount.ownerDocument;
    // Declared before the view exists; only called once it does.
    let refit = () => {};
    const loadFamily = (family: string) => {
      // Metrics change when the face arrives: fit AUTOSIZE again.
      if (loader.current) void registerCssFamily(doc, family, loader.current).then(() => refit());
    };
    const initial = richTextToDoc(props.text);
    const escape = () => {
      if (editor.getSelection().mode === 'text-edit') editor.escape();
    };
    const pmView = new EditorView(mount, {
      state: EditorState.create({
        doc: initial,
        plugins: [
          history(),
          // Enter keeps the styles of the line it splits: a new line of a 24 pt title is typed at 24 pt.
          keymap({ 'Mod-z': undo, 'Shift-Mod-z': redo, 'Mod-y': redo, Enter: splitBlockKeepMarks }),
          keymap(baseKeymap),
          strutPlugin(),
        ],
      }),
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': labelRef.current,
        'data-album-text-editor': '',
        'data-node-id': editingId,
        spellcheck: 'false',
        style: 'outline: none; white-space: pre-wrap; overflow-wrap: break-word; cursor: text',
      },
      transformPasted: (slice, view) => withCaretStyles(slice, view.state),
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Escape') return false;
        event.preventDefault();
        escape();
        return true;
      },
      handleDOMEvents: {
        blur: (_view, event) => {
          const next = event.relatedTarget as Element | null;
          if (next?.closest?.(KEEPS_EDITING)) return false;
          escape();
          return false;
        },
      },
      dispatchTransaction(tr) {
        const state = pmView.state.apply(tr);
        pmView.updateState(state);
        if (tr.docChanged) {
          for (const family of familiesOf(state.doc, fonts)) loadFamily(family);
          refit();
        }
        textSessionChanged(editor);
      },
    });
    pm.current = { view: pmView, initial };
    refit = () => {
      if (pmView.isDestroyed) return;
      if (!hasAutosize(pmView.state.doc)) return setAutoScale(1);
      const { width, height, pt } = geometry.current;
      setAutoScale(autosizeFactor(domAutosizeTarget(mount, pmView.dom as HTMLElement, pt, width, height)));
    };
    refit();
    const base = fonts[props.fontRole ?? 'paragraph'] ?? fonts.paragraph;
    // The faces the text uses (font roles resolved); a family chosen later is loaded when it is applied.
    for (const family of new Set([base, ...familiesOf(initial, fonts)])) loadFamily(family);
    setTextSession(editor, { nodeId: editingId, view: pmView, loadFamily });
    // The canvas's gesture listener is native: stop presses inside the text box before they reach it.
    const stopPointer = (event: PointerEvent) => event.stopPropagation();
    mount.addEventListener('pointerdown', stopPointer);
    pmView.focus();
    // The caret goes to the end of the text, where typing continues; on an empty line that kept styles (its size
    // on the canvas), typing takes them.
    const atEnd = pmView.state.tr
      .setSelection(Selection.atEnd(pmView.state.doc))
      .setMeta('addToHistory', false);
    const kept = atEnd.selection.$from.parent.attrs.emptyStyles as string[] | null;
    if (kept && atEnd.selection.$from.parent.content.size === 0) {
      atEnd.setStoredMarks(
        kept.reduce<readonly Mark[]>((set, style) => markOfStyle(style).addToSet(set), []),
      );
    }
    pmView.dispatch(atEnd);
    return () => {
      mount.removeEventListener('pointerdown', stopPointer);
      setTextSession(editor, null);
      pm.current = null;
      pmView.destroy();
    };
  }, [editor, editingId]);

  // Write back synchronously when the editor leaves text-edit mode (the view is still there).
  useEffect(() => {
    if (!editingId) return;
    const id = editingId;
    return editor.subscribe('selection', (sel) => {
      if (sel.mode === 'text-edit' && sel.focusId === id) return;
      const current = pm.current;
      if (!current || !editor.getNode(id)) return;
      pm.current = null;
      const { view: pmView, initial } = current;
      if (!pmView.state.doc.eq(initial)) {
        editor.updateProps(id, { text: docToRichText(pmView.state.doc, () => createId().slice(0, 5)) });
      }
      // Keyboard shortcuts (undo, delete, ...) go back to the canvas: to the text's item of the accessible mirror,
      // so a keyboard or screen reader user is back on the element they edited (issue #23).
      if (pmView.dom.contains(document.activeElement) || document.activeElement === document.body) {
        focusCanvas(workspace);
      }
    });
  }, [editor, editingId, workspace]);

  const node = editingId ? editor.getNode(editingId) : undefined;
  const spread = node && editingId ? spreadOf(editor.getState().nodes, editingId) : undefined;
  const world = node && editingId ? worldMatrix(editor.getState().nodes, editingId) : undefined;
  const placed = spread ? runtime.layout().byId.get(spread.id) : undefined;
  if (!editingId || !node || !world || !placed) return null;
  const props = node.props as TextProps;
  const document_ = editor.getDocument();
  const m = multiply(
    [view.zoom, 0, 0, view.zoom, view.x + placed.x * view.zoom, view.y + placed.y * view.zoom],
    world,
  );
  // Screen pixels per millimetre of the element; the transform keeps only its rotation and flips.
  const k = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
  const matrix = [m[0] / k, m[1] / k, m[2] / k, m[3] / k, m[4], m[5]];
  geometry.current = { width: props.width * k, height: props.height * k, pt: MM_PER_POINT * k };
  const fonts = document_.fonts;
  const base = fonts[props.fontRole ?? 'paragraph'] ?? fonts.paragraph;
  // The canvas's colour for text without a COLOR-* style: the palette's first colour.
  const color = resolvePaletteColor(0, document_.colors) ?? '#000000ff';
  const style: CSSProperties & Record<`--${string}`, string> = {
    position: 'absolute',
    left: 0,
    top: 0,
    width: `${props.width * k}px`,
    minHeight: `${props.height * k}px`,
    transformOrigin: '0 0',
    transform: `matrix(${matrix.join(',')})`,
    userSelect: 'text',
    caretColor: 'var(--album-caret, currentColor)',
    '--album-pt': `${MM_PER_POINT * k * autoScale}px`,
    '--album-font-title': cssFontFamily(fonts.title),
    '--album-font-sub_title': cssFontFamily(fonts.sub_title),
    '--album-font-paragraph': cssFontFamily(fonts.paragraph),
    fontFamily: cssFontFamily(base),
    fontSize: `calc(var(--album-pt) * ${TEXT_DEFAULTS.fontSize})`,
    lineHeight: `${TEXT_DEFAULTS.lineHeight / 100}`,
    fontWeight: 400,
    fontStyle: 'normal',
    letterSpacing: 0,
    textTransform: 'none',
    color,
    textAlign: 'left',
    fontKerning: 'normal',
    fontVariantLigatures: 'normal',
  };
  // Typed keys stay in the text box: the canvas's React key handler must not see them. Native listeners (the
  // host's Alt+F10 to the toolbar) still do, and ignore keys typed into an editable region themselves.
  return (
    <div
      ref={host}
      style={style}
      className="album-text-editor"
      onKeyDown={(event) => event.stopPropagation()}
    />
  );
}
