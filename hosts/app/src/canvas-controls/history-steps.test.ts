import { describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { historyList, stepsTo, summariseStep } from './history-steps';

function rows(editor: Editor) {
  const { pastStates, futureStates } = editor.store.temporal.getState();
  return historyList(pastStates, futureStates, editor.getState().nodes);
}

function lastSummary(editor: Editor) {
  return rows(editor).findLast((row) => row.current)?.summary;
}

describe('history list', () => {
  it('starts with the opened state only', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    expect(rows(editor)).toEqual([{ position: 0, summary: null, current: true, undone: false }]);
  });

  it('names additions, moves, changes and deletions with the element types', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const spread = FIXTURE_IDS.spreads.blue1;
    editor.addElements(spread, [
      { type: 'Rectangle', props: { id: 'r1', x: 10, y: 10, width: 20, height: 20, rotation: 0, scale: 1 } },
    ]);
    expect(lastSummary(editor)).toEqual({ kind: 'added', types: ['Rectangle'] });
    editor.updateProps('r1', { x: 40, y: 50 });
    expect(lastSummary(editor)).toEqual({ kind: 'moved', types: ['Rectangle'] });
    editor.updateProps('r1', { fill: '#ff0000' });
    expect(lastSummary(editor)).toEqual({ kind: 'changed', types: ['Rectangle'] });
    editor.deleteElements('r1');
    expect(lastSummary(editor)).toEqual({ kind: 'deleted', types: ['Rectangle'] });
    expect(rows(editor).map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('lists undone steps after the current one, in redo order', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.updateProps('grp-info-text', { opacity: 0.5 });
    editor.updateProps('blue1-rule', { x: 3 });
    editor.undo();
    editor.undo();
    const list = rows(editor);
    expect(list.map((r) => [r.current, r.undone])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(list[1]!.summary).toEqual({ kind: 'changed', types: ['Text'] });
    expect(list[2]!.summary).toEqual({ kind: 'moved', types: ['Line'] });
  });

  it('names a step that only touched stickers', () => {
    expect(
      summariseStep([{ op: 'replace', path: ['stickers', 's1', 'name'], value: 'Anna' }], [], {}),
    ).toEqual({ kind: 'stickers', types: [] });
  });
});

describe('stepsTo', () => {
  it('undoes back and redoes forward', () => {
    expect(stepsTo(4, 1)).toEqual({ action: 'undo', count: 3 });
    expect(stepsTo(1, 3)).toEqual({ action: 'redo', count: 2 });
    expect(stepsTo(2, 2)).toEqual({ action: 'redo', count: 0 });
  });
});
