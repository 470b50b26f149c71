/**
 * The invitation from the invitee's side: the mail with the personal link, the binding of the link to the invited
 * address (another account can neither use it nor burn it, nor can an account whose address is unconfirmed), and
 * the album then listed among the invitee's albums.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readOutbox } from '../mail';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';

describeBackends('invitation flow', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let invitee: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [owner, invitee, stranger] = await Promise.all([server.user(), server.user(), server.user()]);
  });
  afterAll(() => server.close());

  const listIds = async (user: TestUser) =>
    (
      (await server.request({ method: 'GET', url: '/albums', headers: user.headers })).json().data
        .albums as Array<{
        id: string;
      }>
    ).map((album) => album.id);

  it('mails the personal link; only the invited address redeems it; the album is then listed for the invitee', async () => {
    const { id } = await server.album(owner);
    const created = await server.request({
      method: 'POST',
      url: `/albums/${id}/invitations`,
      headers: owner.headers,
      payload: { email: invitee.email },
    });
    expect(created.statusCode).toBe(201);
    const invitation = created.json().data.invitation;
    expect(invitation.mail_sent).toBe(true);
    const token = invitation.accept_path.split('/')[2] as string;

    const mails = (await readOutbox(server.ctx.config.mail.outboxDir)).filter(
      (mail) => mail.to === invitee.email,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'invitation',
      values: {
        inviter: owner.email,
        album: 'Test album',
        link: `http://127.0.0.1:3999/invitations/${token}/accept`,
      },
    });
    expect(mails[0]!.text).toContain(`http://127.0.0.1:3999/invitations/${token}/accept`);

    // Another account: refused, and the invitation stays open (the landing page still answers).
    const other = await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('invitation_for_other_email');
    expect((await server.request({ method: 'GET', url: `/public/invitations/${token}` })).statusCode).toBe(
      200,
    );
    expect(await listIds(stranger)).not.toContain(id);
    expect(
      (await server.request({ method: 'GET', url: `/albums/${id}`, headers: stranger.headers })).statusCode,
    ).toBe(403);

    expect(await listIds(invitee)).not.toContain(id);
    const confirmed = await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: invitee.headers,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await listIds(invitee)).toContain(id);

    // Used once: neither the invitee again nor anyone else gets in with it afterwards.
    const reuse = await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: stranger.headers,
    });
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().error.code).toBe('invitation_used');
    expect(await listIds(stranger)).not.toContain(id);
  });

  it('lets the invited address in only once it is confirmed: a leaked link does not open the album', async () => {
    const { id } = await server.album(owner);
    const email = `no-account-yet-${id.slice(0, 8)}@example.com`;
    const created = await server.request({
      method: 'POST',
      url: `/albums/${id}/invitations`,
      headers: owner.headers,
      payload: { email },
    });
    const token = created.json().data.invitation.accept_path.split('/')[2] as string;

    // Whoever holds the link registers the invited address: sign-up answers a session at once, unconfirmed.
    const signedUp = await server.request({
      method: 'POST',
      url: '/auth/sign_up',
      payload: { email, password: 'Leaked-link-123!' },
    });
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.json().data.user.activated).toBe(false);
    const holder = {
      id: signedUp.json().data.user.id as string,
      email,
      token: signedUp.json().data.token as string,
      headers: { authorization: `Bearer ${signedUp.json().data.token as string}` },
    };
    const confirm = () =>
      server.request({ method: 'POST', url: `/invitations/${token}/confirm`, headers: holder.headers });

    const refused = await confirm();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_not_activated');
    expect(await listIds(holder)).not.toContain(id);
    expect(
      (await server.request({ method: 'GET', url: `/albums/${id}`, headers: holder.headers })).statusCode,
    ).toBe(403);
    const users = await server.request({
      method: 'GET',
      url: `/albums/${id}/associations`,
      headers: owner.headers,
    });
    expect(users.json().data.associations.map((a: { user: { id: string } }) => a.user.id)).not.toContain(
      holder.id,
    );
    // Not used up: the invitation waits for the address to be confirmed.
    expect((await server.request({ method: 'GET', url: `/public/invitations/${token}` })).statusCode).toBe(
      200,
    );

    // The real invitee's way on: the link of the confirmation mail, then the invitation link again.
    const mail = (await readOutbox(server.ctx.config.mail.outboxDir))
      .filter((entry) => entry.to === email && entry.template === 'signUpConfirmation')
      .at(-1);
    const activation = new URL((mail!.values as { link: string }).link).searchParams.get('token');
    const activated = await server.request({
      method: 'PATCH',
      url: '/users/activate',
      headers: holder.headers,
      payload: { token: activation },
    });
    expect(activated.statusCode).toBe(200);
    const accepted = await confirm();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.album_id).toBe(id);
    expect(await listIds(holder)).toContain(id);
  });

  it('writes the mail in the invitee’s language when they have an account, else in the album’s', async () => {
    const { id } = await server.album(owner);
    await server.ctx.db.updateTable('users').set({ locale: 'pl' }).where('id', '=', stranger.id).execute();
    await server.ctx.db.updateTable('albums').set({ language: 'it' }).where('id', '=', id).execute();
    for (const email of [stranger.email.toUpperCase(), 'nobody-yet@example.com']) {
      const answer = await server.request({
        method: 'POST',
        url: `/albums/${id}/invitations`,
        headers: owner.headers,
        payload: { email },
      });
      expect(answer.statusCode).toBe(201);
    }
    const mails = await readOutbox(server.ctx.config.mail.outboxDir);
    expect(mails.find((mail) => mail.to === stranger.email)?.language).toBe('pl');
    expect(mails.find((mail) => mail.to === 'nobody-yet@example.com')?.language).toBe('it');
  });
});

describeBackends('invitation without a working mail transport', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: the SMTP connection is refused at once.
    server = await startTestServer(backend, { SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => server.close());

  it('still creates the invitation and says the mail did not go out', async () => {
    const owner = await server.user();
    const { id } = await server.album(owner);
    const created = await server.request({
      method: 'POST',
      url: `/albums/${id}/invitations`,
      headers: owner.headers,
      payload: { email: 'guest@example.com' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.invitation).toMatchObject({ email: 'guest@example.com', mail_sent: false });
    const list = await server.request({
      method: 'GET',
      url: `/albums/${id}/invitations`,
      headers: owner.headers,
    });
    expect(list.json().data.invitations).toHaveLength(1);
  });
});
