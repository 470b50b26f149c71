import { describe, expect, it } from 'vitest';
import { parsePageInput } from './pageInput';

describe('page input', () => {
  // 5 spreads: pages 1 | 2 3 | 4 5 | 6 7 | 8; accepted pages are 1..9 (below 2 × 5).
  it('accepts page numbers and spread labels', () => {
    expect(parsePageInput('1', 5)).toEqual({ ok: true, value: { page: 1, spreadIndex: 0 } });
    expect(parsePageInput(' 5 ', 5)).toEqual({ ok: true, value: { page: 5, spreadIndex: 2 } });
    expect(parsePageInput('6-7', 5)).toEqual({ ok: true, value: { page: 6, spreadIndex: 3 } });
    expect(parsePageInput('2 – 3', 5)).toEqual({ ok: true, value: { page: 2, spreadIndex: 1 } });
    expect(parsePageInput('9', 5)).toEqual({ ok: true, value: { page: 9, spreadIndex: 4 } });
  });

  it('rejects non-numbers, pages below 1, and pages at least twice the spread count', () => {
    expect(parsePageInput('abc', 5)).toEqual({
      ok: false,
      errors: [{ key: 'validation.page.notANumber', values: { value: 'abc' } }],
    });
    expect(parsePageInput('2.5', 5).ok).toBe(false);
    expect(parsePageInput('', 5).ok).toBe(false);
    expect(parsePageInput('0', 5)).toEqual({
      ok: false,
      errors: [{ key: 'validation.page.tooSmall', values: { min: 1 } }],
    });
    expect(parsePageInput('-3', 5)).toEqual({
      ok: false,
      errors: [{ key: 'validation.page.tooSmall', values: { min: 1 } }],
    });
    expect(parsePageInput('10', 5)).toEqual({
      ok: false,
      errors: [{ key: 'validation.page.tooLarge', values: { max: 9 } }],
    });
  });
});
