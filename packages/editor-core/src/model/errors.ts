/**
 * The typed error of the model layer: every problem found in an input, never just the first.
 */

/** One problem: where (a JSON pointer into the input), which rule (`code`), and a developer-facing message. */
export interface ModelProblem {
  path: string;
  code: string;
  message: string;
}

/** Thrown by `fromNested` (and answered by `parseNested`) when an input is not a valid album. */
export class AlbumModelError extends Error {
  override readonly name = 'AlbumModelError';
  readonly problems: ModelProblem[];

  constructor(problems: ModelProblem[]) {
    const shown = problems
      .slice(0, 5)
      .map((p) => `${p.path || '/'}: ${p.message}`)
      .join('; ');
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    super(`invalid album: ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${shown}${more}`);
    this.problems = problems;
  }
}
