/**
 * One undo step per control change, however the control is operated: consecutive changes made through the same
 * control on the same elements are folded into the step the first of them recorded.
 *
 * Why not a gesture: a gesture keeps its changes out of zundo until it is committed, so any other action made while
 * it is open (a shortcut, a click on the canvas) would be swallowed into it, and a keyboard has no "release" that
 * could commit it. Here every change is recorded as its own step first; a change that continues the group then
 * merges the two newest steps (`mergeEntries`: first old value, last new value). Whatever else lands on the past
 * stack in between (another action, an undo, a redo) changes its top, and the next change starts a new step.
 */
import type { TemporalState } from 'zundo';
import type { StoreApi } from 'zustand/vanilla';
import { mergeEntries } from './step';
import type { HistoryRecord } from './temporal';

/** Default pause (ms) after which the next change of the same control starts a new step. */
export const DEFAULT_COALESCE_PAUSE = 1000;

/** Options of {@link StepCoalescer}. */
export interface StepCoalescerOptions {
  /** Pause in ms after which a change starts a new step (default {@link DEFAULT_COALESCE_PAUSE}). */
  pause?: number;
  /** Clock in ms; injectable so tests need no timers. */
  now?: () => number;
}

/** Per-change options of {@link StepCoalescer.change}. */
export interface CoalesceChangeOptions {
  /** The control is being held (a pointer drag): the pause does not split the step while it is held. */
  held?: boolean;
}

/**
 * True when a change of `key` at `now` continues the group last changed with `lastKey` at `lastAt`: same key, and
 * either the control is held or the pause has not run out.
 */
export function continuesGroup(
  last: { key: string; at: number } | null,
  key: string,
  now: number,
  pause: number,
  held = false,
): boolean {
  if (!last || last.key !== key) return false;
  return held || now - last.at <= pause;
}

/** Folds consecutive changes of one control into one undo step (see the module comment). */
export class StepCoalescer {
  private last: { key: string; at: number; top: HistoryRecord } | null = null;
  private readonly pause: number;
  private readonly now: () => number;

  constructor(
    private readonly temporal: StoreApi<TemporalState<HistoryRecord>>,
    options: StepCoalescerOptions = {},
  ) {
    this.pause = options.pause ?? DEFAULT_COALESCE_PAUSE;
    this.now = options.now ?? Date.now;
  }

  /**
   * Runs `run` (one change of the control `key`, e.g. `opacity:<selected ids>`) and, when it recorded a step that
   * continues the group of the previous change, merges it into that step. Returns what `run` returns.
   */
  change<T>(key: string, run: () => T, options: CoalesceChangeOptions = {}): T {
    const now = this.now();
    const before = this.top();
    // The group goes on only when its step is still the newest one: anything recorded or undone since ends it.
    const continues =
      continuesGroup(this.last, key, now, this.pause, options.held) && before === this.last?.top;
    const result = run();
    const after = this.top();
    if (after === undefined || after === before) {
      // Nothing recorded (refused, or no change): the group, if any, stays as it was, and so does its clock.
      if (continues && this.last) this.last.at = now;
      return result;
    }
    let top = after;
    if (continues) top = this.mergeTopTwo() ?? after;
    this.last = { key, at: now, top };
    return result;
  }

  /** Ends the group (blur, pointer released, popover closed): the next change starts a new step. */
  end(): void {
    this.last = null;
  }

  private top(): HistoryRecord | undefined {
    return this.temporal.getState().pastStates.at(-1);
  }

  private mergeTopTwo(): HistoryRecord | null {
    const past = this.temporal.getState().pastStates;
    const older = past.at(-2);
    const newer = past.at(-1);
    if (!older?.step || !newer?.step) return null;
    const merged = mergeEntries([{ step: older.step }, { step: newer.step }]);
    if (!merged) return null;
    this.temporal.setState({ pastStates: [...past.slice(0, -2), merged] });
    return merged;
  }
}
