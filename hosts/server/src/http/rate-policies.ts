/**
 * Which routes are rate-limited, by what: one table for every route a stranger can call (sign-up, the public
 * sticker link, previews, invitations, hosted invoices, anonymous upload reservations, error reports). Counted per
 * address and per token, before the body is read wherever the key does not come from the body. Sign-in failures
 * are counted by the sign-in route itself (`auth/sign-in-throttle.ts`), which alone knows whether an attempt failed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitsConfig, RatePolicyName } from './limits-config';
import { addressKey, createLimiter, type Limiter } from './rate-limit';

type KeyOf = (request: FastifyRequest) => string | undefined;

interface Rule {
  /** `POST /public/sticker_uploads/:token` (route path under the API prefix). */
  route: string;
  policy: RatePolicyName;
  key: KeyOf;
  /** True when the key is in the body: counted once the (small) body is parsed. */
  fromBody?: boolean;
}

const byAddress: KeyOf = addressKey;

const byTokenParam: KeyOf = (request) => {
  const token = (request.params as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
};

/** Anonymous upload reservations name their sticker link in the body; signed-in ones are not limited here. */
const anonymousUpload =
  (key: KeyOf): KeyOf =>
  (request) => {
    const token = (request.body as { sticker_upload_token?: unknown } | null)?.sticker_upload_token;
    return typeof token === 'string' ? key(request) : undefined;
  };
const byBodyToken: KeyOf = (request) =>
  String((request.body as { sticker_upload_token: string }).sticker_upload_token);

/** An album read with a preview token and no sign-in (the shared preview link). */
const previewToken: KeyOf = (request) => {
  if (request.headers.authorization !== undefined) return undefined;
  const query = request.query as { preview_token?: unknown } | undefined;
  const token =
    typeof query?.preview_token === 'string' ? query.preview_token : request.headers['x-preview-token'];
  return typeof token === 'string' ? token : undefined;
};
const previewAddress: KeyOf = (request) =>
  previewToken(request) === undefined ? undefined : addressKey(request);

const RULES: Rule[] = [
  { route: 'POST /auth/sign_in', policy: 'signIn', key: byAddress },
  { route: 'POST /auth/sign_up', policy: 'signUp', key: byAddress },
  ...[
    'GET /public/sticker_uploads/:token',
    'GET /public/album_previews/:token',
    'GET /public/invitations/:token',
  ].flatMap((route): Rule[] => [
    { route, policy: 'publicRead', key: byAddress },
    { route, policy: 'publicReadToken', key: byTokenParam },
  ]),
  ...['GET /albums/:id', 'GET /albums/:id/preview'].flatMap((route): Rule[] => [
    { route, policy: 'publicRead', key: previewAddress },
    { route, policy: 'publicReadToken', key: previewToken },
  ]),
  // Per address only: an invoice's token is 32 random bytes that nobody guesses, and few people read one invoice.
  { route: 'GET /invoices/:token', policy: 'publicRead', key: byAddress },
  { route: 'GET /invoices/:token/pdf', policy: 'publicRead', key: byAddress },
  ...['POST /public/sticker_uploads/:token', 'POST /invitations/:token/confirm'].flatMap((route): Rule[] => [
    { route, policy: 'publicWrite', key: byAddress },
    { route, policy: 'publicWriteToken', key: byTokenParam },
  ]),
  { route: 'POST /uploads', policy: 'publicWrite', key: anonymousUpload(byAddress), fromBody: true },
  { route: 'POST /uploads', policy: 'publicWriteToken', key: anonymousUpload(byBodyToken), fromBody: true },
  // Anyone may report an error, signed in or not; each report is a log line.
  { route: 'POST /client_errors', policy: 'clientErrors', key: byAddress },
];

/** Adds the root hooks that apply `RULES` to the routes under `prefix`. */
export function installRatePolicies(app: FastifyInstance, limits: LimitsConfig, prefix: string): void {
  const limiters = new Map<RatePolicyName, Limiter>();
  const limiter = (policy: RatePolicyName) => {
    let found = limiters.get(policy);
    if (!found) {
      found = createLimiter(app, policy, limits.ratePolicies[policy]);
      limiters.set(policy, found);
    }
    return found;
  };
  const rules = new Map<string, Rule[]>();
  for (const rule of RULES) {
    const [method, path] = rule.route.split(' ');
    const route = `${method} ${prefix}${path}`;
    rules.set(route, [...(rules.get(route) ?? []), rule]);
  }

  const apply = async (request: FastifyRequest, fromBody: boolean) => {
    const url = request.routeOptions.url;
    if (url === undefined) return;
    for (const rule of rules.get(`${request.method} ${url}`) ?? []) {
      if (Boolean(rule.fromBody) !== fromBody) continue;
      const key = rule.key(request);
      if (key !== undefined) await limiter(rule.policy).hit(request, key);
    }
  };
  app.addHook('onRequest', async (request) => apply(request, false));
  app.addHook('preHandler', async (request) => apply(request, true));
}
