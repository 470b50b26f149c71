import { describe, expect, it } from 'vitest';
import { CLIPBOARD_TAG_LEGACY } from '../constants';
import { sequentialIds } from '../model/ids';
import type { ChangeEvent } from '../store/create-store';
import { fixtureDocument } from '../store/fixture.test-util';
import type { StoreWarning } from '../store/types';
import { createEditor } from './create-editor';
import type { EditorOptions } from './create-editor';
import type { EditorMode, Selection } from './selection';

function setup(options: EditorOptions = {}) {
  const editor = createEditor({
    document: fixtureDocument(),
    ids: sequentialIds('e'),
    checkInvariants: true,
    freeze: true,
    user: { userId: 'u1', isAdmin: false },
    ...options,
  });
  const changes: ChangeEvent[] = [];
  const selections: Selection[] = [];
  const modes: EditorMode[] = [];
  const warnings: StoreWarning[] = [];
  editor.subscribe('change', (e) => changes.push(e));
  editor.subscribe('selection', (s) => selections.push(s));
  editor.subscribe('mode', (m) => modes.push(m));
  editor.subscribe('warning', (w) => warnings.push(w));
  const invariants = () => warnings.filter((w) => w.code === 'invariant');
  return { editor, changes, selections, modes, warnings, invariants };
}

describe('createEditor', () => {
  it('exposes the store, selectors and the album order', () => {
    const { editor } = setup();
    expect(editor.store.getState().version).toBe(0);
    expect(editor.getNode('r1')?.type).toBe('Rectangle');
    expect(editor.getChildren('g1').map((n) => n.id)).toEqual(['t1', 'r3']);
    expect(editor.getSpreads().map((n) => n.id)).toEqual(['sp1', 'sp2', 'sp3', 'sp4']);
    expect(editor.getSelection()).toMatchObject({ spreadId: 'sp1', ids: [] });
  });

  it('runs commands on the selection and selects what they create', () => {
    const { editor, invariants } = setup();
    editor.select('r1');
    editor.select('r2', { shift: true });
    expect(editor.getSelectedNodes().map((n) => n.id)).toEqual(['r1', 'r2']);
    expect(editor.group()).toMatchObject({ ok: true });
    const groupId = editor.getSelection().ids[0]!;
    expect(editor.getNode(groupId)?.type).toBe('Group');
    editor.duplicate();
    expect(editor.getSelection().ids[0]).not.toBe(groupId);
    editor.ungroup();
    expect(editor.getSelection().ids).toHaveLength(2);
    editor.deleteElements();
    expect(editor.getSelection().ids).toEqual([]);
    expect(invariants()).toEqual([]);
  });

  it('announces changes, selection and mode, and streams patches', () => {
    const { editor, changes, selections, modes } = setup();
    const streamed: ChangeEvent[] = [];
    editor.onPatches((e) => streamed.push(e));
    editor.select('r1');
    editor.updateProps(undefined, { x: 3 });
    expect(changes).toHaveLength(1);
    expect(streamed[0]).toMatchObject({
      origin: 'local',
      patches: { workspace: [{ op: 'replace', path: '/r1/props/x', value: 3 }] },
    });
    expect(selections.at(-1)?.ids).toEqual(['r1']);
    editor.editText('t1');
    expect(modes).toEqual(['text-edit']);
    expect(editor.getMode()).toBe('text-edit');
  });

  it('nudges with the arrow keys and undoes with ctrl+z', () => {
    const { editor } = setup();
    editor.select('r1');
    editor.handleKey({ key: 'ArrowRight', shift: true });
    editor.handleKey({ key: 'ArrowDown', ctrl: true });
    expect(editor.getNode('r1')!.props).toMatchObject({ x: 20, y: 10.1 });
    expect(editor.handleKey({ key: 'z', ctrl: true })).toEqual({ ok: true });
    expect(editor.getNode('r1')!.props).toMatchObject({ x: 20, y: 10 });
    editor.handleKey({ key: 'Z', ctrl: true, shift: true });
    expect(editor.getNode('r1')!.props).toMatchObject({ y: 10.1 });
    expect(editor.handleKey({ key: 'q' })).toBeNull();
    editor.handleKey({ key: 'a', ctrl: true });
    expect(editor.getSelection().ids).toHaveLength(6);
    editor.handleKey({ key: 'Escape' });
    expect(editor.getSelection().ids).toEqual([]);
  });

  it('turns history off while a text is edited, and leaves keys to the text editor', () => {
    const { editor } = setup();
    editor.updateProps('r1', { x: 1 });
    editor.editText('t1');
    expect(editor.canUndo()).toBe(false);
    expect(editor.undo()).toEqual({ ok: false, reason: 'text-editing' });
    expect(editor.handleKey({ key: 'z', ctrl: true })).toBeNull();
    expect(editor.handleKey({ key: 'Backspace' })).toBeNull();
    editor.handleKey({ key: 'Escape' });
    expect(editor.getMode()).toBe('element');
    expect(editor.canUndo()).toBe(true);
  });

  it('records a drag as one step', () => {
    const { editor } = setup();
    editor.beginGesture();
    for (const x of [11, 12, 13]) editor.updateProps('r1', { x });
    editor.commitGesture();
    editor.undo();
    expect(editor.getNode('r1')!.props).toMatchObject({ x: 10 });
    expect(editor.canUndo()).toBe(false);
  });

  it('tells history listeners when a gesture’s step is recorded, after its last change', () => {
    const { editor } = setup();
    const seen: boolean[] = [];
    editor.subscribe('change', () => seen.push(editor.canUndo()));
    editor.subscribe('history', () => seen.push(editor.canUndo()));
    editor.beginGesture();
    editor.updateProps('r1', { x: 11 });
    editor.commitGesture();
    // The change alone still answers false (no step yet); the history event after the commit answers true.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('refuses every change in read-only mode but still takes remote changes and loads', () => {
    const { editor } = setup({ readOnly: true });
    expect(editor.updateProps('r1', { x: 1 })).toEqual({ ok: false, reason: 'read-only' });
    expect(editor.deleteElements(['r1'])).toEqual({ ok: false, reason: 'read-only' });
    expect(editor.deleteSpread('sp2')).toEqual({ ok: false, reason: 'read-only' });
    expect(editor.updateColors(['#000000', '#ffffff'])).toEqual({ ok: false, reason: 'read-only' });
    expect(editor.undo()).toEqual({ ok: false, reason: 'read-only' });
    expect(editor.beginGesture()).toEqual({ ok: false, reason: 'read-only' });
    expect(editor.paste('{}')).toEqual({ ok: false, reason: 'read-only' });
    expect(editor.applyRemote({ workspace: [{ op: 'replace', path: '/r1/props/x', value: 2 }] })).toEqual({
      ok: true,
    });
    expect(editor.load(fixtureDocument())).toEqual({ ok: true });
    editor.setReadOnly(false);
    expect(editor.updateProps('r1', { x: 1 }).ok).toBe(true);
  });

  it('lets only the author or an admin change a comment', () => {
    const { editor, warnings } = setup({ user: { userId: 'u2', isAdmin: false } });
    expect(editor.updateProps('c1', { text: 'hi' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(editor.duplicate(['c1'])).toEqual({ ok: false, reason: 'forbidden' });
    expect(
      editor.replaceElement({ id: 'c1', type: 'Comment', props: { text: 'x', userId: 'u2' } as never }),
    ).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    // Layering steps and distribution name elements too: another user's comment is not restacked.
    expect(editor.dispatch({ type: 'bringForward', ids: ['c1'] } as never)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(editor.deleteElements(['c1', 'r1'])).toEqual({ ok: true });
    expect(editor.getNode('c1')).toBeDefined();
    expect(editor.getNode('r1')).toBeUndefined();
    expect(warnings.filter((w) => w.code === 'forbidden').length).toBe(5);
    editor.setUser({ userId: 'u2', isAdmin: true });
    expect(editor.deleteElements(['c1']).ok).toBe(true);
  });

  it('gives a new comment without an author to the editing user', () => {
    const { editor } = setup({ user: { userId: 'u2', isAdmin: false } });
    const comment = {
      type: 'Comment',
      props: { id: 'c9', x: 5, y: 5, width: 10, height: 10, text: '', userId: '' },
    };
    expect(editor.addElements('sp1', [comment as never]).ok).toBe(true);
    expect(editor.getNode('c9')?.props).toMatchObject({ userId: 'u2' });
    expect(editor.updateProps('c9', { text: 'mine' }).ok).toBe(true);
  });

  it('copies and pastes onto the current spread with new ids', () => {
    const { editor, invariants } = setup();
    editor.select('r1');
    const data = editor.copy()!;
    editor.setCurrentSpread('sp3');
    const result = editor.paste(data);
    expect(result.ok).toBe(true);
    const pasted = editor.getSelection().ids[0]!;
    expect(pasted).not.toBe('r1');
    expect(editor.getNode(pasted)).toMatchObject({ parentId: 'sp3', props: { x: 10, y: 10 } });
    expect(editor.paste(JSON.stringify({ ...data, format: undefined, type: CLIPBOARD_TAG_LEGACY })).ok).toBe(
      true,
    );
    expect(invariants()).toEqual([]);
  });

  it('ignores unknown clipboard formats with a warning', () => {
    const { editor, warnings } = setup();
    expect(editor.paste('{"format":"other/1.0","elements":[]}')).toEqual({
      ok: false,
      reason: 'wrong-format',
    });
    expect(editor.paste('not json')).toEqual({ ok: false, reason: 'wrong-format' });
    expect(warnings.filter((w) => w.code === 'wrong-json-format')).toHaveLength(2);
    expect(warnings[0]!.detail).toBe('wrong json format');
  });

  it('ignores paste while a sticker or a text is selected inside', () => {
    const { editor } = setup();
    editor.select('r1');
    const data = editor.copy()!;
    editor.enterInside('cell1');
    expect(editor.paste(data)).toEqual({ ok: false, reason: 'paste-blocked' });
    editor.editText('t1');
    expect(editor.paste(data)).toEqual({ ok: false, reason: 'paste-blocked' });
  });

  it('prunes the selection when a peer deletes the selected element', () => {
    const { editor } = setup();
    editor.select('r1');
    editor.applyRemote({ workspace: [{ op: 'remove', path: '/r1' }] });
    expect(editor.getSelection().ids).toEqual([]);
  });

  it('spread commands: typed refusal for the last spread, new spreads get selected', () => {
    const { editor } = setup();
    expect(editor.addEmptySpread('sp2', 'after').ok).toBe(true);
    const added = editor.getSelection();
    expect(added.mode).toBe('spread');
    expect(editor.getSpreads().map((s) => s.id)).toEqual(['sp1', 'sp2', added.spreadId, 'sp3', 'sp4']);
    for (const s of editor.getSpreads().slice(1)) editor.deleteSpread(s.id);
    expect(editor.deleteSpread('sp1')).toEqual({ ok: false, reason: 'last-spread' });
    expect(editor.duplicateSpread('sp1').ok).toBe(true);
    expect(editor.getSelection().mode).toBe('spread');
  });

  it('drives every other command through its action', () => {
    const { editor, invariants } = setup();
    expect(editor.addElements('sp3', [{ type: 'Text', props: { id: 'nt' } as never }]).ok).toBe(true);
    expect(editor.getSelection().ids).toEqual(['nt']);
    expect(editor.updateEach([{ id: 'nt', props: { x: 4 } }]).ok).toBe(true);
    expect(editor.swapSiblings('r1', 'r2').ok).toBe(true);
    expect(editor.reorderSections(['s2', 's1']).ok).toBe(true);
    expect(editor.sendToBack(['img1']).ok).toBe(true);
    expect(editor.sendToFront(['img1']).ok).toBe(true);
    expect(editor.moveToSpread('sp3', ['r1']).ok).toBe(true);
    expect(editor.flip('vertical', ['img1']).ok).toBe(true);
    expect(editor.align('left', { target: 'spread', margin: 3 }, ['img1']).ok).toBe(true);
    expect(editor.moveSpreadDown('sp1').ok).toBe(true);
    expect(editor.moveSpreadUp('sp1').ok).toBe(true);
    expect(editor.addSticker({ id: 'st9', sectionId: 's1' }).ok).toBe(true);
    expect(editor.updateSticker('st9', { name: 'N' }).ok).toBe(true);
    expect(editor.toggleDoubleSticker('st9').ok).toBe(true);
    expect(editor.unlinkStickerCell('cell1').ok).toBe(true);
    expect(editor.deleteSticker('st9').ok).toBe(true);
    expect(editor.updateFonts({ title: 'Lobster' }).ok).toBe(true);
    expect(editor.updateStickerTemplateSettings({ id: 'gold' }).ok).toBe(true);
    expect(
      editor.addImages([{ id: 'i9', model: 'image', blob: {}, details: { width: 1, height: 1 } }]).ok,
    ).toBe(true);
    expect(editor.removeImage('i9').ok).toBe(true);
    expect(editor.deleteSection('s2').ok).toBe(true);
    expect(invariants()).toEqual([]);
  });

  it('destroy drops the listeners', () => {
    const { editor, changes } = setup();
    editor.destroy();
    editor.updateProps('r1', { x: 1 });
    expect(changes).toHaveLength(0);
  });
});
