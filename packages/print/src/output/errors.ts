/**
 * Errors of a print job that its host reports to the user (the message is a message key).
 */

/** The job's settings select no page (a softcover of an album under 4 spreads, a range outside the album). */
export class NothingToPrintError extends Error {
  readonly code = 'print.nothingToPrint' as const;
  constructor(readonly mode: string) {
    super('print.nothingToPrint');
    this.name = 'NothingToPrintError';
  }
}
