import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has defaults that need nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      storage: { driver: 'local', root: resolve('data', 'files') },
      oidc: undefined,
      pexelsApiKey: undefined,
      authSecret: undefined,
      seedDemo: true,
      seedDemoOwners: 1,
    });
  });

  it('lets the browser reach the OpenID Connect issuer (discovery and code exchange) when one is set', () => {
    expect(loadConfig({}).externalOrigins.connect).toEqual([]);
    const config = loadConfig({ OIDC_ISSUER: 'https://login.example.com/realms/albums' });
    expect(config.externalOrigins.connect).toEqual(['https://login.example.com']);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://albums.example.com/',
      DATA_DIR: '/var/lib/album',
      DATABASE_URL: 'postgres://u:p@db/album',
      STORAGE_URL: 's3://bucket/some/prefix',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_AUDIENCE: 'https://api.example.com',
      PEXELS_API_KEY: 'key',
      AUTH_SECRET: 'x'.repeat(32),
      SEED_DEMO: 'false',
      TOKEN_TTL: '3600',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://albums.example.com',
      dataDir: '/var/lib/album',
      databaseUrl: 'postgres://u:p@db/album',
      storage: {
        driver: 's3',
        bucket: 'bucket',
        prefix: 'some/prefix',
        region: 'eu-central-1',
        endpoint: 'http://127.0.0.1:4568',
        forcePathStyle: true,
      },
      oidc: { issuer: 'https://id.example.com/', audience: 'https://api.example.com', jwksUrl: undefined },
      pexelsApiKey: 'key',
      seedDemo: false,
      tokenTtlSeconds: 3600,
    });
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ STORAGE_URL: 'ftp://x' })).toThrow(/STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 's3://' })).toThrow(/bucket/);
    expect(() => loadConfig({ SEED_DEMO_OWNERS: '0' })).toThrow(/SEED_DEMO_OWNERS must be 1 to 8/);
    expect(() => loadConfig({ SEED_DEMO_OWNERS: '9' })).toThrow(/SEED_DEMO_OWNERS/);
    expect(() => loadConfig({ SEED_DEMO_OWNERS: 'two' })).toThrow(/SEED_DEMO_OWNERS/);
  });

  it('seeds as many demo owners as asked, one by default', () => {
    expect(loadConfig({ SEED_DEMO_OWNERS: '2' }).seedDemoOwners).toBe(2);
    expect(loadConfig({}).seedDemoOwners).toBe(1);
  });
});
