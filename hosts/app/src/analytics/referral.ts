/**
 * The affiliate landing (spec 001 "Affiliate page": each audience has its own landing address and source tag): a
 * page opened with `?ref=<partner token>&aud=wedding|business` is remembered for 30 days, so the sign-up and the
 * album created later, maybe on another day, still name the partner who sent the visitor. Sent as the
 * `analytics_metadata` of the sign-up and of the album creation, where the server records the partner's
 * conversions.
 */

/** What travels as `analytics_metadata`: the partner's token and the audience of the link. */
export type Referral = {
  partner_token: string;
  source: ReferralAudience;
};

export const REFERRAL_AUDIENCES = ['wedding', 'business'] as const;
export type ReferralAudience = (typeof REFERRAL_AUDIENCES)[number];

export const REFERRAL_STORAGE_KEY = 'album.referral';
/** How long a partner link counts after the visit. */
export const REFERRAL_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Partner tokens are short url-safe strings; anything else in `ref` is not a partner link. */
const TOKEN = /^[\w-]{1,100}$/;

interface StoredReferral extends Referral {
  at: number;
}

/**
 * Remembers the partner link in `search` (a URL's query), if it names one: a valid token and a known audience. A
 * newer link replaces an older one (the last partner who sent the visitor counts). Answers what was stored.
 */
export function captureReferral(
  search: string,
  storage: Storage | undefined,
  now: number = Date.now(),
): Referral | null {
  const query = new URLSearchParams(search);
  const token = query.get('ref');
  const audience = query.get('aud');
  if (!token || !TOKEN.test(token)) return null;
  if (!(REFERRAL_AUDIENCES as readonly string[]).includes(audience ?? '')) return null;
  const referral: Referral = { partner_token: token, source: audience as ReferralAudience };
  try {
    storage?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ ...referral, at: now } satisfies StoredReferral));
  } catch {
    // Private mode or a full storage: the link counts for nothing, the visit goes on.
  }
  return referral;
}

/** The remembered partner link, or null when there is none, it is older than 30 days or cannot be read. */
export function storedReferral(storage: Storage | undefined, now: number = Date.now()): Referral | null {
  try {
    const stored = JSON.parse(storage?.getItem(REFERRAL_STORAGE_KEY) ?? 'null') as StoredReferral | null;
    if (!stored || typeof stored.partner_token !== 'string' || !TOKEN.test(stored.partner_token)) return null;
    if (!(REFERRAL_AUDIENCES as readonly string[]).includes(stored.source)) return null;
    if (typeof stored.at !== 'number' || now - stored.at >= REFERRAL_LIFETIME_MS) return null;
    return { partner_token: stored.partner_token, source: stored.source };
  } catch {
    return null;
  }
}
