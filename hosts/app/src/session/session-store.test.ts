import { describe, expect, it } from 'vitest';
import type { User } from '@album/api-client';
import { createSessionStore, isAdmin, SESSION_STORAGE_KEY } from './session-store';

const user: User = {
  id: 'u1',
  sub: 'u1',
  email: 'a@example.com',
  nickname: 'A',
  picture: null,
  roles: [],
  locale: 'de',
  organizations: [],
  activated: true,
  cookie_consent: null,
};

describe('session store', () => {
  it('keeps the session across a reload and forgets it on sign-out', () => {
    const first = createSessionStore(localStorage);
    first.signIn('t1', user);
    expect(createSessionStore(localStorage).getState()).toEqual({ token: 't1', user });
    first.signOut();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(createSessionStore(localStorage).getState().token).toBeNull();
  });

  it('starts signed out from a damaged entry', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(localStorage).getState()).toEqual({ token: null, user: null });
  });

  it('knows admins by role', () => {
    expect(isAdmin(user)).toBe(false);
    expect(isAdmin({ ...user, roles: ['admin'] })).toBe(true);
  });
});
