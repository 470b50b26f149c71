export * from './create';
