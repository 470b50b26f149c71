import { describe, expect, it } from 'vitest';
import { safeNext, signInTarget } from './sign-in-target';

const target = (
  pathname: string,
  search: string,
  handles: unknown[] = [],
  storedEmail: string | null = null,
) => new URL(signInTarget({ pathname, search, handles, storedEmail }), 'http://app.test');

describe('sign-in target', () => {
  it('sends to sign-in with the way back', () => {
    const url = target('/album/a1/stickers', '?entrypoint=wedding');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('next')).toBe('/album/a1/stickers?entrypoint=wedding');
    expect(url.searchParams.has('email')).toBe(false);
  });

  it('shows sign-up for hint=signup and for routes that ask for it', () => {
    expect(target('/start', '?hint=signup').pathname).toBe('/sign-up');
    expect(target('/album/new/confirm', '', [undefined, { signUpHint: true }]).pathname).toBe('/sign-up');
    expect(target('/start', '?hint=other').pathname).toBe('/sign-in');
  });

  it('prefills the stored e-mail only where the route is flagged', () => {
    const flagged = target('/invitations/t/confirm', '', [{ prefillEmail: true }], 'ida@example.com');
    expect(flagged.searchParams.get('email')).toBe('ida@example.com');
    expect(target('/start', '', [], 'ida@example.com').searchParams.has('email')).toBe(false);
    expect(
      target('/invitations/t/confirm', '', [{ prefillEmail: true }], null).searchParams.has('email'),
    ).toBe(false);
  });

  it('follows only same-site paths afterwards', () => {
    expect(safeNext('/album/a1')).toBe('/album/a1');
    expect(safeNext('//evil.example')).toBe('/start');
    expect(safeNext('/\\evil.example')).toBe('/start');
    expect(safeNext('https://evil.example')).toBe('/start');
    expect(safeNext(null)).toBe('/start');
  });
});
