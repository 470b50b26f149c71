import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { readOutbox, type OutboxEntry } from '../mail';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';

/** The token of the last link mailed to `to` with `template`. */
function linkOf(entries: OutboxEntry[], to: string, template: OutboxEntry['template']): URL {
  const entry = entries.filter((mail) => mail.to === to && mail.template === template).at(-1);
  if (!entry) throw new Error(`no ${template} mail to ${to}`);
  return new URL((entry.values as { link: string }).link);
}

describeBackends('account mails: confirmation and password reset', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { PUBLIC_URL: 'https://album.example' });
  });
  afterAll(() => server.close());

  const outbox = () => readOutbox(server.ctx.config.mail.outboxDir);
  const signUp = async (email: string, password = 'long enough 1') => {
    const answer = await server.request({
      method: 'POST',
      url: '/auth/sign_up',
      payload: { email, password, locale: 'it' },
    });
    expect(answer.statusCode).toBe(201);
    const { token, user } = answer.json().data as { token: string; user: { id: string } };
    return { id: user.id, headers: { authorization: `Bearer ${token}` } };
  };
  const activate = (headers: Record<string, string> | undefined, payload: object) =>
    server.request({ method: 'PATCH', url: '/users/activate', ...(headers ? { headers } : {}), payload });

  it('mails a confirmation link on sign-up that activates that account only', async () => {
    const anna = await signUp('anna@example.com');
    const mails = await outbox();
    const link = linkOf(mails, 'anna@example.com', 'signUpConfirmation');
    expect(mails.at(-1)).toMatchObject({ language: 'it', subject: 'Conferma il tuo indirizzo e-mail' });
    expect(`${link.origin}${link.pathname}`).toBe('https://album.example/profile/activate');
    const token = link.searchParams.get('token')!;

    const ben = await signUp('ben@example.com');
    const foreign = await activate(ben.headers, { token });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('activation_other_account');
    expect((await activate(undefined, { token })).statusCode).toBe(401);
    // Credentials come before the body, whatever the body is.
    for (const payload of [[], {}, { token: '' }]) {
      const anonymous = await activate(undefined, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
    }
    expect((await activate(anna.headers, {})).json().error).toMatchObject({
      code: 'invalid_input',
      field: 'token',
    });
    const forged = await activate(anna.headers, { token: `${token.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('link_invalid');

    const done = await activate(anna.headers, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.activated).toBe(true);
    // The link may be opened twice (a second tab, a mail preview): the account stays activated.
    expect((await activate(anna.headers, { token })).statusCode).toBe(200);
  });

  it('sends the confirmation again only to accounts not yet activated', async () => {
    const carla = await signUp('carla@example.com');
    const before = (await outbox()).length;
    const resend = await server.request({
      method: 'POST',
      url: '/users/activation_mail',
      headers: carla.headers,
    });
    expect(resend.statusCode).toBe(204);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const token = linkOf(mails, 'carla@example.com', 'signUpConfirmation').searchParams.get('token')!;
    expect((await activate(carla.headers, { token })).statusCode).toBe(200);
    await server.request({ method: 'POST', url: '/users/activation_mail', headers: carla.headers });
    expect(await outbox()).toHaveLength(before + 1);
  });

  it('resets a forgotten password once through the mailed link, ending the sign-ins of the old one', async () => {
    const before = await signUp('dora@example.com', 'old password 1');
    const request = (email: string) =>
      server.request({ method: 'POST', url: '/auth/password_reset', payload: { email, locale: 'de' } });
    const known = await request('DORA@example.com');
    const unknown = await request('nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);

    // The mail goes out after the answer (so the answer's time tells nothing): wait for it to arrive.
    const link = await vi.waitFor(async () => linkOf(await outbox(), 'dora@example.com', 'passwordReset'));
    expect(link.pathname).toBe('/reset-password');
    expect((await outbox()).some((mail) => mail.to === 'nobody@example.com')).toBe(false);
    const token = link.searchParams.get('token')!;
    const confirm = (password: string) =>
      server.request({ method: 'POST', url: '/auth/password_reset/confirm', payload: { token, password } });

    const weak = await confirm('short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'invalid_input', field: 'password' });
    const withEmail = await confirm('dora-forever-1');
    expect(withEmail.json().error.field).toBe('password');

    const done = await confirm('new password 2');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user).toMatchObject({ email: 'dora@example.com', activated: true });
    const signIn = (password: string) =>
      server.request({
        method: 'POST',
        url: '/auth/sign_in',
        payload: { email: 'dora@example.com', password },
      });
    expect((await signIn('new password 2')).statusCode).toBe(200);
    expect((await signIn('old password 1')).statusCode).toBe(401);
    // Whoever knew the old password, and signed in with it, is signed out; the session of the reset stays.
    const me = (headers: Record<string, string>) => server.request({ method: 'GET', url: '/me', headers });
    const ended = await me(before.headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe('invalid_token');
    expect((await me({ authorization: `Bearer ${done.json().data.token}` })).statusCode).toBe(200);

    const again = await confirm('third password 3');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('link_invalid');
  });

  it('refuses sign-ups whose password breaks a rule, naming the password', async () => {
    for (const password of ['short1', 'onlyletters', '123456789', 'erik-1234567']) {
      const answer = await server.request({
        method: 'POST',
        url: '/auth/sign_up',
        payload: { email: 'erik@example.com', password },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({ code: 'invalid_input', field: 'password' });
    }
  });
});
