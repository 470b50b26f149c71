import type { ImageResolution } from '@album/editor-core';
import type { Canvas } from 'canvaskit-wasm';
import type { RenderResources } from '../resources';

/** Options of `drawScene`. */
export interface DrawOptions {
  /** Draw comment markers (screen only; raster and PDF output never do). Default true. */
  showComments?: boolean;
  /** Draw the spread background. Default true. */
  background?: boolean;
  /** Clip the drawing to the trim box grown by `bleed` mm. Default true. */
  clip?: boolean;
  /** Bleed in mm around the trim box that is drawn (background and clip). Default 0. */
  bleed?: number;
  /** Image rendition to prefer (the nearest decoded one is drawn). Default `full`. */
  imageResolution?: ImageResolution;
  /** Diameter of a comment marker in mm (hosts pass a screen size divided by the zoom). Default 6. */
  commentSize?: number;
  /** Colour of a comment marker by author; default amber for everyone. */
  commentColor?: (userId: string) => string;
}

/** What every item drawer receives. */
export interface DrawContext {
  resources: RenderResources;
  canvas: Canvas;
  options: Required<Omit<DrawOptions, 'commentColor'>> & Pick<DrawOptions, 'commentColor'>;
}
