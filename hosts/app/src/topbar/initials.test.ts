import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words of the nickname', () => {
    expect(initialsOf({ nickname: 'anna maria schmidt', email: 'x@y.z' })).toBe('AM');
    expect(initialsOf({ nickname: 'Łukasz', email: 'x@y.z' })).toBe('Ł');
  });

  it('falls back to the e-mail’s local part', () => {
    expect(initialsOf({ nickname: '', email: 'demo.user@example.com' })).toBe('DU');
    expect(initialsOf({ nickname: null, email: 'demo@example.com' })).toBe('D');
  });

  it('shows a question mark when nothing is known', () => {
    expect(initialsOf(null)).toBe('?');
  });
});
