import { describe, expect, it } from 'vitest';
import type { Patch } from 'immer';
import { flipEntry, isHistoryEntry, mergeEntries, undoEntryOf } from './step';

const replace = (path: (string | number)[], value: unknown): Patch => ({ op: 'replace', path, value });

describe('history steps', () => {
  it('records only changes to nodes or stickers, with image records riding along', () => {
    expect(undoEntryOf([replace(['colors', 2], '#fff')], [replace(['colors', 2], '#000')])).toBeNull();
    expect(
      undoEntryOf([replace(['images', 'a', 'tags'], [])], [replace(['images', 'a', 'tags'], ['x'])]),
    ).toBeNull();
    const entry = undoEntryOf(
      [
        { op: 'remove', path: ['stickers', 's'] },
        { op: 'remove', path: ['images', 'i'] },
        replace(['colors', 2], '#fff'),
      ],
      [
        { op: 'add', path: ['stickers', 's'], value: {} },
        { op: 'add', path: ['images', 'i'], value: {} },
        replace(['colors', 2], '#000'),
      ],
    );
    expect(entry?.step.apply.map((p) => p.path[0])).toEqual(['stickers', 'images']);
    expect(entry?.step.reverse.map((p) => p.op)).toEqual(['remove', 'remove']);
  });

  it('flips an entry for the other stack', () => {
    const entry = {
      step: {
        apply: [replace(['nodes', 'a', 'props', 'x'], 1)],
        reverse: [replace(['nodes', 'a', 'props', 'x'], 2)],
      },
    };
    expect(flipEntry(entry)).toEqual({ step: { apply: entry.step.reverse, reverse: entry.step.apply } });
    expect(isHistoryEntry(entry)).toBe(true);
    expect(isHistoryEntry({ nodes: {} })).toBe(false);
    expect(isHistoryEntry(null)).toBe(false);
  });

  it('merges a drag into first old and last new value per prop', () => {
    const step = (from: number, to: number) => ({
      step: {
        apply: [replace(['nodes', 'a', 'props', 'x'], from)],
        reverse: [replace(['nodes', 'a', 'props', 'x'], to)],
      },
    });
    const merged = mergeEntries([step(0, 1), step(1, 2), step(2, 3)]);
    expect(merged).toEqual(step(0, 3));
  });

  it('keeps an add and the last value when a prop is first set, then set again', () => {
    const path = ['nodes', 'n', 'props', 'opacity'];
    const first = {
      step: { apply: [{ op: 'remove', path } as Patch], reverse: [{ op: 'add', path, value: 0.9 } as Patch] },
    };
    const merged = mergeEntries([
      first,
      { step: { apply: [replace(path, 0.9)], reverse: [replace(path, 0.8)] } },
    ]);
    expect(merged).toEqual({
      step: { apply: [{ op: 'remove', path }], reverse: [{ op: 'add', path, value: 0.8 }] },
    });
  });

  it('concatenates inserts into arrays', () => {
    const path = ['nodes', 'p', 'children', 3];
    const insert = {
      step: { apply: [{ op: 'remove', path } as Patch], reverse: [{ op: 'add', path, value: 'a' } as Patch] },
    };
    const again = { step: { apply: [replace(path, 'a')], reverse: [replace(path, 'b')] } };
    expect(mergeEntries([insert, again])!.step.reverse).toHaveLength(2);
  });

  it('concatenates structural gestures in the right order', () => {
    const a = {
      step: {
        apply: [{ op: 'remove', path: ['nodes', 'n'] } as Patch],
        reverse: [{ op: 'add', path: ['nodes', 'n'], value: 1 } as Patch],
      },
    };
    const b = {
      step: {
        apply: [replace(['nodes', 'n', 'props', 'x'], 0)],
        reverse: [replace(['nodes', 'n', 'props', 'x'], 5)],
      },
    };
    const merged = mergeEntries([a, b])!;
    expect(merged.step.reverse).toEqual([...a.step.reverse, ...b.step.reverse]);
    expect(merged.step.apply).toEqual([...b.step.apply, ...a.step.apply]);
    expect(mergeEntries([])).toBeNull();
  });

  it('does not merge nested replace paths', () => {
    const outer = {
      step: {
        apply: [replace(['nodes', 'n', 'props'], { x: 0 })],
        reverse: [replace(['nodes', 'n', 'props'], { x: 1 })],
      },
    };
    const inner = {
      step: {
        apply: [replace(['nodes', 'n', 'props', 'x'], 1)],
        reverse: [replace(['nodes', 'n', 'props', 'x'], 2)],
      },
    };
    expect(mergeEntries([outer, inner])!.step.reverse).toHaveLength(2);
  });
});
