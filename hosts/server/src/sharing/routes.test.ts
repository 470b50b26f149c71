import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('invitations and album users', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let invitee: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [owner, invitee, stranger] = await Promise.all([server.user(), server.user(), server.user()]);
  });
  afterAll(() => server.close());

  const invite = (albumId: string, email: string, headers: Record<string, string> | null = owner.headers) =>
    server.request({
      method: 'POST',
      url: `/albums/${albumId}/invitations`,
      ...(headers ? { headers } : {}),
      payload: { email },
    });

  it('invites, shows the landing page, confirms into an association, and lists both', async () => {
    const { id } = await server.album(owner);
    const created = await invite(id, invitee.email.toUpperCase());
    expect(created.statusCode).toBe(201);
    const invitation = created.json().data.invitation;
    expect(invitation).toMatchObject({ email: invitee.email });
    const token = invitation.accept_path.split('/')[2];

    const list = await server.request({
      method: 'GET',
      url: `/albums/${id}/invitations`,
      headers: owner.headers,
    });
    expect(list.json().data.invitations.map((i: { id: string }) => i.id)).toEqual([invitation.id]);

    const landing = await server.request({ method: 'GET', url: `/public/invitations/${token}` });
    expect(landing.statusCode).toBe(200);
    expect(landing.json().data.invitation).toMatchObject({
      id: invitation.id,
      email: invitee.email,
      album_id: id,
      album_title: 'Test album',
      inviter_email: owner.email,
    });

    expect((await server.request({ method: 'POST', url: `/invitations/${token}/confirm` })).statusCode).toBe(
      401,
    );
    const confirmed = await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: invitee.headers,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.album_id).toBe(id);
    const again = await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: invitee.headers,
    });
    expect(again.statusCode).toBe(409);
    expect((await server.request({ method: 'GET', url: `/public/invitations/${token}` })).statusCode).toBe(
      404,
    );

    const users = await server.request({
      method: 'GET',
      url: `/albums/${id}/associations`,
      headers: invitee.headers,
    });
    expect(users.statusCode).toBe(200);
    expect(users.json().data.associations).toEqual([
      expect.objectContaining({
        owner: true,
        user: expect.objectContaining({ id: owner.id, email: owner.email }),
      }),
      expect.objectContaining({ owner: false, user: expect.objectContaining({ id: invitee.id }) }),
    ]);
    // Collaborators see the invitation list without the links.
    const seen = await server.request({
      method: 'GET',
      url: `/albums/${id}/invitations`,
      headers: invitee.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(
      (await server.request({ method: 'GET', url: `/albums/${id}`, headers: invitee.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses duplicate invitations and members with 409, bad e-mails with 400', async () => {
    const { id } = await server.album(owner);
    expect((await invite(id, 'guest@example.com')).statusCode).toBe(201);
    const twice = await invite(id, 'Guest@Example.com');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'already_invited', field: 'email' });
    const member = await invite(id, owner.email);
    expect(member.json().error.code).toBe('already_member');
    const bad = await invite(id, 'no-at-sign');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('email');
  });

  it('lets only the owner invite, delete invitations and remove users, never the owner', async () => {
    const { id } = await server.album(owner);
    const token = (await invite(id, invitee.email)).json().data.invitation.accept_path.split('/')[2];
    await server.request({ method: 'POST', url: `/invitations/${token}/confirm`, headers: invitee.headers });
    const pending = (await invite(id, 'later@example.com')).json().data.invitation;

    expect((await invite(id, 'x@example.com', null)).statusCode).toBe(401);
    // Who asks comes before what they send: a stranger's bad body is refused for the stranger, not the body.
    expect((await invite(id, 'no-at-sign', null)).statusCode).toBe(401);
    expect((await invite(id, 'no-at-sign', stranger.headers)).statusCode).toBe(403);
    expect((await invite(id, 'x@example.com', invitee.headers)).statusCode).toBe(403);
    expect((await invite(id, 'x@example.com', stranger.headers)).statusCode).toBe(403);
    expect((await invite(UNKNOWN, 'x@example.com')).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/albums/${id}/invitations` })).statusCode).toBe(401);
    expect(
      (await server.request({ method: 'GET', url: `/albums/${id}/invitations`, headers: stranger.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.request({ method: 'GET', url: `/albums/${UNKNOWN}/invitations`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);

    const del = (url: string, headers?: Record<string, string>) =>
      server.request({ method: 'DELETE', url, ...(headers ? { headers } : {}) });
    expect((await del(`/invitations/${pending.id}`)).statusCode).toBe(401);
    expect((await del(`/invitations/${pending.id}`, invitee.headers)).statusCode).toBe(403);
    expect((await del(`/invitations/${UNKNOWN}`, owner.headers)).statusCode).toBe(404);
    expect((await del(`/invitations/${pending.id}`, owner.headers)).statusCode).toBe(204);
    expect((await del(`/invitations/${pending.id}`, owner.headers)).statusCode).toBe(404);

    const associations = (
      await server.request({ method: 'GET', url: `/albums/${id}/associations`, headers: owner.headers })
    ).json().data.associations as Array<{ id: string; owner: boolean }>;
    const ownerAssociation = associations.find((a) => a.owner)!;
    const collaboratorAssociation = associations.find((a) => !a.owner)!;
    expect((await del(`/associations/${collaboratorAssociation.id}`)).statusCode).toBe(401);
    expect((await del(`/associations/${collaboratorAssociation.id}`, invitee.headers)).statusCode).toBe(403);
    expect((await del(`/associations/${UNKNOWN}`, owner.headers)).statusCode).toBe(404);
    const removeOwner = await del(`/associations/${ownerAssociation.id}`, owner.headers);
    expect(removeOwner.statusCode).toBe(403);
    expect(removeOwner.json().error.code).toBe('owner_not_removable');
    expect((await del(`/associations/${collaboratorAssociation.id}`, owner.headers)).statusCode).toBe(204);
    expect(
      (await server.request({ method: 'GET', url: `/albums/${id}`, headers: invitee.headers })).statusCode,
    ).toBe(403);

    expect((await server.request({ method: 'GET', url: `/albums/${id}/associations` })).statusCode).toBe(401);
    expect(
      (await server.request({ method: 'GET', url: `/albums/${id}/associations`, headers: stranger.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await server.request({
          method: 'GET',
          url: `/albums/${UNKNOWN}/associations`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 for unknown invitation tokens', async () => {
    expect((await server.request({ method: 'GET', url: '/public/invitations/nope' })).statusCode).toBe(404);
    const confirm = await server.request({
      method: 'POST',
      url: '/invitations/nope/confirm',
      headers: stranger.headers,
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('lets only the invited e-mail address confirm: the link is personal', async () => {
    const { id } = await server.album(owner);
    const token = (await invite(id, invitee.email)).json().data.invitation.accept_path.split('/')[2];
    const confirm = (headers: Record<string, string>) =>
      server.request({ method: 'POST', url: `/invitations/${token}/confirm`, headers });
    const other = await confirm(stranger.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('invitation_for_other_email');
    expect(other.json().error.message).toContain(invitee.email);
    // Still open for the person it was meant for.
    expect((await confirm(invitee.headers)).statusCode).toBe(200);
  });
});
