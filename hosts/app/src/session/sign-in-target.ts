/**
 * Where a signed-out visitor of a signed-in route is sent (spec section 2): to the sign-in screen, or to the sign-up
 * screen when the route asks for the sign-up hint (`handle.signUpHint`) or the address carries `hint=signup`; with
 * the e-mail prefilled from the stored value where the route is flagged (`handle.prefillEmail`), and `next` so the
 * visitor comes back where they were going.
 */

/** What a route may say about its sign-in, in its `handle`. */
export interface SessionHandle {
  /** Signed-out visitors most likely have no account yet (after the wizard, an invitation): show sign-up. */
  signUpHint?: boolean;
  /** Prefill the e-mail from the stored value (`prefill-email.ts`), e.g. the address an invitation went to. */
  prefillEmail?: boolean;
}

export interface SignInTargetInput {
  pathname: string;
  search: string;
  /** The `handle`s of the matched routes, outermost first. */
  handles: readonly unknown[];
  /** The stored e-mail, if any. */
  storedEmail: string | null;
}

function flag(handles: readonly unknown[], name: keyof SessionHandle): boolean {
  return handles.some(
    (handle) => typeof handle === 'object' && handle !== null && (handle as SessionHandle)[name] === true,
  );
}

/** The sign-in or sign-up address for a visitor of `pathname + search` without a session. */
export function signInTarget({ pathname, search, handles, storedEmail }: SignInTargetInput): string {
  const query = new URLSearchParams(search);
  const signUp = flag(handles, 'signUpHint') || query.get('hint') === 'signup';
  const target = new URLSearchParams({ next: `${pathname}${search}` });
  if (flag(handles, 'prefillEmail') && storedEmail) target.set('email', storedEmail);
  return `${signUp ? '/sign-up' : '/sign-in'}?${target.toString()}`;
}

/** Only same-site paths are followed after signing in (an open redirect would help phishing). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/start';
}
