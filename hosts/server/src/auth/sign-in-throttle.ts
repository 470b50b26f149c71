/**
 * Back-off for failed sign-ins, per account (the e-mail tried) and per address. Only failures count, so a person who
 * signs in correctly is never slowed down by it; once an account or address has used up a window, every attempt
 * (right or wrong) is refused with 429 and `Retry-After` until the window ends, without checking the password.
 * The windows grow (by default 5 failures a minute, 10 in 15 minutes, 20 an hour), so a guesser waits longer and
 * longer while the owner is never shut out for more than the longest window.
 *
 * Attempts on one account, and from one address, run one after the other: a failure is only known once the
 * password hash is checked, so attempts sent in parallel would all pass the check before the first failure is
 * counted. The store cannot take a count back, so counting each attempt up front and undoing it on success is
 * not an option. The queue lives in this process: nodes sharing counters through Redis each keep their own, so
 * there parallel attempts can pass the policy by at most one per further node.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitsConfig } from '../http/limits-config';
import { addressKey, createLimiter } from '../http/rate-limit';

export interface SignInThrottle {
  /**
   * Runs `check` (which answers the signed-in result, or undefined for wrong credentials) unless the account or
   * the address is waiting out its back-off (429), and counts it when it fails.
   */
  attempt<T>(
    request: FastifyRequest,
    email: string,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
}

export function signInThrottle(app: FastifyInstance, limits: LimitsConfig): SignInThrottle {
  const { signInAccount, signInAddress } = limits.ratePolicies;
  const account = createLimiter(app, 'sign-in-account', signInAccount);
  const address = createLimiter(app, 'sign-in-address', signInAddress);
  // Mirrors `createLimiter`: without a store or tiers nothing is counted, so there is nothing to queue for.
  const limited = app.hasDecorator('createRateLimit');
  const accountQueue = limited && signInAccount.length > 0 ? keyedQueue() : undefined;
  const addressQueue = limited && signInAddress.length > 0 ? keyedQueue() : undefined;

  return {
    async attempt(request, email, check) {
      const where = addressKey(request);
      // Always the account first, then the address: one fixed order, so no two attempts each hold what the other awaits.
      const releaseAccount = await accountQueue?.(email);
      try {
        const releaseAddress = await addressQueue?.(where);
        try {
          // Refused before the password is hashed: a locked-out guesser costs no CPU and learns nothing.
          await account.assertOpen(request, email);
          await address.assertOpen(request, where);
          const result = await check();
          if (result === undefined) {
            await account.count(request, email);
            await address.count(request, where);
          }
          return result;
        } finally {
          releaseAddress?.();
        }
      } finally {
        releaseAccount?.();
      }
    },
  };
}

/**
 * A lock per key: `lock(key)` resolves, with its release, once every earlier holder of that key has released it.
 * A key's entry is dropped when its last holder releases, so idle keys take no memory.
 */
function keyedQueue(): (key: string) => Promise<() => void> {
  const tails = new Map<string, Promise<void>>();
  return async (key) => {
    const previous = tails.get(key);
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous ? previous.then(() => done) : done;
    tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    };
  };
}
