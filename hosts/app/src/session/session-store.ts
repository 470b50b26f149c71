/**
 * The signed-in session: bearer token and user, kept in localStorage (spec section 6: "the token is stored locally,
 * sent as a bearer token, and any 401 response logs the user out").
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { User } from '@album/api-client';

export const SESSION_STORAGE_KEY = 'album.session';

export interface SessionState {
  token: string | null;
  user: User | null;
}

export interface SessionStore extends StoreApi<SessionState> {
  signIn(token: string, user: User): void;
  setUser(user: User): void;
  signOut(): void;
}

function read(storage: Storage | undefined): SessionState {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return { token: null, user: null };
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return typeof parsed.token === 'string' && parsed.user
      ? { token: parsed.token, user: parsed.user }
      : { token: null, user: null };
  } catch {
    // A damaged entry (hand-edited, another version) must not lock the user out: start signed out.
    return { token: null, user: null };
  }
}

/** A session store backed by `storage` (localStorage in the browser; none in tests that do not need it). */
export function createSessionStore(storage: Storage | undefined = globalThis.localStorage): SessionStore {
  const store = createStore<SessionState>(() => read(storage));
  const persist = () => {
    const { token, user } = store.getState();
    if (token && user) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, user }));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  };
  return Object.assign(store, {
    signIn(token: string, user: User) {
      store.setState({ token, user });
      persist();
    },
    setUser(user: User) {
      store.setState({ user });
      persist();
    },
    signOut() {
      store.setState({ token: null, user: null });
      persist();
    },
  });
}

/** Admins see the jobs tab, the elements tree and the comment tool, and may edit locked albums. */
export const isAdmin = (user: User | null | undefined): boolean => user?.roles.includes('admin') ?? false;
