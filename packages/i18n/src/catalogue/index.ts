export type { MessageKey, Messages } from './types';
export { loadCatalogue, loadMessages, withFallback } from './load';
