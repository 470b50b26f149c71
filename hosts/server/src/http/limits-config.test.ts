import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { parseTiers, parseTrustProxy, policyEnvName } from './limits-config';
import { contentSecurityPolicy } from './security-headers';

describe('limits configuration', () => {
  it('has real defaults: limits on, 1 MiB bodies, timeouts, no proxy trusted', () => {
    const { limits, trustProxy } = loadConfig({});
    expect(trustProxy).toBe(false);
    expect(limits).toMatchObject({
      rateLimitsEnabled: true,
      bodyLimitBytes: 1024 * 1024,
      requestTimeoutMs: 300_000,
      headersTimeoutMs: 20_000,
      connectionsPerAddress: 256,
    });
    expect(limits.ratePolicies.signInAccount).toEqual([
      { max: 5, windowMs: 60_000 },
      { max: 10, windowMs: 900_000 },
      { max: 20, windowMs: 3_600_000 },
    ]);
  });

  it('reads every policy, TRUST_PROXY and the switches from the environment', () => {
    const { limits, trustProxy } = loadConfig({
      RATE_LIMITS: 'off',
      RATE_LIMIT_PUBLIC_WRITE_TOKEN: '7/30s',
      RATE_LIMIT_SIGN_UP: 'off',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      HEADERS_TIMEOUT_MS: '999999',
      REQUEST_TIMEOUT_MS: '1000',
    });
    expect(limits.rateLimitsEnabled).toBe(false);
    expect(limits.ratePolicies.publicWriteToken).toEqual([{ max: 7, windowMs: 30_000 }]);
    expect(limits.ratePolicies.signUp).toEqual([]);
    expect(trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    // Behind a proxy every socket is the proxy's: no cap unless one is set.
    expect(limits.connectionsPerAddress).toBe(0);
    // Never above the request timeout (Node refuses that).
    expect(limits.headersTimeoutMs).toBe(1000);
    expect(policyEnvName('publicWriteToken')).toBe('RATE_LIMIT_PUBLIC_WRITE_TOKEN');
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('0')).toBe(false);
    expect(() => parseTiers('X', '5 per minute')).toThrow(/X must look like/);
    expect(parseTiers('X', '3/500ms,2/1d')).toEqual([
      { max: 3, windowMs: 500 },
      { max: 2, windowMs: 86_400_000 },
    ]);
  });

  it('lets the content security policy reach the other sync nodes and the S3 endpoint', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://a.example.com',
      SYNC_NODES: 'https://a.example.com,https://b.example.com',
      STORAGE_URL: 's3://bucket/prefix',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_FORCE_PATH_STYLE: '1',
    });
    const csp = contentSecurityPolicy(config);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['wss://a.example.com', 'wss://b.example.com', 'https://s3.example.net']),
    );
    expect(csp['img-src']).toContain('https://s3.example.net');
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });
});
