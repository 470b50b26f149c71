export * from './keys';
export * from './format';
