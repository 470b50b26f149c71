export * from './date';
export * from './relative';
