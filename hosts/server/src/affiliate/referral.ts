/**
 * Affiliate referrals: a partner's landing link (`/?ref=<url_token>&aud=wedding|business`) is kept by the app and
 * sent back as `analytics_metadata: {partner_token, source}` in the sign-up body and in `POST /albums`. The server
 * records the partner and the audience on the user and on the album; an album created without a partner link
 * inherits its owner's sign-up referral, and orders count for the partner of their album.
 *
 * A token that names no partner (a stale or mistyped link) records nothing and fails nothing: a sign-up must never
 * be refused over a marketing link. A malformed one (not a short url-safe string) is a 400 like any bad input.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AffiliateAudience } from '@album/api-client';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export const AFFILIATE_AUDIENCES = ['wedding', 'business'] as const satisfies readonly AffiliateAudience[];

/** Partner tokens as `newToken()` makes them (and as the app accepts them from a link). */
const partnerToken = z.string().regex(/^[\w-]{1,100}$/, 'must be a partner token');

/** The referral columns of a user or an album. */
export interface ReferralColumns {
  referral_partner_id: string | null;
  referral_source: AffiliateAudience | null;
}

const NONE: ReferralColumns = { referral_partner_id: null, referral_source: null };

/**
 * The referral that `analytics_metadata` names: the partner of `partner_token` and `source` when it is an audience
 * (other sources, such as the wizard's `source: 'wizard'`, name no audience). Undefined when the metadata names no
 * partner token; `NONE` when the token is unknown.
 */
export async function referralOf(
  db: Kysely<Database>,
  metadata: Record<string, unknown> | undefined,
  field = 'analytics_metadata',
): Promise<ReferralColumns | undefined> {
  const token = metadata?.partner_token;
  if (token === undefined || token === null) return undefined;
  const checked = partnerToken.safeParse(token);
  if (!checked.success) {
    throw new HttpError(
      400,
      'invalid_input',
      `${field}.partner_token must be a partner token`,
      `${field}.partner_token`,
    );
  }
  const partner = await db
    .selectFrom('partners')
    .select('id')
    .where('url_token', '=', checked.data)
    .executeTakeFirst();
  if (!partner) return NONE;
  const source = AFFILIATE_AUDIENCES.find((audience) => audience === metadata?.source) ?? null;
  return { referral_partner_id: partner.id, referral_source: source };
}

/** The referral of a new user: the partner its sign-up's `analytics_metadata` names, or none. */
export async function signUpReferral(
  db: Kysely<Database>,
  metadata: Record<string, unknown> | undefined,
): Promise<ReferralColumns> {
  return (await referralOf(db, metadata)) ?? NONE;
}

/**
 * The referral of a new album: the partner its `analytics_metadata` names, else the one its owner signed up
 * through (the visitor signs up first and creates the album later, maybe without the link).
 */
export async function albumReferral(
  db: Kysely<Database>,
  ownerId: string,
  metadata: Record<string, unknown> | undefined,
): Promise<ReferralColumns> {
  const named = await referralOf(db, metadata);
  if (named) return named;
  const owner = await db
    .selectFrom('users')
    .select(['referral_partner_id', 'referral_source'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
  if (!owner?.referral_partner_id) return NONE;
  const source = AFFILIATE_AUDIENCES.find((audience) => audience === owner.referral_source) ?? null;
  return { referral_partner_id: owner.referral_partner_id, referral_source: source };
}
