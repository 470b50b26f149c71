/**
 * When the invitation form may send (spec section 4, Invitation form): never while a request runs, never with an
 * empty address, and never for an address already invited or already a user of the album. The e-mail rule of
 * section 5 (required, e-mail type) is checked here too, so the button says why it stays disabled.
 */
import type { Association, Invitation } from '@album/api-client';

/** Why the form cannot send; null when it can. */
export type InvitationBlock = 'sending' | 'empty' | 'invalid' | 'already_invited' | 'already_member';

export interface InvitationFormState {
  email: string;
  sending: boolean;
  invitations: readonly Pick<Invitation, 'email'>[];
  associations: readonly Pick<Association, 'user'>[];
}

// The shape the server accepts (one @, a dot in the domain, no spaces); the server decides in the end.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as the server compares it: trimmed, case-insensitive. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The first reason the form cannot send `state.email`, or null when it can. */
export function invitationBlock(state: InvitationFormState): InvitationBlock | null {
  if (state.sending) return 'sending';
  const email = normaliseEmail(state.email);
  if (email === '') return 'empty';
  if (!EMAIL.test(email)) return 'invalid';
  if (state.invitations.some((invitation) => normaliseEmail(invitation.email) === email))
    return 'already_invited';
  if (state.associations.some((association) => normaliseEmail(association.user.email) === email))
    return 'already_member';
  return null;
}
