import { describe, expect, it } from 'vitest';
import { rect, testEnv } from '../interaction/test-env.test-util';
import { createAnnouncer } from './announcer';
import { englishFormat } from './format';

/** An announcer whose gathered events are told when `flush()` is called (no microtasks, no timers). */
function setup(elements = [rect('a', 10, 10), rect('b', 100, 10)]) {
  const env = testEnv({ first: elements });
  env.editor.setCurrentSpread(env.spreads.first);
  const said: string[] = [];
  let pending: (() => void) | null = null;
  let clock = 0;
  createAnnouncer(env.editor, {
    format: () => englishFormat,
    say: (text) => said.push(text),
    now: () => clock,
    schedule: (run) => {
      pending = run;
    },
  });
  const flush = () => {
    const run = pending;
    pending = null;
    run?.();
    return said.at(-1);
  };
  flush();
  return { ...env, said, flush, tick: (ms: number) => (clock += ms) };
}

describe('createAnnouncer', () => {
  it('tells a selection, a cleared selection and several selected elements', () => {
    const { editor, flush } = setup();
    editor.select('a');
    expect(flush()).toBe('Rectangle selected');
    editor.selectIds(['a', 'b']);
    expect(flush()).toBe('2 elements selected');
    editor.clearSelection();
    expect(flush()).toBe('Selection cleared');
  });

  it('tells a burst of arrow moves as one distance from where it began', () => {
    const { editor, flush, tick } = setup();
    editor.select('a');
    flush();
    editor.nudge(1, 0);
    expect(flush()).toBe('Moved 1 mm right');
    tick(100);
    editor.nudge(1, 0);
    flush();
    tick(100);
    editor.nudge(1, 0);
    expect(flush()).toBe('Moved 3 mm right');
    tick(2000);
    editor.nudge(0, -10);
    expect(flush()).toBe('Moved 10 mm up');
    tick(100);
    editor.nudge(-0.5, 0);
    expect(flush()).toBe('Moved 0.5 mm left and 10 mm up');
  });

  it('tells deletes, inserts, groups, fill changes, undo and redo rather than the selection they bring', () => {
    const { editor, flush, spreads } = setup();
    editor.selectIds(['a', 'b']);
    flush();
    editor.group();
    expect(flush()).toBe('Grouped 2 elements');
    editor.undo();
    expect(flush()).toBe('Undone');
    editor.redo();
    expect(flush()).toBe('Redone');
    editor.addElements(spreads.first, [rect('c', 0, 0)]);
    expect(flush()).toBe('Rectangle inserted');
    editor.updateProps(['c'], { fill: '#ff0000' });
    expect(flush()).toBe('Fill of Rectangle changed');
    editor.selectIds(['c']);
    flush();
    editor.deleteElements();
    expect(flush()).toBe('Deleted 1 element');
  });

  it('tells entering and leaving a group, resizing and rotating', () => {
    const { editor, flush } = setup();
    editor.group(['a', 'b']);
    flush();
    const group = editor.getSelection().ids[0]!;
    editor.enterInside(group);
    expect(flush()).toBe('Inside Group');
    editor.escape();
    expect(flush()).toBe('Left Group');
    editor.updateProps(['a'], { width: 55 });
    expect(flush()).toBe('Resized to 55 by 30 mm');
    editor.updateProps(['a'], { rotation: 15 });
    expect(flush()).toBe('Rotated to 15°');
  });

  it('tells the pages of another spread becoming current', () => {
    const { editor, flush, spreads } = setup();
    editor.select('a');
    flush();
    editor.setCurrentSpread(spreads.middle);
    expect(flush()).toBe('Pages 2-3');
  });

  it('works with a scheduler that flushes at once', () => {
    const { editor, spreads } = testEnv({ first: [rect('a', 10, 10)] });
    editor.setCurrentSpread(spreads.first);
    const said: string[] = [];
    createAnnouncer(editor, {
      format: () => englishFormat,
      say: (text) => said.push(text),
      schedule: (run) => run(),
    });
    editor.select('a');
    editor.nudge(0, 2);
    expect(said).toEqual(['Rectangle selected', 'Moved 2 mm down']);
  });

  it('stays silent about collaborators’ changes', () => {
    const env = setup();
    const other = testEnv({ first: [rect('a', 10, 10), rect('b', 100, 10)] });
    const patches: Parameters<typeof env.editor.applyRemote>[0][] = [];
    other.editor.onPatches((event) => patches.push(event.patches));
    other.editor.nudge(5, 0, ['a']);
    const before = env.said.length;
    for (const p of patches) env.editor.applyRemote(p);
    env.flush();
    expect(env.said.length).toBe(before);
  });
});
