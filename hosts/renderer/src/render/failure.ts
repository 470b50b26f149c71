/**
 * Why the screen could not show the pages, as a kind the screen translates.
 */
import { ApiError } from '@album/api-client';

/** What went wrong. */
export type RenderFailureKind = 'incomplete-link' | 'token' | 'not-found' | 'failed';

/** A failure of the screen with the detail an operator needs (shown under the translated message). */
export class RenderFailure extends Error {
  override readonly name = 'RenderFailure';

  constructor(
    readonly kind: RenderFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The failure of an error thrown while loading or drawing: 401 and 403 answers mean the token is wrong, expired or
 * made for another album; 404 an unknown album; anything else (network, server, drawing) a failed render.
 */
export function failureOf(error: unknown): RenderFailure {
  if (error instanceof RenderFailure) return error;
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403)
      return new RenderFailure('token', error.message, { cause: error });
    if (error.status === 404) return new RenderFailure('not-found', error.message, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RenderFailure('failed', message, { cause: error });
}
