import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeSegment, formatPointer, parsePointer, unescapeSegment } from './pointer';

describe('JSON pointers', () => {
  it('escapes ~ and / as RFC 6901 says', () => {
    expect(escapeSegment('a/b~c')).toBe('a~1b~0c');
    expect(escapeSegment('plain')).toBe('plain');
    expect(unescapeSegment('~01')).toBe('~1');
    expect(formatPointer(['n1', 'props', 'a/b', 3])).toBe('/n1/props/a~1b/3');
    expect('/w' + formatPointer(['children', 0, 'x/y'])).toBe('/w/children/0/x~1y');
    expect(formatPointer([])).toBe('');
  });

  it('parses the root pointer and rejects strings that are not pointers', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/')).toEqual(['']);
    expect(parsePointer('nodes')).toBeNull();
    expect(parsePointer('/a~1b/~0')).toEqual(['a/b', '~']);
  });

  it('round-trips any segments', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (segments) => {
        expect(parsePointer(formatPointer(segments))).toEqual(segments);
      }),
    );
  });
});
