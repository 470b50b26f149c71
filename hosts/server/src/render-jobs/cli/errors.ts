/** A usage or input problem: the command line prints the message without a stack. */
export class RenderCliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderCliError';
  }
}
