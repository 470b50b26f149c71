export * from './types';
export * from './registry';
export * from './fit';
export { TEMPLATE_STROKE } from './parts';
