import type { Transport } from '../transport';
import type { AffiliateConversions } from '../wire';

/** The partners' affiliate page: public, keyed by the partner's secret url token. */
export function affiliateResource(t: Transport) {
  return {
    /** `GET /public/affiliate_conversions?token=`: referred albums and orders by month; 404 for an unknown token. */
    conversions: (token: string) =>
      t.request<AffiliateConversions>('GET', '/public/affiliate_conversions', {
        query: { token },
        anonymous: true,
      }),
  };
}
