import type { Selectable } from 'kysely';
import type { AffiliateAudience, Partner } from '@album/api-client';
import type { PartnersTable } from '../db/schema';
import { AFFILIATE_AUDIENCES } from './referral';

/**
 * A partner's landing links, one per audience, relative to the app (`/?ref=<token>&aud=wedding`): the app makes
 * them absolute on its own address, which need not be the API's.
 */
export function urlSource(token: string): Record<AffiliateAudience, string> {
  const link = (audience: AffiliateAudience) =>
    `/?${new URLSearchParams({ ref: token, aud: audience }).toString()}`;
  return Object.fromEntries(AFFILIATE_AUDIENCES.map((audience) => [audience, link(audience)])) as Record<
    AffiliateAudience,
    string
  >;
}

/** A partner as the admins see it. */
export function partnerWire(row: Selectable<PartnersTable>): Partner {
  return {
    id: row.id,
    name: row.name,
    url_token: row.url_token,
    url_source: urlSource(row.url_token),
    created_at: row.created_at.toISOString(),
  };
}
