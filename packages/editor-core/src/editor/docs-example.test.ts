// The example of docs/editor-core.md, run as written: when this test changes, the page changes with it.
import { describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '../index';
import type { ChangeEvent } from '../index';
import { fixtureAlbum } from '../testing';

describe('docs/editor-core.md example', () => {
  it('emits the documented patch sets for an update and its undo', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const events: ChangeEvent[] = [];
    editor.onPatches((event) => events.push(event));

    expect(editor.updateProps('cover-banner', { x: 20, stroke: 'none' })).toEqual({ ok: true });
    expect(events[0]!.origin).toBe('local');
    expect(events[0]!.patches).toEqual({
      workspace: [
        { op: 'replace', path: '/cover-banner/props/x', value: 20, version: 1 },
        { op: 'replace', path: '/cover-banner/props/stroke', value: null, version: 1 },
        { op: 'replace', path: '/cover-banner/props/strokeWidth', value: 0, version: 1 },
      ],
    });

    expect(editor.canUndo()).toBe(true);
    expect(editor.undo()).toEqual({ ok: true });
    expect(events[1]!.origin).toBe('history');
    expect(events[1]!.patches).toEqual({
      workspace: [
        { op: 'replace', path: '/cover-banner/props/x', value: 15, version: 2 },
        { op: 'replace', path: '/cover-banner/props/stroke', value: 2, version: 2 },
        { op: 'replace', path: '/cover-banner/props/strokeWidth', value: 0.8, version: 2 },
      ],
    });
    expect(editor.getNode('cover-banner')?.props).toMatchObject({ x: 15, stroke: 2, strokeWidth: 0.8 });
  });

  it('refuses to delete the last spread with a typed reason', () => {
    const editor = createEditor();
    const [first, ...rest] = editor.getSpreads().map((spread) => spread.id);
    for (const id of rest) expect(editor.deleteSpread(id)).toEqual({ ok: true });
    expect(editor.deleteSpread(first!)).toEqual({ ok: false, reason: 'last-spread' });
  });
});
