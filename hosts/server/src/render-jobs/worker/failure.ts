/**
 * Why a render job failed, as the jobs panel shows it: a message key (`error_code`, translated by the app) and an
 * English text (`error`) for logs and operators.
 */
import { NothingToPrintError } from '@album/print';

/** The failure codes of render jobs (message keys of `@album/i18n`). */
export const RENDER_FAILURES = {
  /** The settings select no page (a softcover of an album under 4 spreads, a range beyond the last page). */
  nothingToPrint: 'renderJob.error.nothingToPrint',
  /** An image the album shows has no file in storage any more. */
  imageMissing: 'renderJob.error.imageMissing',
  /** The render thread ended without an answer (out of memory, killed). */
  workerStopped: 'renderJob.error.workerStopped',
  /** Anything else that went wrong while rendering or storing the file. */
  failed: 'renderJob.error.failed',
} as const;

export type RenderFailureCode = (typeof RENDER_FAILURES)[keyof typeof RENDER_FAILURES];

/** A failure with its code, thrown by the render and carried across the thread boundary. */
export class RenderFailure extends Error {
  constructor(
    readonly code: RenderFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'RenderFailure';
  }
}

/** The code and text of any error a render threw. */
export function describeFailure(error: unknown): { code: RenderFailureCode; message: string } {
  if (error instanceof RenderFailure) return { code: error.code, message: error.message };
  if (error instanceof NothingToPrintError) {
    return {
      code: RENDER_FAILURES.nothingToPrint,
      message: `Nothing to print: the settings select no page of mode ${error.mode}`,
    };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { code: RENDER_FAILURES.failed, message: `Rendering failed: ${text}` };
}
