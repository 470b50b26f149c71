/**
 * Invitations and album users (companion specification): the owner invites by e-mail, the invitee opens the
 * public landing page by token and confirms while signed in as the invited e-mail address with that address
 * confirmed (the link is personal), which makes them a collaborator. The invitation mail carries the link; the
 * owner also gets it (`accept_path`) to pass on, which matters when the mail could not be sent (`mail_sent: false`).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Association, Invitation, InvitationLanding } from '@album/api-client';
import type { CoreContext } from '../core-context';
import type { InvitationRow } from '../db/schema';
import { HttpError, conflict, forbidden, notFound } from '../http/errors';
import { isId, newId, newToken } from '../http/ids';
import { emailSchema, idParams, tokenParams } from '../http/schemas';
import { parseInput } from '../http/validate';
import { syncServiceOf } from '../sync';
import { acceptPath, sendInvitationMail } from './invitation-mail';

const invitationBody = z.strictObject({ email: emailSchema });

function invitationWire(row: InvitationRow, withLink: boolean): Invitation {
  return {
    id: row.id,
    email: row.email,
    created_at: row.created_at.toISOString(),
    ...(withLink ? { accept_path: acceptPath(row.token) } : {}),
  };
}

export async function sharingRoutes(app: FastifyInstance, ctx: CoreContext): Promise<void> {
  const { db, auth } = ctx;

  app.get('/albums/:id/invitations', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { via } = await auth.requireAlbumAccess(request, id, 'member');
    const rows = await db
      .selectFrom('invitations')
      .selectAll()
      .where('album_id', '=', id)
      .where('accepted_at', 'is', null)
      .orderBy('created_at')
      .execute();
    return { data: { invitations: rows.map((row) => invitationWire(row, via !== 'collaborator')) } };
  });

  app.post('/albums/:id/invitations', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { album, user } = await auth.requireAlbumAccess(request, id, 'owner');
    const { email } = parseInput(invitationBody, request.body);
    const member = await db
      .selectFrom('associations')
      .innerJoin('users', 'users.id', 'associations.user_id')
      .select('associations.id')
      .where('associations.album_id', '=', album.id)
      .where(sql<string>`lower(users.email)`, '=', email)
      .executeTakeFirst();
    if (member)
      throw new HttpError(409, 'already_member', `${email} is already a user of this album`, 'email');
    const pending = await db
      .selectFrom('invitations')
      .select('id')
      .where('album_id', '=', album.id)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (pending) throw new HttpError(409, 'already_invited', `${email} is already invited`, 'email');
    const row = await db
      .insertInto('invitations')
      .values({ id: newId(), album_id: album.id, email, token: newToken(), inviter_id: user!.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    const mailSent = await sendInvitationMail(ctx, request.log, {
      email,
      token: row.token,
      albumTitle: album.title,
      albumLanguage: album.language,
      inviter: user!.email,
    });
    reply.status(201);
    return { data: { invitation: { ...invitationWire(row, true), mail_sent: mailSent } } };
  });

  app.delete('/invitations/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await auth.requireUser(request);
    const invitation = isId(id)
      ? await db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!invitation) throw notFound('Invitation');
    await auth.requireAlbumAccess(request, invitation.album_id, 'owner');
    await db.deleteFrom('invitations').where('id', '=', invitation.id).execute();
    return reply.status(204).send();
  });

  app.get('/public/invitations/:token', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    const row = await db
      .selectFrom('invitations')
      .innerJoin('albums', 'albums.id', 'invitations.album_id')
      .innerJoin('users', 'users.id', 'invitations.inviter_id')
      .select([
        'invitations.id',
        'invitations.email',
        'invitations.created_at',
        'invitations.album_id',
        'albums.title as album_title',
        'users.email as inviter_email',
      ])
      .where('invitations.token', '=', token)
      .where('invitations.accepted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('Invitation');
    const invitation: InvitationLanding = { ...row, created_at: row.created_at.toISOString() };
    return { data: { invitation } };
  });

  // The path names the invitation by its token: only the invitee knows it (ids are never shown to them).
  app.post('/invitations/:token/confirm', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    const user = await auth.requireUser(request);
    const invitation = await db
      .selectFrom('invitations')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
    if (!invitation) throw notFound('Invitation');
    if (invitation.accepted_at !== null)
      throw conflict('This invitation was already used', 'invitation_used');
    // The link is personal: a forwarded or leaked link must not let whoever holds it into the album.
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(
        `This invitation is personal: sign in as ${invitation.email} to accept it`,
        'invitation_for_other_email',
      );
    }
    // Sign-up does not prove the address: whoever holds a leaked link could register the invited address and walk
    // in. Only the account that clicked the activation mail has shown it receives that address's mail.
    if (user.row.activated_at === null) {
      throw new HttpError(
        403,
        'account_not_activated',
        'Confirm your e-mail address first (the link in the confirmation mail), then open the invitation link again',
      );
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('associations')
        .values({ id: newId(), album_id: invitation.album_id, user_id: user.id, owner: false })
        .onConflict((oc) => oc.columns(['album_id', 'user_id']).doNothing())
        .execute();
      await trx
        .updateTable('invitations')
        .set({ accepted_at: new Date() })
        .where('id', '=', invitation.id)
        .execute();
    });
    return { data: { album_id: invitation.album_id } };
  });

  app.get('/albums/:id/associations', async (request) => {
    const { id } = parseInput(idParams, request.params);
    await auth.requireAlbumAccess(request, id, 'member');
    const rows = await db
      .selectFrom('associations')
      .innerJoin('users', 'users.id', 'associations.user_id')
      .select([
        'associations.id',
        'associations.owner',
        'users.id as user_id',
        'users.email',
        'users.picture',
      ])
      .where('associations.album_id', '=', id)
      .orderBy('associations.owner', 'desc')
      .orderBy('associations.created_at')
      .execute();
    const associations: Association[] = rows.map((row) => ({
      id: row.id,
      owner: row.owner,
      user: { id: row.user_id, email: row.email, picture: row.picture },
    }));
    return { data: { associations } };
  });

  app.delete('/associations/:id', async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await auth.requireUser(request);
    const association = isId(id)
      ? await db.selectFrom('associations').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!association) throw notFound('Association');
    const { album } = await auth.requireAlbumAccess(request, association.album_id, 'owner');
    if (association.owner || association.user_id === album.owner_id) {
      throw forbidden('The owner cannot be removed from the album', 'owner_not_removable');
    }
    await db.deleteFrom('associations').where('id', '=', association.id).execute();
    // The removed collaborator's open sockets close now.
    await syncServiceOf(ctx)?.recheckAlbum(album.id);
    return reply.status(204).send();
  });
}
