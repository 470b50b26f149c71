/**
 * Server configuration, read once from the environment. Every setting has a documented default so that
 * `npm start` works with nothing configured (embedded PGlite, local files, embedded sign-in).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadLimits,
  parseTiers,
  parseTrustProxy,
  type LimitsConfig,
  type RateTier,
  type TrustProxy,
} from './http/limits-config';
import { MAX_DEMO_OWNERS } from './seed/demo-accounts';
import { STICKER_UPLOAD_CLIENT_RATE } from './sticker-uploads/limits';
import { loadDocumentsConfig, type DocumentsConfig } from './order-documents/config';

export type StorageConfig =
  | { driver: 'local'; /** Absolute directory for stored files. */ root: string }
  | {
      driver: 's3';
      bucket: string;
      /** Key prefix inside the bucket, without leading or trailing slash ('' for none). */
      prefix: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface ServerConfig {
  /** PORT, default 3000. */
  port: number;
  /** HOST, default 127.0.0.1 (loopback only; set 0.0.0.0 to listen on every interface). */
  host: string;
  /** PUBLIC_URL, the address users reach the server at; default `http://{HOST}:{PORT}`. No trailing slash. */
  publicUrl: string;
  /** DATA_DIR, default ./data (relative to the working directory): PGlite data, local files, generated key. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL connection string; unset = embedded PGlite under DATA_DIR/pglite. */
  databaseUrl: string | undefined;
  /**
   * STORAGE_URL: `file:///abs/dir` (default `file://{DATA_DIR}/files`) or `s3://bucket/prefix` with S3_REGION
   * (default us-east-1), S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (1/true).
   */
  storage: StorageConfig;
  /** OIDC_ISSUER / OIDC_AUDIENCE / OIDC_JWKS_URL (default: discovered from the issuer). Unset = embedded only. */
  oidc: { issuer: string; audience: string | undefined; jwksUrl: string | undefined } | undefined;
  /** PEXELS_API_KEY: stock photos from Pexels; unset = the bundled offline library. */
  pexelsApiKey: string | undefined;
  /** AUTH_SECRET: key for locally signed tokens; unset = a random key generated once into DATA_DIR/auth-secret. */
  authSecret: string | undefined;
  /** TOKEN_TTL (seconds) of embedded sign-in tokens, default 7 days. */
  tokenTtlSeconds: number;
  /** SEED_DEMO: create the demo users and albums on start (default true; 0/false to disable). */
  seedDemo: boolean;
  /**
   * SEED_DEMO_OWNERS: how many demo owners get the demo albums (default 1: demo@example.com; 2 adds
   * demo2@example.com, and so on, up to 8), for workshops and for test workers that must not share albums.
   */
  seedDemoOwners: number;
  /** LOG_LEVEL, default info (silent in tests). */
  logLevel: string;
  /**
   * Built browser hosts served beside the API: APP_DIR (default `hosts/app/dist`), RENDERER_DIR (default
   * `hosts/renderer/dist`), UPLOAD_DIR (default `hosts/upload/dist`, the public sticker link page); missing folders
   * are not served.
   */
  web: { appDir: string; rendererDir: string; uploadDir: string };
  /** TRUST_PROXY: whose `X-Forwarded-For` to believe for client addresses (off by default; see limits-config). */
  trustProxy: TrustProxy;
  /** Rate limits, body limit, timeouts, connections per address (see `http/limits-config.ts`). */
  limits: LimitsConfig;
  /**
   * RATE_LIMIT_STICKER_UPLOAD_CLIENT (default `6/1m,30/1h`, `off` for none): contributions one browser may send
   * through one sticker link (see `sticker-uploads/client-limit.ts`).
   */
  stickerUploadClientRate: RateTier[];
  /**
   * Other origins the browser talks to, for the content security policy: the sync nodes (SYNC_NODES) and the S3
   * endpoint that uploads go to and images come from.
   */
  externalOrigins: { connect: string[]; images: string[] };
  /**
   * Mail (sign-up confirmation, password reset, invitations): SMTP_URL (`smtp://user:pass@host:587` or `smtps://…`)
   * sends through that server; unset = each mail written to MAIL_OUTBOX_DIR (default `{DATA_DIR}/outbox`). MAIL_FROM,
   * default `Sticker Album <no-reply@{host of PUBLIC_URL}>`. MAIL_STICKER_UPLOAD_DIGEST_SECONDS: at most one digest of
   * new sticker uploads per album in this period (default 3600).
   */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; stickerUploadDigestSeconds: number };
  /** Invoices, delivery notes and print-file transfers: seller block and transfer target (`order-documents/config.ts`). */
  documents: DocumentsConfig;
  /**
   * ANSWER_CACHE_MB, default 64: memory for finished album answers and their gzip and brotli bytes (about 1.5 MB per
   * 5,000-element album and kind of viewer; `http/answer-cache`). 0 keeps none.
   */
  answerCacheBytes: number;
}

type Env = Record<string, string | undefined>;

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === '1' || value.toLowerCase() === 'true';
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function demoOwners(value: string | undefined): number {
  const n = int('SEED_DEMO_OWNERS', value, 1);
  if (n < 1 || n > MAX_DEMO_OWNERS)
    throw new Error(`SEED_DEMO_OWNERS must be 1 to ${MAX_DEMO_OWNERS}, got "${value}"`);
  return n;
}

function parseStorage(env: Env, dataDir: string): StorageConfig {
  const url = env.STORAGE_URL || `file://${resolve(dataDir, 'files')}`;
  if (url.startsWith('file://')) return { driver: 'local', root: resolve(decodeURIComponent(url.slice(7))) };
  if (url.startsWith('s3://')) {
    const [bucket = '', ...rest] = url.slice(5).split('/');
    if (!bucket) throw new Error('STORAGE_URL s3://bucket/prefix needs a bucket');
    return {
      driver: 's3',
      bucket,
      prefix: rest.filter(Boolean).join('/'),
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    };
  }
  throw new Error(`STORAGE_URL must start with file:// or s3://, got "${url}"`);
}

function origin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Origins the browser reaches besides this server (CSP `connect-src` and `img-src`). */
function externalOrigins(env: Env, storage: StorageConfig): ServerConfig['externalOrigins'] {
  const sync = (env.SYNC_NODES ?? '')
    .split(',')
    .map((node) => origin(node.trim()))
    .filter((node): node is string => node !== undefined)
    .flatMap((node) => [node, node.replace(/^http/, 'ws')]);
  let files: string[] = [];
  if (storage.driver === 's3') {
    // Presigned URLs name the bucket in the path (path style) or as a sub-domain of the endpoint.
    const endpoint = storage.endpoint ? origin(storage.endpoint) : undefined;
    files = endpoint
      ? storage.forcePathStyle
        ? [endpoint]
        : [endpoint, endpoint.replace('://', `://${storage.bucket}.`)]
      : [
          `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
          `https://s3.${storage.region}.amazonaws.com`,
        ];
  }
  // The app's OpenID Connect sign-in reads the provider's discovery document and exchanges the code with it from
  // the browser (authorization code + PKCE): the issuer's origin must be reachable (its endpoints live there).
  const issuer = env.OIDC_ISSUER ? origin(env.OIDC_ISSUER) : undefined;
  return { connect: [...sync, ...files, ...(issuer ? [issuer] : [])], images: files };
}

/** Reads the configuration from an environment (default `process.env`); throws on malformed values. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const port = int('PORT', env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR || './data');
  const issuer = env.OIDC_ISSUER || undefined;
  const storage = parseStorage(env, dataDir);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(
      /\/+$/,
      '',
    ),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storage,
    oidc: issuer
      ? { issuer, audience: env.OIDC_AUDIENCE || undefined, jwksUrl: env.OIDC_JWKS_URL || undefined }
      : undefined,
    pexelsApiKey: env.PEXELS_API_KEY || undefined,
    authSecret: env.AUTH_SECRET || undefined,
    tokenTtlSeconds: int('TOKEN_TTL', env.TOKEN_TTL, 7 * 24 * 3600),
    seedDemo: bool(env.SEED_DEMO, true),
    seedDemoOwners: demoOwners(env.SEED_DEMO_OWNERS),
    logLevel: env.LOG_LEVEL || 'info',
    web: {
      appDir: resolve(env.APP_DIR || fileURLToPath(new URL('../../app/dist', import.meta.url))),
      rendererDir: resolve(
        env.RENDERER_DIR || fileURLToPath(new URL('../../renderer/dist', import.meta.url)),
      ),
      uploadDir: resolve(env.UPLOAD_DIR || fileURLToPath(new URL('../../upload/dist', import.meta.url))),
    },
    trustProxy,
    limits: loadLimits(env, trustProxy),
    stickerUploadClientRate: parseTiers(
      'RATE_LIMIT_STICKER_UPLOAD_CLIENT',
      env.RATE_LIMIT_STICKER_UPLOAD_CLIENT || STICKER_UPLOAD_CLIENT_RATE,
    ),
    externalOrigins: externalOrigins(env, storage),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || `Sticker Album <no-reply@${mailDomain(env.PUBLIC_URL)}>`,
      outboxDir: resolve(env.MAIL_OUTBOX_DIR || resolve(dataDir, 'outbox')),
      stickerUploadDigestSeconds: int(
        'MAIL_STICKER_UPLOAD_DIGEST_SECONDS',
        env.MAIL_STICKER_UPLOAD_DIGEST_SECONDS,
        3600,
      ),
    },
    documents: loadDocumentsConfig(env, dataDir),
    answerCacheBytes: int('ANSWER_CACHE_MB', env.ANSWER_CACHE_MB, 64) * 1024 * 1024,
  };
}

/** The host of PUBLIC_URL for the default sender (`localhost` when unset or unparsable). */
function mailDomain(publicUrl: string | undefined): string {
  try {
    return publicUrl ? new URL(publicUrl).hostname || 'localhost' : 'localhost';
  } catch {
    return 'localhost';
  }
}
