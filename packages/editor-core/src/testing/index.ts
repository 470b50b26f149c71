/**
 * `@album/editor-core/testing`: test data for every package: fast-check arbitraries of albums, a seeded album
 * generator for benchmarks, and a hand-written fixture album with its images. Pure: no Node API (the Node-only file
 * loader is `fixture-files.ts`, imported by path from tests).
 * @packageDocumentation
 */
export * from './random';
export * from './generate';
export * from './arbitraries';
export * from './fixture';
export * from './images/fixture-images';
// The encoders' building blocks (checksums, deflate framing, zigzag order) stay internal.
export { encodePng } from './images/png';
export type { RawImage } from './images/png';
export { encodeJpeg } from './images/jpeg';
export { albumOfVersion, FIXTURE_ALBUM_VERSIONS } from '../migrations/fixtures';
