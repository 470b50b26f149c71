import { randomBytes, randomUUID } from 'node:crypto';

/** A new row id (UUID v4). */
export function newId(): string {
  return randomUUID();
}

/** A new unguessable token for links (preview, sticker link, invitations): 32 url-safe characters. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed row id; other strings can never name a row, so routes answer 404 without a query. */
export function isId(value: string): boolean {
  return UUID.test(value);
}
