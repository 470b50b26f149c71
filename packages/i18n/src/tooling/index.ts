/**
 * Checks over the catalogues and the sources, used by the package's tests (Node only; not part of the public API).
 * @packageDocumentation
 */
export { hasWords, shapeOf } from './icu';
export type { MessageShape } from './icu';
export { missingKeys, unknownIds } from './compare';
export { IGNORED_GLOBS, PACKAGE_DIR, REPO_DIR, SOURCE_GLOBS, extractMessages } from './extract';
export type { ExtractedMessage } from './extract';
