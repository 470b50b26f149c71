/**
 * Print-file transfers: `start` asks the render jobs for the order's production files (reusing finished or running
 * jobs with the same settings and album version, as the jobs panel does) and records a running transfer; a watcher
 * in this process follows the jobs (the render workers run them), then bundles their PDFs as one ZIP, keeps the ZIP
 * as a blob (the admin's download) and delivers it to the configured target (a folder or an S3 bucket). The order's
 * `transfer_status` turns done with the date, and its timeline gets transfer_started, then transfer_completed or
 * transfer_failed. Transfers still running when the server stopped are watched again at the next start.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '@album/api-client';
import type { AppContext } from '../../context';
import type { CoreContext } from '../../core-context';
import { json } from '../../db/json';
import type { TransferJob } from '../../db/schema';
import { safeFilename } from '../../files/blobs/keys';
import type { Storage } from '../../files/storage';
import { HttpError } from '../../http/errors';
import { newId } from '../../http/ids';
import type { RenderJobsRuntime } from '../../render-jobs';
import { settingsHash } from '../../render-jobs/settings';
import { albumVersion, captureSnapshot } from '../../render-jobs/snapshot';
import { findJob, findReusable, insertJob, type RenderJobListed } from '../../render-jobs/store';
import type { TransferTarget } from '../config';
import { addOrderEvent } from '../order-events';
import { loadOrderRecord, packagingOf } from '../order-record';
import { isUniqueViolation } from '../unique-violation';
import { writeBundle } from './bundle';
import { productionFile, productionFiles, productionSettings } from './production-files';
import {
  completeTransfer,
  failTransfer,
  insertTransfer,
  latestTransfer,
  runningTransfers,
  setTransferJobs,
  type TransferManifest,
} from './transfer-store';

export interface TransfersOptions {
  /** The server's context with the album services the render snapshot reads through. */
  core: CoreContext;
  /** The server's file storage (render results are read from it, the ZIP is kept in it). */
  storage: Storage;
  /** Where ZIPs are delivered. */
  target: { kind: TransferTarget['kind']; storage: Storage; describe(key: string): string };
  /** The render jobs runtime (queue and workers); undefined when the server has none. */
  renderJobs: () => RenderJobsRuntime | undefined;
  /** How often the watcher reads the jobs' states. */
  pollMs?: number;
  onError: (error: unknown, context: string) => void;
}

class TransferFailure extends Error {}

export class Transfers {
  readonly #watching = new Map<string, Promise<void>>();
  readonly #stop = new AbortController();

  constructor(private readonly options: TransfersOptions) {}

  private get ctx(): AppContext {
    return this.options.core;
  }

  /**
   * Starts a transfer of the order's print files; 409 `transfer_running` while one runs, 503 `queue_unavailable`
   * when jobs cannot be queued.
   */
  async start(orderId: string, userId: string): Promise<void> {
    const { db, config } = this.ctx;
    const record = await loadOrderRecord(db, orderId);
    const running = () =>
      new HttpError(409, 'transfer_running', 'The print files of this order are being transferred');
    if ((await latestTransfer(db, orderId))?.status === 'running') throw running();
    const runtime = this.options.renderJobs();
    if (!runtime)
      throw new HttpError(503, 'queue_unavailable', 'The render queue is not available; try again later');
    // The row first: a unique index lets only one transfer of an order run, also when two admins start at once.
    const id = newId();
    try {
      await insertTransfer(db, { id, orderId, jobs: [], target: this.options.target.kind });
    } catch (error) {
      if (isUniqueViolation(error)) throw running();
      throw error;
    }
    const language = record.album.language;
    try {
      const snapshot = await captureSnapshot(this.options.core, record.album, 'original');
      const version = albumVersion(snapshot);
      const jobs: TransferJob[] = [];
      const queued: string[] = [];
      for (const file of productionFiles(packagingOf(record))) {
        const settings = productionSettings(record.album.id, file, config.documents.transfer.dpi);
        const hash = settingsHash(settings);
        const earlier = await findReusable(db, record.album.id, hash, version);
        if (earlier) {
          jobs.push({ kind: file.kind, render_job_id: earlier.id });
          continue;
        }
        const jobId = newId();
        await insertJob(db, {
          id: jobId,
          albumId: record.album.id,
          userId,
          settings,
          settingsHash: hash,
          albumVersion: version,
          snapshot,
        });
        jobs.push({ kind: file.kind, render_job_id: jobId });
        queued.push(jobId);
      }
      await setTransferJobs(db, id, jobs);
      await addOrderEvent(db, {
        orderId,
        language,
        signal: 'transfer_started',
        metadata: { transfer_id: id, files: jobs.map((job) => job.kind) },
      });
      for (const jobId of queued) await runtime.send(jobId);
    } catch (error) {
      this.options.onError(error, 'starting a transfer');
      await this.#fail(id, orderId, language, 'The render jobs could not be made or queued');
      throw new HttpError(503, 'queue_unavailable', 'The render queue is not available; try again later');
    }
    void this.watch(id);
  }

  /** Follows a running transfer until it ends (once per transfer and process); answers when it has. */
  watch(transferId: string): Promise<void> {
    const known = this.#watching.get(transferId);
    if (known) return known;
    const watching = this.#follow(transferId)
      .catch((error: unknown) => this.options.onError(error, `transfer ${transferId}`))
      .finally(() => this.#watching.delete(transferId));
    this.#watching.set(transferId, watching);
    return watching;
  }

  /** Watches the transfers left running by an earlier process. */
  async resume(): Promise<void> {
    for (const { id } of await runningTransfers(this.ctx.db)) void this.watch(id);
  }

  /** Stops watching (a running transfer is picked up again at the next start). */
  async close(): Promise<void> {
    this.#stop.abort();
    await Promise.allSettled([...this.#watching.values()]);
  }

  async #follow(transferId: string): Promise<void> {
    const { db } = this.ctx;
    const signal = this.#stop.signal;
    const transfer = await db
      .selectFrom('order_transfers')
      .selectAll()
      .where('id', '=', transferId)
      .executeTakeFirst();
    if (!transfer || transfer.status !== 'running') return;
    const record = await loadOrderRecord(db, transfer.order_id);
    const language = record.album.language;
    try {
      // A process that stopped between recording the transfer and its jobs left nothing to wait for.
      if (transfer.jobs.length === 0)
        throw new TransferFailure('The transfer stopped before its render jobs were made');
      for (;;) {
        if (signal.aborted) return;
        const jobs = await Promise.all(transfer.jobs.map((job) => findJob(db, job.render_job_id)));
        jobs.forEach((job, index) => {
          const kind = transfer.jobs[index]!.kind;
          if (!job) throw new TransferFailure(`The render job of ${kind} was deleted`);
          if (job.state === 'error')
            throw new TransferFailure(`${kind}: ${job.error ?? job.error_code ?? 'render failed'}`);
        });
        if (jobs.every((job) => job!.state === 'finished' && job!.file_blob_id)) {
          await this.#deliver(transferId, record, transfer, jobs as RenderJobListed[]);
          return;
        }
        await sleep(this.options.pollMs ?? 1000, undefined, { signal }).catch(() => undefined);
      }
    } catch (error) {
      if (signal.aborted) return;
      const reason =
        error instanceof TransferFailure
          ? error.message
          : 'The print files could not be bundled or delivered';
      if (!(error instanceof TransferFailure)) this.options.onError(error, `transfer ${transferId}`);
      await this.#fail(transferId, record.order.id, language, reason);
    }
  }

  async #deliver(
    transferId: string,
    record: Awaited<ReturnType<typeof loadOrderRecord>>,
    transfer: { jobs: TransferJob[]; created_at: Date },
    jobs: RenderJobListed[],
  ): Promise<void> {
    const { db, config } = this.ctx;
    const transferJobs = transfer.jobs;
    const { storage, target } = this.options;
    const blobs = await db
      .selectFrom('blobs')
      .select(['id', 'key'])
      .where(
        'id',
        'in',
        jobs.map((job) => job.file_blob_id!),
      )
      .execute();
    const keyOf = new Map(blobs.map((blob) => [blob.id, blob.key]));
    const folder = join(config.dataDir, 'transfer-tmp', transferId);
    const zipName = `${safeFilename(record.order.name, 'order')}-${record.order.id.slice(0, 8)}.zip`;
    await mkdir(folder, { recursive: true });
    try {
      const bundle = await writeBundle(
        join(folder, zipName),
        { id: record.order.id, name: record.order.name, album_id: record.album.id },
        transferJobs.map((transferJob, index) => {
          const job = jobs[index]!;
          const key = keyOf.get(job.file_blob_id!);
          return {
            name: productionFile(transferJob.kind).fileName,
            kind: transferJob.kind,
            pages: job.pages,
            open: () => {
              if (!key) throw new TransferFailure(`The file of ${transferJob.kind} is gone`);
              return storage.get(key);
            },
          };
        }),
        // Dated by the transfer, not the clock: a second process finishing the same transfer (after a restart, or
        // beside this one) writes the same bytes, so whichever delivery lands last matches the recorded checksum.
        transfer.created_at,
      );
      const now = new Date();
      const blobId = newId();
      const blobKey = `transfers/${blobId.slice(0, 2)}/${blobId}`;
      await storage.put(blobKey, createReadStream(bundle.path), { contentType: 'application/zip' });
      const targetKey = `${record.order.id}/${zipName}`;
      await target.storage.put(targetKey, createReadStream(bundle.path), { contentType: 'application/zip' });
      const manifest: TransferManifest = {
        ...bundle.manifest,
        artifact: { name: zipName, size: bundle.size, sha256: bundle.sha256 },
      };
      await db
        .insertInto('blobs')
        .values({
          id: blobId,
          key: blobKey,
          filename: zipName,
          content_type: 'application/zip',
          byte_size: bundle.size,
          checksum: bundle.sha256,
          metadata: json({ order_transfer_id: transferId }),
          created_by: null,
          client_id: null,
          uploaded_at: now,
        })
        .execute();
      const location = target.describe(targetKey);
      const done = await completeTransfer(db, transferId, {
        location,
        artifactBlobId: blobId,
        manifest,
        at: now,
      });
      if (!done) {
        // Another process recorded this transfer first: its ZIP blob is the one the transfer names.
        await db.deleteFrom('blobs').where('id', '=', blobId).execute();
        await storage.delete(blobKey);
        return;
      }
      await db
        .updateTable('orders')
        .set({
          transfer_status: json({ status: 'done', date: now.toISOString(), target_url: null }),
          updated_at: now,
        })
        .where('id', '=', record.order.id)
        .execute();
      await addOrderEvent(db, {
        orderId: record.order.id,
        language: record.album.language,
        signal: 'transfer_completed',
        message: zipName,
        metadata: { transfer_id: transferId, location, size: bundle.size, sha256: bundle.sha256 },
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async #fail(transferId: string, orderId: string, language: Language, reason: string): Promise<void> {
    const { db } = this.ctx;
    if (!(await failTransfer(db, transferId, reason, new Date()))) return;
    await addOrderEvent(db, {
      orderId,
      language,
      signal: 'transfer_failed',
      message: reason,
      metadata: { transfer_id: transferId },
    });
  }
}
