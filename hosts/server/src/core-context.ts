import type { CompressedAnswers } from './albums/compressed-answers';
import type { DocumentCache } from './albums/document-cache';
import type { AppContext, ImageService } from './context';

/** What the core routes use: the shared context plus the image service the files module provides. */
export interface CoreContext extends AppContext {
  images: ImageService;
  /** Album content texts by version, for fast album answers. */
  documents: DocumentCache;
  /** Gzipped album answers, made once per distinct answer. */
  answers: CompressedAnswers;
}
