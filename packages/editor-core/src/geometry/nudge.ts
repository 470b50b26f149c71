/**
 * Arrow-key nudging of the selection.
 */
import { NUDGE } from '../constants';

/** Keyboard modifiers that change the nudge distance. */
export interface NudgeModifiers {
  shift?: boolean;
  /** Ctrl (or Cmd on macOS, mapped by the host). Wins over shift. */
  ctrl?: boolean;
}

/** Distance of one nudge: 1, 10 with shift, 0.1 with ctrl. */
export function nudgeDistance(modifiers: NudgeModifiers = {}): number {
  if (modifiers.ctrl) return NUDGE.fine;
  if (modifiers.shift) return NUDGE.large;
  return NUDGE.normal;
}

/** The move of an arrow key (`KeyboardEvent.key`), or undefined for any other key. */
export function nudgeDelta(
  key: string,
  modifiers: NudgeModifiers = {},
): { dx: number; dy: number } | undefined {
  const d = nudgeDistance(modifiers);
  switch (key) {
    case 'ArrowLeft':
      return { dx: -d, dy: 0 };
    case 'ArrowRight':
      return { dx: d, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -d };
    case 'ArrowDown':
      return { dx: 0, dy: d };
    default:
      return undefined;
  }
}
