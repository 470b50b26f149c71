import { describe, expect, it } from 'vitest';
import { AlbumModelError } from './errors';

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
