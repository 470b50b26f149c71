/**
 * Bodies are judged before a byte of them is read: a declared length above the route's limit is answered 413 at
 * once, and a route that accepts more than the global limit (album documents, face detection) authenticates its
 * caller first, so an anonymous stranger can make the server buffer at most the global limit (1 MB) per request.
 * Bodies without a declared length are counted as they arrive by Fastify's parser against the same limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../context';
import { formatSize } from '../files/limits';
import { HttpError } from './errors';

/**
 * Routes that stream their body themselves and judge it as it arrives: the upload target checks its one-time token
 * and the declared length before it reads, meters every byte, and discards the reservation of a refused file, so
 * this guard leaves it alone. Route paths under the API prefix.
 */
const STREAMED = ['PUT /uploads/:id'];

export function installBodyGuard(
  app: FastifyInstance,
  auth: Auth,
  globalLimit: number,
  prefix: string,
): void {
  const streamed = new Set(
    STREAMED.map((route) => {
      const [method, path] = route.split(' ');
      return `${method} ${prefix}${path}`;
    }),
  );
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (streamed.has(`${request.method} ${request.routeOptions.url}`)) return;
    const limit = request.routeOptions.bodyLimit ?? globalLimit;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      // The unread body is not wanted: closing saves reading it to find the next request on the socket.
      reply.header('connection', 'close');
      throw new HttpError(413, 'too_large', `The request body may be at most ${formatSize(limit)}`);
    }
    if (limit > globalLimit) {
      try {
        await auth.requireUser(request);
      } catch (error) {
        reply.header('connection', 'close');
        throw error;
      }
    }
  });
}
