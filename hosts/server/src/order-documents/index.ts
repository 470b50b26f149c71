/**
 * Order documents (issue #17): invoices with our own numbering and a hosted page, delivery notes, the order export
 * for print partners and the transfer of an order's print files as one ZIP to a folder or an S3 bucket. See
 * docs/order-export.md for the export and the transfer, `config.ts` for the settings.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CompressedAnswers } from '../albums/compressed-answers';
import { DocumentCache } from '../albums/document-cache';
import type { AppContext } from '../context';
import type { CoreContext } from '../core-context';
import { createImageService } from '../files';
import { filesRuntime } from '../files/runtime';
import { createStorage } from '../files/storage';
import { renderJobsOf } from '../render-jobs';
import type { TransferTarget } from './config';
import { orderDocumentsRoutes } from './routes';
import { Transfers } from './transfer/transfers';

export { loadDocumentsConfig, type DocumentsConfig, type SellerConfig, type TransferTarget } from './config';
export { orderExportJsonSchema, orderExportSchema, ORDER_EXPORT_SCHEMA_VERSION } from './export-schema';

/** A human-readable address of a delivered file, for the order's timeline. */
function describeTarget(target: TransferTarget): (key: string) => string {
  if (target.kind === 'folder') return (key) => `${target.storage.root}/${key}`;
  const prefix = target.storage.prefix ? `${target.storage.prefix}/` : '';
  return (key) => `s3://${target.storage.bucket}/${prefix}${key}`;
}

const transfersByDb = new WeakMap<object, Transfers>();

/** The transfers of an app (by its database), for tests and tooling. */
export function transfersOf(ctx: Pick<AppContext, 'db'>): Transfers | undefined {
  return transfersByDb.get(ctx.db);
}

/** The routes, and the watcher of running transfers (resumed at start, stopped at close). */
export const orderDocumentsPlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const files = filesRuntime(ctx);
  // The render snapshot reads the album as the album routes answer it; a context of its own with the same
  // database (live documents are found by database, see `syncServiceOf`) gives it what it needs.
  const core: CoreContext = {
    ...ctx,
    images: createImageService(ctx),
    documents: new DocumentCache(32 * 1024 * 1024),
    answers: new CompressedAnswers(1024 * 1024),
  };
  const { target } = ctx.config.documents.transfer;
  const transfers = new Transfers({
    core,
    storage: files.storage,
    target: { kind: target.kind, storage: createStorage(target.storage), describe: describeTarget(target) },
    renderJobs: () => renderJobsOf(ctx),
    onError: (error, context) => app.log.error({ err: error }, `${context} failed`),
  });
  transfersByDb.set(ctx.db, transfers);
  app.addHook('onReady', async () => {
    void transfers
      .resume()
      .catch((error: unknown) => app.log.error({ err: error }, 'transfers did not resume'));
  });
  app.addHook('onClose', async () => {
    transfersByDb.delete(ctx.db);
    await transfers.close();
  });
  await app.register(orderDocumentsRoutes, { ...ctx, files, transfers });
};
