import { describe, expect, it } from 'vitest';
import { matchesTag } from './send';

describe('matchesTag', () => {
  it('finds the tag in a list, weak or strong', () => {
    expect(matchesTag('"a-1"', '"a-1"')).toBe(true);
    expect(matchesTag('"x", W/"a-1"', '"a-1"')).toBe(true);
    expect(matchesTag('*', '"a-1"')).toBe(true);
  });

  it('does not match other tags or no header', () => {
    expect(matchesTag('"a-2"', '"a-1"')).toBe(false);
    expect(matchesTag('a-1', '"a-1"')).toBe(false);
    expect(matchesTag(undefined, '"a-1"')).toBe(false);
    expect(matchesTag('', '"a-1"')).toBe(false);
  });
});
