export * from './languages';
export * from './detect';
export * from './labels';
