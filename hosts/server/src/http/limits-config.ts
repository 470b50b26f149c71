/**
 * The front door's limits as configuration: rate-limit policies, body size, timeouts, connections per address and
 * `trustProxy`. Every value has a production default; the environment can change each (tests set small ones).
 * Read by `loadConfig`; the meaning of each setting is in docs/operations.md, "Limits and headers".
 */

/** At most `max` events per `windowMs` for one key. */
export interface RateTier {
  max: number;
  windowMs: number;
}

/**
 * The rate-limit policies. A policy is a list of tiers that all apply at once, so "5 per minute and 10 per 15
 * minutes" makes the wait grow the longer someone keeps failing, while nobody is locked out for more than the
 * longest window.
 */
export const RATE_POLICIES = {
  /** Failed sign-ins for one e-mail address (whoever sends them). */
  signInAccount: '5/1m,10/15m,20/1h',
  /** Failed sign-ins from one address (whichever accounts they name). */
  signInAddress: '20/5m,100/1h',
  /** Every sign-in request from one address: each one costs a password hash. */
  signIn: '60/1m',
  /** Sign-ups from one address. */
  signUp: '20/1h',
  /** Public reads (sticker link form, album previews, invitation landing, hosted invoices) from one address. */
  publicRead: '120/1m',
  /** Public reads of one token (a shared preview link is opened by many people). */
  publicReadToken: '600/1m',
  /** Public writes (sticker uploads, anonymous upload reservations, invitation confirms) from one address. */
  publicWrite: '30/1m,300/1h',
  /** Public writes with one token (one sticker link collects a whole school's photos). */
  publicWriteToken: '120/1m,2000/1h',
  /**
   * Error reports (`POST /client_errors`) from one address. Each becomes a log line of up to about 45 kB, so
   * without a limit anyone could fill the log; a browser in an error loop still gets its first reports through.
   */
  clientErrors: '10/1m,100/1h',
} as const;

export type RatePolicyName = keyof typeof RATE_POLICIES;

export interface LimitsConfig {
  /** RATE_LIMITS (default on): `off` turns every rate limit off (benchmarks, trusted load tests). */
  rateLimitsEnabled: boolean;
  /** RATE_LIMIT_<POLICY> (e.g. RATE_LIMIT_SIGN_IN_ACCOUNT=5/1m,10/15m; `off` for none). */
  ratePolicies: Record<RatePolicyName, RateTier[]>;
  /** RATE_LIMIT_REDIS_URL: share the counters of several nodes through Redis (needs `ioredis` installed). */
  rateLimitRedisUrl: string | undefined;
  /** BODY_LIMIT (bytes, default 1 MiB): the largest body of a route that does not declare its own limit. */
  bodyLimitBytes: number;
  /** REQUEST_TIMEOUT_MS (default 300 s): the whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS (default 20 s): the request headers must arrive within this. */
  headersTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS (default 72 s, above common load balancers' 60 s): an idle kept-alive socket closes. */
  keepAliveTimeoutMs: number;
  /** IDLE_TIMEOUT_MS (default 120 s): a socket with no traffic either way closes. */
  idleTimeoutMs: number;
  /**
   * MAX_CONNECTIONS_PER_ADDRESS: open sockets one peer address may hold (0 = no limit). Default 256, or no limit
   * when TRUST_PROXY is set (then every socket comes from the proxy).
   */
  connectionsPerAddress: number;
  /** How often timeouts are checked; production keeps Node's 30 s, tests shorten it (TIMEOUT_CHECK_INTERVAL_MS). */
  timeoutCheckIntervalMs: number;
}

/** TRUST_PROXY: off (default), `true`, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string;

type Env = Record<string, string | undefined>;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses `5/1m,10/15m` (count per window; windows in s, m, h or d); `off` or `0` for no limit. */
export function parseTiers(name: string, value: string): RateTier[] {
  const text = value.trim().toLowerCase();
  if (text === 'off' || text === '0' || text === 'false') return [];
  return text.split(',').map((part) => {
    const match = /^(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h|d)$/.exec(part.trim());
    if (!match) throw new Error(`${name} must look like "5/1m,10/15m" or "off", got "${value}"`);
    const [, max, amount, unit] = match;
    const windowMs = unit === 'ms' ? Number(amount) : Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    if (Number(max) < 1 || windowMs < 1) throw new Error(`${name}: counts and windows must be positive`);
    return { max: Number(max), windowMs };
  });
}

/** `signInAccount` → `RATE_LIMIT_SIGN_IN_ACCOUNT`. */
export function policyEnvName(policy: RatePolicyName): string {
  return `RATE_LIMIT_${policy.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

function ms(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(0|false|off|no)$/i.test(text)) return false;
  if (/^(1|true|on|yes)$/i.test(text)) return true;
  // A number above 1 is a hop count; anything else is a list of trusted proxy addresses for proxy-addr.
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

export function loadLimits(env: Env, trustProxy: TrustProxy): LimitsConfig {
  const policies = {} as Record<RatePolicyName, RateTier[]>;
  for (const policy of Object.keys(RATE_POLICIES) as RatePolicyName[]) {
    const name = policyEnvName(policy);
    policies[policy] = parseTiers(name, env[name] || RATE_POLICIES[policy]);
  }
  const requestTimeoutMs = ms('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 300_000);
  return {
    rateLimitsEnabled: !/^(0|false|off|no)$/i.test(env.RATE_LIMITS ?? ''),
    ratePolicies: policies,
    rateLimitRedisUrl: env.RATE_LIMIT_REDIS_URL || undefined,
    bodyLimitBytes: ms('BODY_LIMIT', env.BODY_LIMIT, 1024 * 1024) || 1024 * 1024,
    requestTimeoutMs,
    // Node refuses a headers timeout above the request timeout (0 = none).
    headersTimeoutMs: Math.min(
      ms('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 20_000),
      requestTimeoutMs || Infinity,
    ),
    keepAliveTimeoutMs: ms('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 72_000),
    idleTimeoutMs: ms('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS, 120_000),
    connectionsPerAddress: ms(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env.MAX_CONNECTIONS_PER_ADDRESS,
      trustProxy === false ? 256 : 0,
    ),
    timeoutCheckIntervalMs: ms('TIMEOUT_CHECK_INTERVAL_MS', env.TIMEOUT_CHECK_INTERVAL_MS, 30_000) || 30_000,
  };
}

/** TRUST_PROXY as Fastify takes it (a hop count becomes the function proxy-addr would build from it). */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
