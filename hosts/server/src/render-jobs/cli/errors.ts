/** A usage or input problem: the command line prints the message without a stack. */
export class RenderCliError extends Error {
  /** The exit code the failure deserves (`EXIT_CODES` of @album/print). */
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'RenderCliError';
  }
}
