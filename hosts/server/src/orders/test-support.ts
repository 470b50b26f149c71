/** Shared set-up of the order route tests: a server, its users, an album with a collaborator, and a valid form. */
import type { OrderForm } from '@album/api-client';
import { readOutbox } from '../mail';
import type { Backend, TestServer, TestUser } from '../../test/harness';
import { startTestServer } from '../../test/harness';

/** `yyyy-mm-dd`, `days` after today (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A form every rule accepts: 50 albums with sticker packs to Germany. */
export function validForm(albumId: string, overrides: Record<string, unknown> = {}) {
  const form: OrderForm = {
    album_id: albumId,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '0049 1701234567',
    address1: 'Hauptstraße 1',
    zip_code: '10115',
    city: 'Berlin',
    country_code: 'DE',
    no_albums: 50,
    order_features: [],
    sticker_packaging_type: 'stickerpack',
    release_date: dayFromNow(90),
    print_consent: true,
  };
  return { ...form, ...overrides };
}

export interface OrdersWorld {
  server: TestServer;
  owner: TestUser;
  collaborator: TestUser;
  stranger: TestUser;
  admin: TestUser;
  /** A wedding album of `owner` (10 to 200 albums) that `collaborator` joined. */
  albumId: string;
}

/** Starts a server (rate limits wide enough for the tests' many orders) with the users and the album. */
export async function ordersWorld(backend: Backend): Promise<OrdersWorld> {
  const server = await startTestServer(backend, { RATE_LIMIT_PUBLIC_WRITE: '1000/1m' });
  const [owner, collaborator, stranger, admin] = await Promise.all([
    server.user(),
    server.user(),
    server.user(),
    server.user({ roles: ['admin'] }),
  ]);
  const { id: albumId } = await server.album(owner);
  await server.request({
    method: 'PATCH',
    url: `/albums/${albumId}`,
    headers: owner.headers,
    payload: { language: 'en' },
  });
  const invite = await server.request({
    method: 'POST',
    url: `/albums/${albumId}/invitations`,
    headers: owner.headers,
    payload: { email: collaborator.email },
  });
  const token = (invite.json().data.invitation.accept_path as string).split('/')[2];
  const confirmed = await server.request({
    method: 'POST',
    url: `/invitations/${token}/confirm`,
    headers: collaborator.headers,
  });
  if (confirmed.statusCode >= 300) throw new Error(`invitation failed: ${confirmed.body}`);
  return { server, owner, collaborator, stranger, admin, albumId };
}

/** `POST /orders` as `user`, with an optional Idempotency-Key. */
export function postOrder(server: TestServer, user: TestUser, payload: object, key?: string) {
  return server.request({
    method: 'POST',
    url: '/orders',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** The mails of the outbox with this template. */
export async function mailsOf(server: TestServer, template: string) {
  return (await readOutbox(server.ctx.config.mail.outboxDir)).filter((mail) => mail.template === template);
}
