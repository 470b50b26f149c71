/**
 * The scene: a spread resolved into the display list (see `./types`) that every renderer draws.
 * @packageDocumentation
 */
export * from './types';
export * from './build';
export * from './color';
export * from './paint';
export * from './crop';
export * from './text';
export * from './errors';
