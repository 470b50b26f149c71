export * from './layout';
export * from './values';
export * from './write';
export * from './read';
export * from './repair';
export * from './seed';
export { fnv1a32, hash128 } from './hash';
