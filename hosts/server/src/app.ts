/**
 * The Fastify application: error handling, the core routes and the feature modules under `/api/v1`.
 * Building is separate from listening so that tests can `inject()` without a socket.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppContext, ImageService, ServerConfig } from './context';
import type { CoreContext } from './core-context';
import type { DatabaseHandle } from './db/connect';
import { frameworkErrors, installErrorHandling } from './http/error-handler';
import { installFrontDoor } from './http/front-door';
import { fastifyTrustProxy } from './http/limits-config';
import { loggerOptions } from './http/log-options';
import { loadSigningKey } from './auth/local-key';
import { LocalTokens } from './auth/tokens';
import { OidcVerifier } from './auth/oidc';
import { AuthService } from './auth/service';
import { albumRoutes } from './albums/routes';
import { CompressedAnswers } from './albums/compressed-answers';
import { DocumentCache } from './albums/document-cache';
import { blueprintRoutes } from './blueprints/routes';
import { organizationRoutes } from './organizations/routes';
import { presetRoutes } from './presets/routes';
import { sharingRoutes } from './sharing/routes';
import { stickerUploadRoutes } from './sticker-uploads/routes';
import { userRoutes } from './users/routes';
import { syncPlugin, type SyncServiceOptions } from './sync';
import { recoverPendingWrites, seedStoredAlbums } from './albums/content-writer';
import { clientErrorRoutes } from './web';
import { renderJobsPlugin } from './render-jobs';

/** The feature modules (files, stock, faces) the core plugs in; see `context.ts` for their contract. */
export interface AppModules {
  createImageService(ctx: AppContext): ImageService;
  /** Feature plugins; they get the core context (images, the document cache) like the core routes. */
  plugins: Array<FastifyPluginAsync<CoreContext>>;
  /** Housekeeping run at start and then every hour (e.g. sweeping uploads that never became images). */
  maintenance?: Array<(ctx: AppContext) => Promise<unknown>>;
}

export interface CreateAppOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  modules: AppModules;
  /** Fastify logger; default: at `config.logLevel`. */
  logger?: boolean;
  /** Run the modules' maintenance tasks (default true; tests turn it off). */
  maintenance?: boolean;
  /**
   * Move albums stored before migration 0004 (snapshot without heads) to their automerge documents in the background
   * after start (default true; their first read moves them too).
   */
  moveStoredAlbums?: boolean;
  /** Settings of live collaboration (the `/sync` WebSocket); defaults when left out. */
  sync?: SyncServiceOptions;
}

const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface App {
  app: FastifyInstance;
  ctx: CoreContext;
  tokens: LocalTokens;
}

export const API_PREFIX = '/api/v1';

export async function createApp(options: CreateAppOptions): Promise<App> {
  const { config, database, modules } = options;
  const tokens = new LocalTokens(loadSigningKey(config.authSecret, config.dataDir), config.tokenTtlSeconds);
  const oidc = config.oidc
    ? new OidcVerifier(config.oidc.issuer, config.oidc.audience, config.oidc.jwksUrl)
    : undefined;
  const auth = new AuthService(database.db, tokens, oidc);
  const base: AppContext = { db: database.db, config, auth, dialect: database.dialect };
  const ctx: CoreContext = {
    ...base,
    images: modules.createImageService(base),
    documents: new DocumentCache(),
    answers: new CompressedAnswers(config.answerCacheBytes),
  };

  const { limits } = config;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: limits.bodyLimitBytes,
    // Malformed URLs are refused before routing; this answers them in the project's error format.
    frameworkErrors,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
  });
  installErrorHandling(app);
  // Before every route (the API's and the web roots' registered later): headers, limits, body and text checks.
  await installFrontDoor(app, { config, auth, prefix: API_PREFIX });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ data: { ok: true, database: database.dialect } }));
      await api.register(userRoutes, { ...ctx, tokens, tokenTtlSeconds: config.tokenTtlSeconds });
      await api.register(albumRoutes, ctx);
      await api.register(sharingRoutes, ctx);
      await api.register(blueprintRoutes, ctx);
      await api.register(stickerUploadRoutes, ctx);
      await api.register(organizationRoutes, ctx);
      await api.register(presetRoutes, ctx);
      await api.register(clientErrorRoutes);
      // The WebSocket answers at `/sync` on the HTTP server itself (upgrades bypass the prefix); its REST route
      // (`/albums/:id/live-content`) sits under the prefix. Registered before the album routes answer, so that
      // they read the live automerge state through `syncServiceOf(ctx)`.
      await api.register(syncPlugin, { ...ctx, sync: options.sync });
      await api.register(renderJobsPlugin, { ...ctx, database });
      for (const plugin of modules.plugins) await api.register(plugin, ctx);
    },
    { prefix: API_PREFIX },
  );
  const maintenance = modules.maintenance ?? [];
  const runMaintenance = () => {
    for (const task of maintenance) {
      task(base).catch((error: unknown) => app.log.error({ err: error }, 'maintenance task failed'));
    }
  };
  let timer: NodeJS.Timeout | undefined;
  // Before the server answers: content writes a killed process had committed are rolled forward (their automerge
  // changes applied and stored), so no read sees a write half done. Then albums stored before their automerge
  // documents were the truth are moved, in the background (see `albums/content-writer.ts`).
  app.addHook('onReady', async () => {
    const recovered = await recoverPendingWrites(ctx);
    if (recovered > 0) app.log.warn({ recovered }, 'album content writes rolled forward');
    if (options.moveStoredAlbums !== false) {
      void seedStoredAlbums(ctx).then(
        (moved) => moved > 0 && app.log.info({ moved }, 'albums moved to their live documents'),
        (error: unknown) => app.log.error({ err: error }, 'moving stored albums failed'),
      );
    }
  });
  app.addHook('onReady', async () => {
    if (maintenance.length === 0 || options.maintenance === false) return;
    runMaintenance();
    timer = setInterval(runMaintenance, MAINTENANCE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return { app, ctx, tokens };
}
