/**
 * Rate limiting on `@fastify/rate-limit`: its store keeps the counters (in memory, or in Redis shared by every node
 * with RATE_LIMIT_REDIS_URL); this module turns its manual limiters into `Limiter`s that count per key over several
 * windows at once and refuse with the project's error body (429 `rate_limited` with `Retry-After`).
 *
 * The plugin's route hooks are not used: they allow one limit per request, and a public route needs two (its
 * address and its token).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { LimitsConfig, RateTier } from './limits-config';
import { TooManyRequests } from './errors';

/** Counters kept per limiter in memory; keys beyond this push out the least recently used. */
const MEMORY_KEYS = 100_000;

export interface Limiter {
  /** Refuses (429) when the key has used up any window, without counting this request. */
  assertOpen(request: FastifyRequest, key: string): Promise<void>;
  /** Counts this request and refuses (429) when that takes the key over a window. */
  hit(request: FastifyRequest, key: string): Promise<void>;
  /** Counts this request without refusing it (an outcome counted after the fact, e.g. a failed sign-in). */
  count(request: FastifyRequest, key: string): Promise<void>;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** The key of a request's address (IPv6 by its /64, as one customer usually holds a whole /64). */
export function addressKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** Registers the store at the root. Without it (RATE_LIMITS=off) every limiter lets everything through. */
export async function installRateLimits(app: FastifyInstance, limits: LimitsConfig): Promise<void> {
  if (!limits.rateLimitsEnabled) return;
  const redis = limits.rateLimitRedisUrl ? await redisClient(limits.rateLimitRedisUrl) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    // A store that cannot be reached must not take the site down with it.
    skipOnError: true,
    ...(redis ? { redis: redis as never } : {}),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

interface RedisClient {
  quit(): Promise<unknown>;
}

/** ioredis is optional: only operators who share counters install it, so it is loaded by name at start. */
async function redisClient(url: string): Promise<RedisClient> {
  const name = 'ioredis';
  let module: { default: new (url: string, options: object) => RedisClient };
  try {
    module = (await import(name)) as typeof module;
  } catch {
    throw new Error('RATE_LIMIT_REDIS_URL needs the ioredis package: npm install ioredis -w @album/server');
  }
  // Short timeouts, no retries: a slow Redis must not hold requests (skipOnError lets them through instead).
  return new module.default(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}

/** A limiter named `name` (its keys are prefixed by it) over `tiers`; no tiers = no limit. */
export function createLimiter(app: FastifyInstance, name: string, tiers: readonly RateTier[]): Limiter {
  if (tiers.length === 0 || !app.hasDecorator('createRateLimit')) {
    const open = async () => undefined;
    return { assertOpen: open, hit: open, count: open };
  }
  // The key travels to the plugin's key generator beside the request it belongs to.
  const keys = new WeakMap<FastifyRequest, string>();
  const checks: Check[] = tiers.map((tier, index) => {
    const options = {
      max: tier.max,
      timeWindow: tier.windowMs,
      cache: MEMORY_KEYS,
      keyGenerator: (request: FastifyRequest) => `${name}/${index}/${keys.get(request) ?? ''}`,
    };
    return app.createRateLimit(options);
  });

  async function run(request: FastifyRequest, key: string, increment: boolean, refuse: boolean) {
    keys.set(request, key);
    let waitMs = 0;
    for (const check of checks) {
      const result = await check(request, { increment });
      if (result.isAllowed) continue;
      // Peeking, a full window already refuses; counting, only the request that goes over it does.
      const over = increment ? result.isExceeded : result.remaining === 0;
      if (over) waitMs = Math.max(waitMs, result.ttl);
    }
    if (refuse && waitMs > 0) throw new TooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  return {
    assertOpen: (request, key) => run(request, key, false, true),
    hit: (request, key) => run(request, key, true, true),
    count: (request, key) => run(request, key, true, false),
  };
}
