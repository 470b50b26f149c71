/**
 * The page range of an export ("1-3,5") and its DPI field (editor specification section 5).
 */
import { problem, resultOf } from './result';
import type { ValidationError, ValidationResult } from './result';

/** Highest page a range may name when the album's page count is not given (a guard against "1-99999999"). */
export const MAX_EXPORT_PAGE = 9999;

/**
 * Parses a page range such as `1-3,5` (spaces anywhere are stripped) into sorted, unique page numbers. Empty text
 * means every page (`[]`). Each bad part is reported with the part: `validation.range.invalidPart` (not `n` or
 * `n-m`, also an empty part as in `1,,2`), `validation.range.reversed` (`5-3`), `validation.range.pageTooSmall`
 * (page 0), `validation.range.outOfBounds` (beyond `maxPage`, default 9999).
 */
export function parseExportRange(
  input: string,
  maxPage: number = MAX_EXPORT_PAGE,
): ValidationResult<number[]> {
  const text = input.replace(/\s+/g, '');
  if (text === '') return resultOf([], []);
  const pages = new Set<number>();
  const errors: ValidationError[] = [];
  for (const part of text.split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) {
      errors.push(problem('validation.range.invalidPart', { part }));
      continue;
    }
    const start = Number(match[1]);
    const end = match[2] === undefined ? start : Number(match[2]);
    if (start < 1) errors.push(problem('validation.range.pageTooSmall', { part }));
    else if (end < start) errors.push(problem('validation.range.reversed', { part }));
    else if (end > maxPage) errors.push(problem('validation.range.outOfBounds', { part, max: maxPage }));
    else for (let page = start; page <= end; page++) pages.add(page);
  }
  return resultOf(
    [...pages].sort((a, b) => a - b),
    errors,
  );
}

/**
 * Writes page numbers as the shortest range text: sorted, unique, consecutive runs as `a-b`
 * (`[5, 1, 2, 3]` → `"1-3,5"`). `parseExportRange(formatExportRange(x))` gives back x sorted and unique.
 */
export function formatExportRange(pages: readonly number[]): string {
  const sorted = [...new Set(pages.filter((p) => Number.isInteger(p) && p >= 1))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** DPI bounds accepted by the export form. */
export const DPI_LIMITS = { min: 72, max: 1200 } as const;

/**
 * The DPI field: spaces stripped, a whole number (`validation.dpi.invalid`) between 72 and 1200
 * (`validation.dpi.range`). The presets use 200, 300 and 600.
 */
export function parseDpi(input: string | number): ValidationResult<number> {
  const text = String(input).replace(/\s+/g, '');
  if (!/^\d+$/.test(text)) return resultOf(0, [problem('validation.dpi.invalid', { value: String(input) })]);
  const dpi = Number(text);
  if (dpi < DPI_LIMITS.min || dpi > DPI_LIMITS.max) {
    return resultOf(dpi, [problem('validation.dpi.range', { min: DPI_LIMITS.min, max: DPI_LIMITS.max })]);
  }
  return resultOf(dpi, []);
}
