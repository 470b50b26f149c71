/**
 * One face detector per application, shared by the modules that need faces (face detection, the photo check): one
 * worker and one model in memory, one line of requests. Keyed by the application's database handle, the one
 * object every module's context has in common.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { FaceDetector } from './face-detector';

const detectors = new WeakMap<object, FaceDetector>();

/** The application's face detector, stopped when `app` closes (closing twice is harmless). */
export function sharedFaceDetector(app: FastifyInstance, ctx: Pick<AppContext, 'db'>): FaceDetector {
  let detector = detectors.get(ctx.db);
  if (!detector) {
    detector = new FaceDetector();
    detectors.set(ctx.db, detector);
  }
  const known = detector;
  app.addHook('onClose', async () => {
    detectors.delete(ctx.db);
    await known.close();
  });
  return detector;
}
