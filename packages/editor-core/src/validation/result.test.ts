import { describe, expect, it } from 'vitest';
import { invalid, joinMessages, problem, resultOf, valid } from './result';

describe('validation results', () => {
  it('builds valid and invalid results', () => {
    expect(valid(3)).toEqual({ ok: true, value: 3 });
    expect(invalid(problem('a'), problem('b', { n: 1 }))).toEqual({
      ok: false,
      errors: [{ key: 'a' }, { key: 'b', values: { n: 1 } }],
    });
    expect(resultOf('x', [])).toEqual({ ok: true, value: 'x' });
    expect(resultOf('x', [problem('k')])).toEqual({ ok: false, errors: [{ key: 'k' }] });
  });

  it('joins translated messages with commas', () => {
    expect(joinMessages(['Datei zu groß', 'Falscher Typ'])).toBe('Datei zu groß, Falscher Typ');
    expect(joinMessages([])).toBe('');
    expect(joinMessages(['a.jpg is too small.', 'b.gif has an unsupported file type. Accepted: JPEG.'])).toBe(
      'a.jpg is too small, b.gif has an unsupported file type. Accepted: JPEG.',
    );
  });
});
