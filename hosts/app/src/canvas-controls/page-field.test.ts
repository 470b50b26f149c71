import { describe, expect, it } from 'vitest';
import { parsePageInput } from '@album/editor-core';
import { INITIAL_PAGE_FIELD, pageFieldReducer, pageFieldText } from './page-field';

const SPREADS = 5;
const submit = (text: string) =>
  pageFieldReducer(pageFieldReducer(INITIAL_PAGE_FIELD, { type: 'edit', text }), {
    type: 'submitted',
    result: parsePageInput(text, SPREADS),
  });

describe('page field', () => {
  it('shows the current page until the user types', () => {
    expect(pageFieldText(INITIAL_PAGE_FIELD, '2-3')).toBe('2-3');
    const typing = pageFieldReducer(INITIAL_PAGE_FIELD, { type: 'edit', text: '7' });
    expect(pageFieldText(typing, '2-3')).toBe('7');
  });

  it('accepts a page number or a label and shows the current page again', () => {
    for (const text of ['1', '4', '4-5', '9']) {
      const state = submit(text);
      expect(state).toEqual({ draft: null, error: null });
    }
  });

  it('rejects a non-number with its message and resets the display', () => {
    const state = submit('abc');
    expect(state.draft).toBeNull();
    expect(state.error?.key).toBe('validation.page.notANumber');
    expect(pageFieldText(state, '2-3')).toBe('2-3');
  });

  it('rejects pages below 1', () => {
    expect(submit('0').error?.key).toBe('validation.page.tooSmall');
    expect(submit('-2').error?.key).toBe('validation.page.tooSmall');
  });

  it('rejects a page at least twice the number of spreads', () => {
    expect(submit(String(2 * SPREADS)).error).toEqual({
      key: 'validation.page.tooLarge',
      values: { max: 9 },
    });
    expect(submit(String(2 * SPREADS - 1)).error).toBeNull();
  });

  it('drops the message when the user types again, and a reset keeps it', () => {
    const refused = submit('x');
    expect(pageFieldReducer(refused, { type: 'reset' }).error?.key).toBe('validation.page.notANumber');
    expect(pageFieldReducer(refused, { type: 'edit', text: '3' }).error).toBeNull();
    expect(pageFieldReducer(refused, { type: 'dismissError' }).error).toBeNull();
  });

  it('leaving the field discards the draft', () => {
    const typing = pageFieldReducer(INITIAL_PAGE_FIELD, { type: 'edit', text: '7' });
    expect(pageFieldText(pageFieldReducer(typing, { type: 'reset' }), '1')).toBe('1');
  });
});
