/**
 * Addresses of the invitation flow (companion specification, section 2): the public landing page
 * `/invitations/:token/accept` leads on to the signed-in `/invitations/:token/confirm`, through the sign-in or
 * sign-up screen for visitors without a session, with the invited address prefilled and `next` bringing them back.
 */

/** The signed-in page that redeems the invitation. */
export function confirmPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}/confirm`;
}

/** The sign-in (`/sign-in`) or sign-up (`/sign-up`) screen, coming back to the confirmation afterwards. */
export function authPath(screen: 'sign-in' | 'sign-up', token: string, email: string): string {
  const query = new URLSearchParams({ next: confirmPath(token), email });
  return `/${screen}?${query.toString()}`;
}

/** Whether the signed-in address is the invited one (the server compares without case). */
export function isInvitedAddress(signedIn: string, invited: string): boolean {
  return signedIn.trim().toLowerCase() === invited.trim().toLowerCase();
}
