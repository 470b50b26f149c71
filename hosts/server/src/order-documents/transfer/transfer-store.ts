/** The `order_transfers` rows: a transfer runs, then ends done (with its manifest and ZIP) or failed (with why). */
import type { Kysely } from 'kysely';
import type { OrderExportFile } from '@album/api-client';
import { json } from '../../db/json';
import type { Database, TransferJob } from '../../db/schema';

/** `manifest.json` inside the ZIP. */
export interface ZipManifest {
  schema_version: 1;
  order_id: string;
  order_name: string;
  album_id: string;
  created_at: string;
  files: OrderExportFile[];
}

/** What a finished transfer records: the ZIP's manifest and the ZIP itself. */
export interface TransferManifest extends ZipManifest {
  artifact: { name: string; size: number; sha256: string };
}

/** The newest transfer of an order, or undefined. */
export function latestTransfer(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_transfers')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Transfers still running (to watch again after a restart). */
export function runningTransfers(db: Kysely<Database>) {
  return db.selectFrom('order_transfers').select(['id']).where('status', '=', 'running').execute();
}

/** Records a new running transfer. */
export async function insertTransfer(
  db: Kysely<Database>,
  row: { id: string; orderId: string; jobs: TransferJob[]; target: 'folder' | 's3' },
): Promise<void> {
  await db
    .insertInto('order_transfers')
    .values({
      id: row.id,
      order_id: row.orderId,
      status: 'running',
      jobs: json(row.jobs),
      target: row.target,
    })
    .execute();
}

/** Records the render jobs of a running transfer. */
export async function setTransferJobs(db: Kysely<Database>, id: string, jobs: TransferJob[]): Promise<void> {
  await db
    .updateTable('order_transfers')
    .set({ jobs: json(jobs) })
    .where('id', '=', id)
    .execute();
}

/** Ends a running transfer as done; false when it was no longer running (another process finished it). */
export async function completeTransfer(
  db: Kysely<Database>,
  id: string,
  done: { location: string; artifactBlobId: string; manifest: TransferManifest; at: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('order_transfers')
    .set({
      status: 'done',
      location: done.location,
      artifact_blob_id: done.artifactBlobId,
      manifest: json(done.manifest),
      finished_at: done.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a running transfer as failed; false when it was no longer running. */
export async function failTransfer(
  db: Kysely<Database>,
  id: string,
  error: string,
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('order_transfers')
    .set({ status: 'failed', error, finished_at: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
