/**
 * The invitation mail (companion specification, section 1: owners invite collaborators by e-mail). It goes in the
 * invitee's own language when they already have an account, else in the album's language, and carries the
 * personal link to `/invitations/:token/accept`. A mail that cannot be sent does not undo the invitation: the
 * owner still has the link to pass on, and the answer says the mail did not go out.
 */
import { sql } from 'kysely';
import type { Language } from '@album/i18n/core';
import type { CoreContext } from '../core-context';
import { appLink, mailOf } from '../mail';
import type { MailLog } from '../mail';

export interface InvitationMail {
  email: string;
  token: string;
  albumTitle: string;
  albumLanguage: Language;
  /** The inviter as the invitee knows them: their e-mail address. */
  inviter: string;
}

/** The accept page of an invitation, as the app routes it. */
export function acceptPath(token: string): string {
  return `/invitations/${token}/accept`;
}

/** Sends the invitation mail; answers whether it went out (failures are logged, never thrown). */
export async function sendInvitationMail(
  ctx: CoreContext,
  log: MailLog & { warn(fields: object, message: string): void },
  invitation: InvitationMail,
): Promise<boolean> {
  try {
    const invitee = await ctx.db
      .selectFrom('users')
      .select('locale')
      .where(sql<string>`lower(email)`, '=', invitation.email.toLowerCase())
      .executeTakeFirst();
    await mailOf(ctx, log).send({
      to: invitation.email,
      template: 'invitation',
      language: invitee?.locale ?? invitation.albumLanguage,
      values: {
        inviter: invitation.inviter,
        album: invitation.albumTitle,
        link: appLink(ctx.config, acceptPath(invitation.token)),
      },
    });
    return true;
  } catch (error) {
    log.warn({ err: error, to: invitation.email }, 'invitation mail not sent');
    return false;
  }
}
