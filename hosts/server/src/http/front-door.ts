/**
 * Everything a request passes before a route sees it, installed at the root so that every route inherits it:
 * security headers, the connection cap, rate limits, the body guard, the JSON parser with its depth limit, and the
 * control-character check. Timeouts, `trustProxy`, the body limit and log redaction are Fastify options (app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Auth } from '../context';
import { installBodyGuard } from './body-guard';
import { limitConnectionsPerAddress } from './connections';
import { installJsonParser } from './json-body';
import { installRateLimits } from './rate-limit';
import { installRatePolicies } from './rate-policies';
import { installSecurityHeaders } from './security-headers';
import { installTextHygiene } from './text-hygiene';

export async function installFrontDoor(
  app: FastifyInstance,
  { config, auth, prefix }: { config: ServerConfig; auth: Auth; prefix: string },
): Promise<void> {
  await installSecurityHeaders(app, config);
  limitConnectionsPerAddress(app.server, config.limits.connectionsPerAddress);
  await installRateLimits(app, config.limits);
  // Rate limits first: a refused request costs no token check and no body.
  installRatePolicies(app, config.limits, prefix);
  installBodyGuard(app, auth, config.limits.bodyLimitBytes, prefix);
  installJsonParser(app);
  installTextHygiene(app, prefix);
}
