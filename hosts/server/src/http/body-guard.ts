/**
 * Bodies are judged before a byte of them is read: a declared length above the route's limit is answered 413 at
 * once, and a route that accepts more than the global limit (album documents, face detection) authenticates its
 * caller first, so an anonymous stranger can make the server buffer at most the global limit (1 MB) per request.
 * Bodies without a declared length are counted as they arrive by Fastify's parser against the same limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../context';
import { MAX_UPLOAD_BYTES, formatMegabytes } from '../files/limits';
import { HttpError } from './errors';

/**
 * Routes that stream their body themselves and meter it as it arrives (the upload target, which checks its own
 * one-time token before it reads): their real limit, route path under the API prefix.
 */
const STREAMED: Record<string, number> = { 'PUT /uploads/:id': MAX_UPLOAD_BYTES };

export function installBodyGuard(
  app: FastifyInstance,
  auth: Auth,
  globalLimit: number,
  prefix: string,
): void {
  const streamed = new Map(
    Object.entries(STREAMED).map(([route, limit]) => {
      const [method, path] = route.split(' ');
      return [`${method} ${prefix}${path}`, limit];
    }),
  );
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const route = `${request.method} ${request.routeOptions.url}`;
    const streamLimit = streamed.get(route);
    const limit = streamLimit ?? request.routeOptions.bodyLimit ?? globalLimit;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      // The unread body is not wanted: closing saves reading it to find the next request on the socket.
      reply.header('connection', 'close');
      throw new HttpError(413, 'too_large', `The request body may be at most ${formatMegabytes(limit)}`);
    }
    if (streamLimit === undefined && limit > globalLimit) {
      try {
        await auth.requireUser(request);
      } catch (error) {
        reply.header('connection', 'close');
        throw error;
      }
    }
  });
}
