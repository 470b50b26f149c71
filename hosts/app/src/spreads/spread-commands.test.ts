import { describe, expect, it } from 'vitest';
import { albumSpreads, createEditor, createEmptyDocument, fromNested } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { runSpreadCommand, spreadCommandState } from './spread-commands';

const { spreads } = FIXTURE_IDS;
const order = (editor: ReturnType<typeof createEditor>) => albumSpreads(editor.getState()).map((s) => s.id);

function fixtureEditor() {
  return createEditor({ document: fromNested(fixtureAlbum()) });
}

describe('spreadCommandState', () => {
  it('allows moving only within the chapter', () => {
    const editor = fixtureEditor();
    expect(spreadCommandState(editor, spreads.blue1)).toMatchObject({
      moveUp: false,
      moveDown: true,
      delete: true,
    });
    expect(spreadCommandState(editor, spreads.blue2)).toMatchObject({ moveUp: true, moveDown: false });
    // The only spread of its chapter moves nowhere.
    expect(spreadCommandState(editor, spreads.red1)).toMatchObject({ moveUp: false, moveDown: false });
  });

  it('never allows deleting the last spread, and nothing for an unknown id', () => {
    const editor = createEditor({ document: createEmptyDocument() });
    const ids = order(editor);
    for (const id of ids.slice(1)) expect(editor.deleteSpread(id).ok).toBe(true);
    expect(spreadCommandState(editor, ids[0]!).delete).toBe(false);
    expect(Object.values(spreadCommandState(editor, 'ghost'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('runSpreadCommand', () => {
  it('adds empty spreads before and after, in the same chapter, each one undo step', () => {
    const editor = fixtureEditor();
    const before = runSpreadCommand(editor, spreads.blue1, 'addBefore');
    const after = runSpreadCommand(editor, spreads.blue1, 'addAfter');
    expect(before.ok && after.ok).toBe(true);
    const added = [before, after].map((r) => (r.ok ? r.ids![0]! : ''));
    expect(order(editor).slice(0, 5)).toEqual([
      spreads.cover,
      added[0],
      spreads.blue1,
      added[1],
      spreads.blue2,
    ]);
    expect(added.every((id) => id.startsWith('ManualPage-'))).toBe(true);
    expect(editor.getSelection().spreadId).toBe(added[1]);
    editor.undo();
    editor.undo();
    expect(order(editor)).toEqual([spreads.cover, spreads.blue1, spreads.blue2, spreads.red1, spreads.back]);
  });

  it('duplicates a spread right after it and moves spreads within the chapter', () => {
    const editor = fixtureEditor();
    const copy = runSpreadCommand(editor, spreads.blue1, 'duplicate');
    expect(copy.ok).toBe(true);
    const copyId = copy.ok ? copy.ids![0]! : '';
    expect(order(editor).slice(1, 4)).toEqual([spreads.blue1, copyId, spreads.blue2]);
    expect(runSpreadCommand(editor, spreads.blue2, 'moveUp').ok).toBe(true);
    expect(order(editor).slice(1, 4)).toEqual([spreads.blue1, spreads.blue2, copyId]);
    expect(runSpreadCommand(editor, spreads.red1, 'moveUp')).toEqual({ ok: false, reason: 'at-edge' });
    expect(runSpreadCommand(editor, spreads.blue1, 'moveDown').ok).toBe(true);
    expect(order(editor).slice(1, 4)).toEqual([spreads.blue2, spreads.blue1, copyId]);
  });

  it('deletes a spread but refuses the last one', () => {
    const editor = fixtureEditor();
    expect(runSpreadCommand(editor, spreads.red1, 'delete').ok).toBe(true);
    expect(order(editor)).not.toContain(spreads.red1);
    editor.undo();
    expect(order(editor)).toContain(spreads.red1);

    const single = createEditor({ document: createEmptyDocument() });
    const ids = order(single);
    for (const id of ids.slice(1)) runSpreadCommand(single, id, 'delete');
    expect(runSpreadCommand(single, ids[0]!, 'delete')).toEqual({ ok: false, reason: 'last-spread' });
    expect(order(single)).toEqual([ids[0]]);
  });
});
