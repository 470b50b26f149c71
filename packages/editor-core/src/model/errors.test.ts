import { describe, expect, it } from 'vitest';
import { AlbumModelError, pointer, pointerSegment } from './errors';

describe('AlbumModelError', () => {
  it('keeps every problem and summarises the first five', () => {
    const problems = Array.from({ length: 7 }, (_, i) => ({ path: `/p/${i}`, code: 'c', message: `m${i}` }));
    const error = new AlbumModelError(problems);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AlbumModelError');
    expect(error.problems).toHaveLength(7);
    expect(error.message).toContain('7 problems');
    expect(error.message).toContain('/p/4: m4');
    expect(error.message).not.toContain('m5');
    expect(error.message).toContain('and 2 more');
  });

  it('shows the root path as /', () => {
    expect(new AlbumModelError([{ path: '', code: 'x', message: 'bad' }]).message).toBe(
      'invalid album: 1 problem: /: bad',
    );
  });
});

describe('pointer', () => {
  it('escapes segments', () => {
    expect(pointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(pointer('/w', 'children', 0, 'x/y')).toBe('/w/children/0/x~1y');
    expect(pointer('')).toBe('');
  });
});
