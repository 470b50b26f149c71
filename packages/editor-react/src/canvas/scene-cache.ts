/**
 * Scenes of the spreads of one document, built lazily (only spreads that are drawn) and kept until a change
 * touches them. The same scene object is answered until then, which is what lets `PictureCache` keep its
 * recorded picture.
 */
import type { AlbumDocument, Scene } from '@album/editor-core';
import type { Touched } from './scene-invalidation';

/** Builds the scene of one spread of a document. */
export type SceneBuilder = (doc: AlbumDocument, spreadId: string) => Scene;

export class SceneCache {
  private readonly scenes = new Map<string, Scene>();
  private doc: AlbumDocument;
  /** Number of scenes built so far (for tests and the benchmark). */
  builds = 0;

  constructor(
    private build: SceneBuilder,
    doc: AlbumDocument,
  ) {
    this.doc = doc;
  }

  /** The document changed; `touched` spreads (or all) must be rebuilt when next asked for. */
  update(doc: AlbumDocument, touched: Touched): void {
    this.doc = doc;
    if (touched === 'all') this.scenes.clear();
    else for (const id of touched) this.scenes.delete(id);
  }

  /** New drawing options (print preview, stickers shown): every scene is rebuilt when next asked for. */
  setBuilder(build: SceneBuilder): void {
    this.build = build;
    this.scenes.clear();
  }

  /** The scene of a spread, or undefined when the document has no such spread. */
  get(spreadId: string): Scene | undefined {
    let scene = this.scenes.get(spreadId);
    if (scene) return scene;
    if (this.doc.nodes[spreadId]?.type !== 'Spread') return undefined;
    scene = this.build(this.doc, spreadId);
    this.builds++;
    this.scenes.set(spreadId, scene);
    return scene;
  }

  /** The document the scenes are built from. */
  get document(): AlbumDocument {
    return this.doc;
  }
}
