/**
 * `POST /client_errors`: the app reports uncaught errors here (spec section 8: "error reported; team informed").
 * Reports are logged (the operators' log pipeline informs the team); they carry no authority, so anyone may send one,
 * and each is cut to a bounded size so the log cannot be flooded with huge bodies.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

const report = z.object({
  message: z.string().max(2_000),
  stack: z.string().max(20_000).optional(),
  componentStack: z.string().max(20_000).optional(),
  url: z.string().max(2_000),
  albumId: z.string().max(200).optional(),
});

// sendBeacon may arrive as text/plain; a body that is not JSON is simply not a report.
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export const clientErrorRoutes: FastifyPluginAsync = async (app) => {
  app.post('/client_errors', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const parsed = report.safeParse(parseBody(request.body));
    if (!parsed.success) {
      return reply.code(400).send({ error: { code: 'invalid_input', message: 'Not an error report' } });
    }
    request.log.warn({ clientError: parsed.data }, 'client error reported');
    return reply.code(204).send();
  });
};
