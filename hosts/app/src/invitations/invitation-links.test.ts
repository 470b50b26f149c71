import { describe, expect, it } from 'vitest';
import { authPath, confirmPath, isInvitedAddress } from './invitation-links';

describe('invitation links', () => {
  it('sends visitors to sign in or sign up and back to the confirmation, with the address prefilled', () => {
    expect(confirmPath('t-1')).toBe('/invitations/t-1/confirm');
    const signIn = new URL(authPath('sign-in', 't-1', 'ben+x@example.com'), 'http://app.test');
    expect(signIn.pathname).toBe('/sign-in');
    expect(signIn.searchParams.get('next')).toBe('/invitations/t-1/confirm');
    expect(signIn.searchParams.get('email')).toBe('ben+x@example.com');
    expect(new URL(authPath('sign-up', 't-1', 'a@b.example'), 'http://app.test').pathname).toBe('/sign-up');
  });

  it('compares addresses as the server does', () => {
    expect(isInvitedAddress('Ben@Example.com ', 'ben@example.com')).toBe(true);
    expect(isInvitedAddress('other@example.com', 'ben@example.com')).toBe(false);
  });
});
