import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-rules';

describe('password rules', () => {
  it.each([
    ['short1', '', ['length']],
    ['longenough', '', ['nonLetter']],
    ['12345678', '', ['letter']],
    ['long enough', '', []],
    ['Sommer2026!', 'anna@example.com', []],
    ['anna-2026!', 'Anna@example.com', ['notEmail']],
    ['jo-2026-xy', 'jo@example.com', []],
    ['ÄÖÜäöüß1', '', []],
  ])('%s (e-mail %s) breaks %j', (password, email, expected) => {
    expect(passwordProblems(password, email)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('😀😀😀a1b2', '')).toEqual(['length']);
    expect(passwordProblems('😀😀😀a1b2c', '')).toEqual([]);
  });
});
