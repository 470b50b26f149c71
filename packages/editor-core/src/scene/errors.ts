/** Thrown by `buildScene` for a spread id that is not a spread of the document's album order. */
export class SceneSpreadNotFoundError extends Error {
  readonly code = 'scene-spread-not-found' as const;
  readonly spreadId: string;
  constructor(spreadId: string) {
    super(`Spread ${spreadId} is not part of the album`);
    this.name = 'SceneSpreadNotFoundError';
    this.spreadId = spreadId;
  }
}
