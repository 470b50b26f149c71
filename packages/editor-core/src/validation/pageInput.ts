/**
 * The page input of the canvas (editor specification section 5).
 */
import { pageToSpreadIndex } from '../album/pages';
import { invalid, problem, valid } from './result';
import type { ValidationResult } from './result';

/** A page the canvas can scroll to. */
export interface PageTarget {
  page: number;
  /** 0-based album index of the spread showing the page. */
  spreadIndex: number;
}

/**
 * Reads the page input: a page number (`"5"`) or a spread label as the input displays it (`"4-5"`, also with an en
 * dash or spaces; the first page counts). Rejected, so that the input resets: anything else
 * (`validation.page.notANumber`), a page below 1 (`validation.page.tooSmall`), or a page at least twice the number of
 * spreads (`validation.page.tooLarge`, with `max` the largest accepted page).
 */
export function parsePageInput(input: string, spreadCount: number): ValidationResult<PageTarget> {
  const text = input.replace(/\s+/g, '');
  const match = /^(-?\d+)(?:[-–](\d+))?$/.exec(text);
  if (!match) return invalid(problem('validation.page.notANumber', { value: input }));
  const page = Number(match[1]);
  if (page < 1) return invalid(problem('validation.page.tooSmall', { min: 1 }));
  if (page >= 2 * spreadCount)
    return invalid(problem('validation.page.tooLarge', { max: 2 * spreadCount - 1 }));
  return valid({ page, spreadIndex: pageToSpreadIndex(page, spreadCount) });
}
