export * from './types';
export * from './load';
