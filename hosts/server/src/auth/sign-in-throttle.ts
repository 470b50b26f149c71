/**
 * Back-off for failed sign-ins, per account (the e-mail tried) and per address. Only failures count, so a person who
 * signs in correctly is never slowed down by it; once an account or address has used up a window, every attempt
 * (right or wrong) is refused with 429 and `Retry-After` until the window ends, without checking the password.
 * The windows grow (by default 5 failures a minute, 10 in 15 minutes, 20 an hour), so a guesser waits longer and
 * longer while the owner is never shut out for more than the longest window.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitsConfig } from '../http/limits-config';
import { addressKey, createLimiter } from '../http/rate-limit';

export interface SignInThrottle {
  /** 429 when the account or the address is waiting out its back-off. */
  assertOpen(request: FastifyRequest, email: string): Promise<void>;
  /** Records a failed attempt. */
  failed(request: FastifyRequest, email: string): Promise<void>;
}

export function signInThrottle(app: FastifyInstance, limits: LimitsConfig): SignInThrottle {
  const account = createLimiter(app, 'sign-in-account', limits.ratePolicies.signInAccount);
  const address = createLimiter(app, 'sign-in-address', limits.ratePolicies.signInAddress);
  return {
    async assertOpen(request, email) {
      await account.assertOpen(request, email);
      await address.assertOpen(request, addressKey(request));
    },
    async failed(request, email) {
      await account.count(request, email);
      await address.count(request, addressKey(request));
    },
  };
}
