/**
 * `POST /local/backup` (local tools, `x-local-key`): the running server writes a backup of its own database and
 * files into the answer. Only the server may read an embedded database while it runs, and it takes the dump between
 * transactions (`createBackup`), so no edit is half in.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreContext } from '../core-context';
import type { DatabaseHandle } from '../db/connect';
import { createBackup } from './create';

export async function backupRoute(
  app: FastifyInstance,
  options: { ctx: CoreContext; database: DatabaseHandle; requireLocal: (request: FastifyRequest) => void },
): Promise<void> {
  app.post('/local/backup', async (request, reply) => {
    options.requireLocal(request);
    const body = new PassThrough();
    // A failure midway aborts the answer: the tool sees a cut connection (and an archive without its end marker).
    createBackup({ database: options.database, config: options.ctx.config }, body).catch((error: unknown) => {
      request.log.error({ err: error }, 'backup failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply.type('application/octet-stream').send(body);
  });
}
